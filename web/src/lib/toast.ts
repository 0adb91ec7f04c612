/**
 * Toasts with a title and a description (spec §2 Notifications, §8 messages, §9: one visible,
 * 5000 ms). A new toast replaces the one on screen (spec: "a new one replaces the previous"),
 * so the host closes the current one before showing the next. `destructive` is the failure
 * style (spec §8 "Failure toasts are destructive-styled").
 *
 * toast() only queues the request: notistack and the toast presentation are a separate chunk
 * that the toast provider (components/ui) mounts on the first toast, so pages that never show one
 * do not download it ("JS for / ≤ 170 KB gzip"; docs/performance.md).
 */

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** A toast waiting for the host, with the callback that settles its `toast()` promise. */
export interface QueuedToast extends ToastOptions {
  /** The host calls this when the toast is on screen (its element is in the document). */
  onShown: () => void;
}

let queue: QueuedToast[] = [];
let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows one toast, replacing any toast on screen. Returns a promise that resolves when the toast
 * is on screen: the first toast waits for the host's chunk, so whatever must follow the user
 * having seen it (the login redirect, unauthorized.ts) waits on this rather than on the call.
 * It never rejects; if the host cannot load, it never settles.
 */
export function toast(options: ToastOptions): Promise<void> {
  return new Promise((resolve) => {
    queue.push({ ...options, onShown: resolve });
    requested = true;
    for (const listener of listeners) listener();
  });
}

/** Subscribes to new toast requests (for ToastProvider and the host); returns the unsubscribe. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Has any toast been asked for in this session? (ToastProvider then mounts the host.) */
export function toastsRequested(): boolean {
  return requested;
}

/** The toasts waiting to be shown, oldest first; empties the queue. */
export function takeQueuedToasts(): QueuedToast[] {
  const taken = queue;
  queue = [];
  return taken;
}
