/**
 * Spec §2 Navigation bar: "Clicking a link scrolls the page smoothly to the top after 150 ms."
 * Smooth unless the visitor prefers reduced motion (then an instant jump).
 */

/** Delay between a nav/footer link click and the scroll (spec §9). */
export const scrollToTopDelayMs = 150;

/** Does the visitor ask for reduced motion? False outside a browser. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Scrolls the window to the top `scrollToTopDelayMs` from now; returns a cancel function. */
export function scheduleScrollToTop(delayMs: number = scrollToTopDelayMs): () => void {
  if (typeof window === 'undefined') return () => {};
  const timer = window.setTimeout(() => {
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, delayMs);
  return () => window.clearTimeout(timer);
}

/**
 * Click handler for in-site links: schedules the scroll to top unless the click opens a new
 * tab/window (modifier keys, middle button) or only moves to an in-page anchor (`#…`).
 */
export function handleNavLinkClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  currentTarget: EventTarget;
}): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = (event.currentTarget as HTMLAnchorElement).getAttribute?.('href') ?? '';
  if (href.includes('#')) return;
  scheduleScrollToTop();
}
