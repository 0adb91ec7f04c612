/**
 * A promise that resolves once the element with a given id comes within `rootMargin` of the
 * viewport (MDN "Intersection Observer API"), for code that should load only when a visitor
 * scrolls towards the part of the page that needs it (web.dev/articles/lazy-loading). The
 * promise form suits React.lazy, whose loader runs during a render: the element may not be in
 * the document yet (a client-side navigation), so it is looked for again on each animation
 * frame, for up to `waitMs`. Outside a browser (a server render, the build's prerender) and
 * without IntersectionObserver it resolves at once, as it does when the element never appears.
 */

/** Resolves when `#id` is near the viewport (or at once where that cannot be observed). */
export function whenNearViewport(id: string, { rootMargin = '200px 0px', waitMs = 5000 } = {}): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const started = performance.now();
    const observe = () => {
      const element = document.getElementById(id);
      if (!element) {
        if (performance.now() - started > waitMs) resolve();
        else requestAnimationFrame(observe);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin },
      );
      observer.observe(element);
    };
    observe();
  });
}
