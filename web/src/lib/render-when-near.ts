/**
 * `sx` for a part of a public page that usually starts below the first viewport: the
 * browser skips its style, layout and paint until it nears the viewport, with CSS
 * `content-visibility: auto` (CSS Containment Module Level 2 §4; Chromium 85, Firefox 125,
 * Safari 18). Measured on this project's pages, the first layout of the whole document was
 * most of the main-thread work left once the pages shipped no framework JavaScript.
 *
 * The part keeps its place in the page, the accessibility tree, find-in-page and anchor links;
 * until it is first rendered it takes `estimatedHeight` px of height (`contain-intrinsic-height`),
 * afterwards its last rendered height (the `auto` keyword), so the scrollbar does not jump back.
 * Only the height: a width there would widen the grid columns the part stands in (a `1fr`
 * column grows to its items' intrinsic width) and push cards past a phone's edge.
 *
 * @param estimatedHeight the part's usual height on a phone, in CSS px
 * @returns an `sx` object to spread into the part's own `sx`
 */
export function renderWhenNear(estimatedHeight: number) {
  return { contentVisibility: 'auto', containIntrinsicHeight: `auto ${estimatedHeight}px` } as const;
}
