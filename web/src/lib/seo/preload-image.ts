/**
 * `<link rel="preload" as="image" fetchpriority="high">` of a page's largest photo
 * ("the LCP image in the HTML with fetchpriority=high and responsive variants"), as a React Router
 * `meta`/`links` descriptor (React's prop names), so the photo starts downloading with the HTML.
 *
 * A path with variants (contract/src/responsive-image.ts) is preloaded as its AVIF `srcset` with
 * the page's `sizes`, so the browser picks the candidate the <picture> will pick, and with
 * `type="image/avif"`, so a browser without AVIF (which takes the WebP source) skips it
 * (html.spec.whatwg.org "link type preload": imagesrcset, imagesizes; web.dev/articles/preload-responsive-images).
 * Any other path is preloaded as itself. React escapes every value.
 */
import { srcSet } from '@site/contract/responsive-image';

type PreloadBase = { tagName: 'link'; rel: 'preload'; as: 'image'; fetchPriority: 'high' };

/** The descriptor: `{ tagName: 'link', rel, as, … }` for `meta`, the same without tagName for `links`. */
export type PreloadImageLink =
  (PreloadBase & { type: string; imageSrcSet: string; imageSizes: string }) | (PreloadBase & { href: string });

/**
 * @param path a normalized image path ('/objects/…', '/photos/…' or an absolute URL)
 * @param sizes the CSS `sizes` of the <img>/<source> that shows it
 */
export function preloadImageLink(path: string, sizes: string): PreloadImageLink {
  const avif = srcSet(path, 'avif');
  const base: PreloadBase = { tagName: 'link', rel: 'preload', as: 'image', fetchPriority: 'high' };
  return avif ? { ...base, type: 'image/avif', imageSrcSet: avif, imageSizes: sizes } : { ...base, href: path };
}
