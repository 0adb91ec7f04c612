/**
 * The project page's view beacon ("Views that count"; ADR 0012). Once the page has
 * loaded, is no longer a prerender and has been visible, and the browser is idle, it sends
 * POST /api/posts/{id}/views (functions/src/routes/post-views.ts) with this browser's random id. The server decides what counts
 * (once per browser per project per UTC day; not staff, bots or prefetches); the page only
 * saves requests: one per project per day, none from automated browsers.
 *
 * Nothing here touches the document the server rendered (no cookie, no markup), so the cached
 * page stays the same for everyone. The request is a same-origin `fetch` with `keepalive` (the
 * beacon form of fetch: it outlives the page, like `navigator.sendBeacon`) and the API's own
 * conventions (JSON body, `X-Requested-With`), so it passes the API's CSRF check as every other
 * write does; `navigator.sendBeacon` cannot send that header. Run by the project page's island
 * (islands/project.ts) for `[data-project-view]`: published projects only (staff previews of a
 * draft send nothing).
 */
import type { PostViewRequest } from '@site/contract/post-view-request';
import { viewDay, viewStorageKeys } from '@site/contract/post-view';
import { apiPaths, csrfHeader } from '@site/contract/request-conventions';

/** User agents the page sends no view for (the server checks them all with the `isbot` list). */
const automatedAgent = /bot|crawl|spider|headless|lighthouse/i;

/** 16 random bytes as 32 hex characters (`crypto.getRandomValues`, also outside secure contexts). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's random id from `storage`, made and kept there on first use. It identifies no
 * person: the server stores only a hash of it with the project and the day.
 * @throws what the storage throws (blocked storage: the caller sends nothing)
 */
export function browserId(storage: Pick<Storage, 'getItem' | 'setItem'>, makeId: () => string = randomId): string {
  const kept = storage.getItem(viewStorageKeys.browserId);
  if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
  const id = makeId();
  storage.setItem(viewStorageKeys.browserId, id);
  return id;
}

/** The projects this browser sent a view for on `day` (a different or unreadable day: none). */
function sentOn(storage: Pick<Storage, 'getItem'>, day: string): string[] {
  try {
    const record = JSON.parse(storage.getItem(viewStorageKeys.sentToday) ?? 'null') as {
      day?: unknown;
      ids?: unknown;
    } | null;
    return record?.day === day && Array.isArray(record.ids)
      ? record.ids.filter((id): id is string => typeof id === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Has this browser sent a view of `postId` on `day` (contract viewDay)? */
export function wasSent(storage: Pick<Storage, 'getItem'>, postId: string, day: string): boolean {
  return sentOn(storage, day).includes(postId);
}

/** Notes a view of `postId` sent on `day`; earlier days are dropped, so the record stays small. */
export function markSent(storage: Pick<Storage, 'getItem' | 'setItem'>, postId: string, day: string): void {
  const ids = sentOn(storage, day);
  if (!ids.includes(postId)) ids.push(postId);
  storage.setItem(viewStorageKeys.sentToday, JSON.stringify({ day, ids }));
}

/** The parts of `document` and `window` whenSeen waits on. */
export interface PageState {
  doc: EventTarget & { prerendering?: boolean; visibilityState: string; readyState: string };
  win: EventTarget & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };
}

/**
 * Runs `run` once the page is no longer a prerender (`prerenderingchange`), is visible
 * (`visibilitychange`), has loaded (`load`), and the browser is idle (requestIdleCallback, at
 * most 3 s; a timer where it is missing). A page hidden all along never runs it.
 * @returns a cancel function (the page was left first: nothing runs)
 */
export function whenSeen(page: PageState, run: () => void): () => void {
  let cancelled = false;
  let stopWaiting = () => {};
  const wait = (target: EventTarget, type: string) => {
    target.addEventListener(type, step);
    stopWaiting = () => target.removeEventListener(type, step);
  };
  function step() {
    stopWaiting();
    stopWaiting = () => {};
    if (cancelled) return;
    if (page.doc.prerendering) return wait(page.doc, 'prerenderingchange');
    if (page.doc.visibilityState !== 'visible') return wait(page.doc, 'visibilitychange');
    if (page.doc.readyState !== 'complete') return wait(page.win, 'load');
    const idle = () => {
      if (!cancelled) run();
    };
    if (page.win.requestIdleCallback) page.win.requestIdleCallback(idle, { timeout: 3000 });
    else setTimeout(idle, 1);
  }
  step();
  return () => {
    cancelled = true;
    stopWaiting();
  };
}

/** Sends one view; notes it as sent unless the server could not take it (429, 5xx, network). */
async function sendView(storage: Storage, postId: string, id: string): Promise<void> {
  const body: PostViewRequest = { browserId: id };
  const res = await fetch(`${apiPaths.post(postId)}/views`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [csrfHeader.name]: csrfHeader.value },
    body: JSON.stringify(body),
  });
  if (res.status < 500 && res.status !== 429) markSent(storage, postId, viewDay(new Date()));
}

/**
 * Schedules the view of a published project by this browser (whenSeen), unless the browser is
 * automated, its storage is blocked (no id to dedupe with: nothing is sent rather than a view
 * per page load), or it already sent one today. Failures are silent: a view never shows an error.
 * @returns a cancel function
 */
export function scheduleProjectView(postId: string): () => void {
  if (typeof window === 'undefined' || automatedAgent.test(navigator.userAgent)) return () => {};
  let storage: Storage;
  try {
    storage = window.localStorage;
    if (wasSent(storage, postId, viewDay(new Date()))) return () => {};
  } catch {
    return () => {};
  }
  return whenSeen({ doc: document, win: window }, () => {
    try {
      if (wasSent(storage, postId, viewDay(new Date()))) return;
      void sendView(storage, postId, browserId(storage)).catch(() => undefined);
    } catch {
      // Storage blocked since: no view.
    }
  });
}
