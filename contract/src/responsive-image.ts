/**
 * Responsive variants of a stored image path (DESIGN §10 budgets).
 *
 * Convention, shared by the demo photos (`/photos/…`, made at build time by
 * scripts/build-images.mjs) and uploaded images (`/objects/…`, made by the upload pipeline):
 * an image stored as `/photos/forest-path.jpg` has variants
 * `/photos/forest-path-{w}w.{webp|avif}` for every width in `variantWidths`.
 * Paths elsewhere (absolute URLs, other relative paths) have no variants.
 */
/**
 * Widths of the variants, px. 800 fits a full-width photo on the common 412 px phone at device
 * pixel ratio 1.75–1.9 (the Moto G Power that Lighthouse's mobile run emulates: 412 × 1.75 = 721
 * device px), which otherwise got the 960 variant with ~30 % more bytes. Images stored before 800
 * was added have no 800 variant; GET /objects serves their next larger one (routes/object-files).
 */
export const variantWidths = [480, 800, 960, 1600] as const;

/**
 * Long side of a published photo's master, px (the upload pipeline caps it there; the staff
 * upload downscales a photo to it in the browser before sending it).
 */
export const publishedPhotoLongSide = 2400;
export const variantFormats = ['avif', 'webp'] as const;
export type VariantFormat = (typeof variantFormats)[number];

const withVariants = /^\/(photos|objects)\/[A-Za-z0-9/_-]+\.(jpe?g|png|webp)$/;

/** Does this path follow the variants convention? */
export function hasVariants(path: string): boolean {
  return withVariants.test(path);
}

/** Path of one variant, e.g. variantPath('/photos/a.jpg', 480, 'webp') → '/photos/a-480w.webp'. */
export function variantPath(path: string, width: number, format: VariantFormat): string {
  return `${path.replace(/\.[a-z]+$/i, '')}-${width}w.${format}`;
}

/**
 * `srcset` value for one format, or null when the path has no variants.
 * e.g. '/photos/a-480w.webp 480w, /photos/a-800w.webp 800w, /photos/a-960w.webp 960w, /photos/a-1600w.webp 1600w'
 */
export function srcSet(path: string, format: VariantFormat): string | null {
  if (!hasVariants(path)) return null;
  return variantWidths.map((w) => `${variantPath(path, w, format)} ${w}w`).join(', ');
}

/**
 * A stored image path as a URL the site can load (spec §2 Projects section: "Relative image
 * paths get a leading slash"). Absolute `http(s):` and `data:` URLs are kept; anything else is
 * rooted at the site, with repeated leading slashes or backslashes reduced to one, so a stored
 * `//host/x.jpg` cannot become a protocol-relative URL to another site.
 * @param path a stored path such as 'objects/uploads/a.jpg', '/photos/b.jpg' or 'https://…'
 * @returns e.g. '/objects/uploads/a.jpg'; surrounding whitespace removed
 */
export function normalizeImagePath(path: string): string {
  const value = path.trim();
  return /^(https?:|data:)/i.test(value) ? value : `/${value.replace(/^[/\\]+/, '')}`;
}
