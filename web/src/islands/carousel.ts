/**
 * Island of the pages with a carousel (the home hero, spec §2 Hero slider, §4 "advances
 * automatically every 8 seconds, wraps in both directions"; the About page's photos): enhances
 * every `[data-carousel]` (markup contract: components/ui/carousel-parts.ts). The server's HTML is
 * a scroll-snap strip with dot links; this adds, per the WAI-ARIA carousel pattern:
 * - previous / next buttons (shown), wrapping both ways; dots move without changing the URL;
 * - the current slide's state: others `inert` and `aria-hidden`, the current dot `aria-current`;
 *   a swipe updates them;
 * - with `data-carousel-interval`: the rotation, restarted by every change of slide, paused while
 *   the pointer or focus is in the carousel and by the pause button, never with reduced motion;
 *   the live region is polite while it does not rotate;
 * - the next slide's lazy photos start loading 2.5 s after a slide shows, the neighbours' when a
 *   control is pointed at or focused.
 */
import { wrapIndex } from '../features/home/carousel-index';

/** After a slide has shown this long, the next slide's photo starts loading. */
const preloadNextAfterMs = 2500;

/** Starts loading the lazy images of `slide`. */
function loadImages(slide: HTMLElement | undefined): void {
  slide?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
}

/** Enhances one carousel. */
export function enhanceCarousel(root: HTMLElement): void {
  const found = root.querySelector<HTMLElement>('[data-carousel-track]');
  if (!found) return;
  const track: HTMLElement = found;
  const slides = [...track.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const dots = [...root.querySelectorAll<HTMLAnchorElement>('a[data-carousel-dot]')];
  const previous = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  const count = slides.length;
  if (count === 0) return;
  const intervalMs = Number(root.dataset.carouselInterval) || 0;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  let index = 0;
  let hovered = false;
  let focused = false;
  let userPaused = false;
  let rotateTimer: number | undefined;
  let preloadTimer: number | undefined;
  const rotates = () => intervalMs > 0 && !reducedMotion && !userPaused;

  const schedule = () => {
    window.clearTimeout(rotateTimer);
    track.setAttribute('aria-live', rotates() && !hovered && !focused ? 'off' : 'polite');
    if (rotates() && !hovered && !focused && count > 1)
      rotateTimer = window.setTimeout(() => show(index + 1), intervalMs);
  };

  /** Makes slide `to` the current one; `scroll` false when the strip is there already (a swipe). */
  function show(to: number, scroll = true): void {
    index = wrapIndex(to, count);
    slides.forEach((slide, i) => {
      const current = i === index;
      slide.inert = !current;
      if (current) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, i) =>
      i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
    if (scroll) track.scrollTo({ left: index * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    loadImages(slides[index]);
    window.clearTimeout(preloadTimer);
    preloadTimer = window.setTimeout(() => loadImages(slides[wrapIndex(index + 1, count)]), preloadNextAfterMs);
    schedule();
  }

  // A swipe (or a keyboard scroll) ends on a slide: it becomes the current one.
  const settle = () => {
    const nearest = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
    if (nearest !== index && nearest >= 0 && nearest < count) show(nearest, false);
  };
  if ('onscrollend' in window) track.addEventListener('scrollend', settle);
  else {
    let settleTimer: number | undefined;
    track.addEventListener('scroll', () => {
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(settle, 150);
    });
  }

  dots.forEach((dot, i) =>
    dot.addEventListener('click', (event) => {
      event.preventDefault();
      show(i);
    }),
  );
  previous?.addEventListener('click', () => show(index - 1));
  next?.addEventListener('click', () => show(index + 1));
  const preloadNeighbours = () => {
    loadImages(slides[wrapIndex(index - 1, count)]);
    loadImages(slides[wrapIndex(index + 1, count)]);
  };
  for (const control of [previous, next, ...dots]) {
    control?.addEventListener('pointerenter', preloadNeighbours);
    control?.addEventListener('focus', preloadNeighbours);
  }
  if (toggle && intervalMs > 0 && !reducedMotion) {
    toggle.hidden = false;
    toggle.addEventListener('click', () => {
      userPaused = !userPaused;
      toggle.toggleAttribute('data-paused', userPaused);
      toggle.setAttribute('aria-label', userPaused ? 'Start slide rotation' : 'Pause slide rotation');
      schedule();
    });
  }
  root.addEventListener('pointerenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  });
  if (previous) previous.hidden = false;
  if (next) next.hidden = false;
  // The strip may have been scrolled already (a dot link followed before this ran, a restored scroll).
  show(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)), false);
}

document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(enhanceCarousel);
document.documentElement.setAttribute('data-island-carousel', 'ready');
