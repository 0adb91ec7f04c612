/**
 * Styles of the carousels' server HTML (the home hero, the About page's photos, ADR
 * 0024): a CSS scroll-snap strip that a visitor can swipe and whose dots are links to the slides,
 * so every slide is reachable without JavaScript; islands/carousel.ts adds the previous/next and
 * pause buttons, the slide states and the rotation. Markup contract (read by that island):
 * `[data-carousel]` (optional `data-carousel-interval` ms) › `[data-carousel-track]` ›
 * `[data-carousel-slide]` (ids the dots link to); `a[data-carousel-dot]`,
 * `button[data-carousel-prev|next|toggle]` (`hidden` until the island runs).
 */

/** The horizontal scroll-snap strip of slides (no scrollbar; swipe, dots or buttons move it). */
export const carouselTrackSx = {
  display: 'flex',
  height: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  scrollBehavior: 'smooth',
  '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
} as const;

/** The focus ring of a strip a keyboard reaches (drawn inside it: the frame clips what is outside). */
export const carouselTrackFocusSx = {
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: '-3px' },
} as const;

/** One slide: the strip's full width, snapped to its start. */
export const carouselSlideSx = {
  position: 'relative',
  flex: '0 0 100%',
  height: '100%',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
} as const;
