/**
 * The one rule for an image URL the site stores (DESIGN §11 "A stored URL is
 * only ever one of this site's own images"): every post type's schema (project-input.ts,
 * service-input.ts, through post-input-fields.ts imageUrlField) and the migration that clears
 * stored values breaking it (functions/src/migrations) use siteImagePath.
 *
 * An image is this site's own when its text is exactly one of:
 * - `/objects/<name>.jpg`, an image staff uploaded (PUT /api/objects/acl answers this path), or one
 *   of its variants `/objects/<name>-<width>w.<avif|webp>` (responsive-image.ts); `<name>` is the
 *   server-chosen lowercase RFC 9562 v4 UUID (functions object-store.ts);
 * - `/photos/<file>.jpg`, a built-in photo (builtInPhotoNames, made from assets/photos by
 *   scripts/build-images.mjs), or one of its variants.
 * The match is on the raw text, so nothing a browser or proxy would normalise differently gets
 * through: no dot segments (`/objects/../api/logout`), no percent-encoding (`%2e%2e`, `%2f`), no
 * backslash, control character or whitespace (`/api/lo<TAB>gout`), no query or fragment, no scheme
 * or host (`https://…`, `//host/…`). A variant is stored as its master path (the pages derive the
 * variants from it). Whether an uploaded object still exists is the server's check
 * (functions services/media/object-store, missingImages).
 */
import { variantFormats, variantWidths } from './responsive-image';

/**
 * The built-in photos (assets/photos/<name>.jpg; their credits are assets/photos/CREDITS.md). A
 * contract test keeps this list equal to the folder.
 */
export const builtInPhotoNames = [
  'autumn-leaves',
  'calm-lake',
  'dock-boards',
  'dune-grass',
  'forest-path',
  'fresh-flower',
  'garden-flower',
  'green-meadow',
  'ladybird',
  'lake-evening',
  'lake-pier',
  'leaf-raindrops',
  'pine-canopy',
  'water-drop',
  'wood-grain',
  'yellow-flower',
] as const;

/** A server-chosen object name: a lowercase RFC 9562 v4 UUID, as a regular expression source. */
export const objectNameSource = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';

/** The ending of a master (`.jpg`) or of a variant (`-<width>w.<format>`), capturing width and format. */
const endingSource = `(?:\\.jpg|-(${variantWidths.join('|')})w\\.(${variantFormats.join('|')}))`;
const uploadedPattern = new RegExp(`^/objects/(${objectNameSource})${endingSource}$`);
const builtInPattern = new RegExp(`^/photos/(${builtInPhotoNames.join('|')})${endingSource}$`);

/** What an image path names: an uploaded object or a built-in photo, with its master path. */
export interface SiteImage {
  kind: 'object' | 'photo';
  /** The object's UUID, or the built-in photo's name. */
  name: string;
  /** `/objects/<name>.jpg` or `/photos/<name>.jpg`: what is stored. */
  masterPath: string;
  /** Set for a variant path: its width (px) and format. */
  variant?: { width: number; format: string };
}

/**
 * Reads an image path under the rule above.
 * @param value any value (a form field, a stored field)
 * @returns what it names, or null when it is not exactly one of this site's image paths
 */
export function siteImagePath(value: unknown): SiteImage | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const uploaded = uploadedPattern.exec(value);
  const match = uploaded ?? builtInPattern.exec(value);
  if (!match?.[1]) return null;
  const kind = uploaded ? 'object' : 'photo';
  const name = match[1];
  const image: SiteImage = { kind, name, masterPath: `/${kind === 'object' ? 'objects' : 'photos'}/${name}.jpg` };
  if (match[2] && match[3]) image.variant = { width: Number(match[2]), format: match[3] };
  return image;
}

/** The UUIDs of the uploaded objects among image paths (masters and variants alike), without repeats. */
export function uploadedObjectNames(paths: readonly (string | null | undefined)[]): string[] {
  const names = paths
    .map((path) => siteImagePath(path))
    .flatMap((image) => (image?.kind === 'object' ? [image.name] : []));
  return [...new Set(names)];
}
