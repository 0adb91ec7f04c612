/**
 * The gallery of the project form as one value ("Gallery"): the photos in display order
 * and their alt texts, kept aligned (contract galleryImages / galleryImageAlts), and the
 * featured photo (contract featuredImageUrl: one of the project's photos, spec §2 card order
 * featured → after → before). Pure functions, so the ordering and the featured choice are tested
 * without a browser.
 */
import { maxGalleryImages } from '@site/contract/project-input';

/** The gallery part of the form: paths and alt texts by position ('' = the default alt text). */
export interface GalleryValue {
  paths: string[];
  alts: string[];
}

/** One newly published photo and the alt text typed in the upload dialog ('' if none). */
export interface PublishedPhoto {
  path: string;
  alt: string;
}

/** The alt texts padded or cut to the number of photos. */
function aligned(value: GalleryValue): string[] {
  return value.paths.map((_, i) => value.alts[i] ?? '');
}

/**
 * Adds photos at the end, in upload order, skipping paths already there and stopping at the limit.
 * @returns the new value and how many photos did not fit (0 when all were added)
 */
export function addGalleryPhotos(
  value: GalleryValue,
  photos: readonly PublishedPhoto[],
): { value: GalleryValue; refused: number } {
  const paths = [...value.paths];
  const alts = aligned(value);
  let refused = 0;
  for (const photo of photos) {
    if (paths.includes(photo.path)) continue;
    if (paths.length >= maxGalleryImages) {
      refused += 1;
      continue;
    }
    paths.push(photo.path);
    alts.push(photo.alt.trim());
  }
  return { value: { paths, alts }, refused };
}

/** Moves the photo at `from` to position `to` (dnd-kit's arrayMove semantics); its alt text moves with it. */
export function moveGalleryPhoto(value: GalleryValue, from: number, to: number): GalleryValue {
  const alts = aligned(value);
  if (from === to || from < 0 || to < 0 || from >= value.paths.length || to >= value.paths.length)
    return { paths: [...value.paths], alts };
  const move = <T>(list: T[]) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item as T);
    return next;
  };
  return { paths: move(value.paths), alts: move(alts) };
}

/** Removes the photo at `index` with its alt text. */
export function removeGalleryPhoto(value: GalleryValue, index: number): GalleryValue {
  const alts = aligned(value);
  return { paths: value.paths.filter((_, i) => i !== index), alts: alts.filter((_, i) => i !== index) };
}

/** Sets the alt text of the photo at `index`. */
export function setGalleryAlt(value: GalleryValue, index: number, alt: string): GalleryValue {
  const alts = aligned(value);
  alts[index] = alt;
  return { paths: [...value.paths], alts };
}

/**
 * The featured photo after a change of the photos: kept when it is still one of them, else none
 * (the card then falls back to after → before, spec §2).
 * @param featured the current featured path ('' = none)
 * @param photos every photo the project still has (before, after, gallery; '' entries ignored)
 */
export function keptFeatured(featured: string, photos: readonly string[]): string {
  return featured !== '' && photos.includes(featured) ? featured : '';
}

/**
 * The card photo the form's choice leads to (spec §2: featured → after → before), for the
 * preview and the form's hint.
 */
export function cardPhoto(featured: string, after: string, before: string): string {
  return featured || after || before;
}
