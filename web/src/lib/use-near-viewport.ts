/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true.
 * For below-the-fold sections that fetch data: the request (and the code that parses it) waits
 * until a visitor scrolls towards the section (web.dev/articles/lazy-loading; MDN
 * "Intersection Observer API" rootMargin). Without IntersectionObserver it is true at once.
 */
import { useEffect, useState, type RefObject } from 'react';

/**
 * Has `ref`'s element come near the viewport? False during the server render and hydration; a
 * huge `rootMargin` makes it true right after mount wherever the element is.
 */
export function useNearViewport(ref: RefObject<Element | null>, { rootMargin = '600px 0px' } = {}) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
