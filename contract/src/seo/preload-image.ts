/**
 * `<link rel="preload" as="image" fetchpriority="high">` of a page's largest photo, for HTML the
 * app is served in before its scripts have run (the function's /project/* documents): the photo
 * downloads while the scripts load instead of after the app has rendered (issue 5: "the LCP
 * image in the HTML with fetchpriority=high and responsive variants").
 *
 * A path with variants (contract/src/responsive-image.ts) is preloaded as its AVIF `srcset` with
 * the page's `sizes`, so the browser picks the candidate the <picture> will pick, and with
 * `type="image/avif"`, so a browser without AVIF (which takes the WebP source) skips it
 * (html.spec.whatwg.org "link type preload": imagesrcset, imagesizes; web.dev/articles/preload-responsive-images).
 * Any other path is preloaded as itself.
 */
import { srcSet } from '../responsive-image';
import escapeHtml from 'escape-html';

/**
 * @param path a normalized image path ('/objects/…', '/photos/…' or an absolute URL)
 * @param sizes the CSS `sizes` of the <img>/<source> that shows it
 * @returns the element as HTML, every value escaped
 */
export function preloadImageHtml(path: string, sizes: string): string {
  const avif = srcSet(path, 'avif');
  const source = avif
    ? `type="image/avif" imagesrcset="${escapeHtml(avif)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(path)}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high"/>`;
}
