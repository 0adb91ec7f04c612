/**
 * Which of a project's photos a page shows, and where (spec §2 "Projects section", "Project
 * detail"; issue 4 "Edit and show"). One home for the choice, used by the web pages and by the
 * function that writes a project page's head (its image preloads, issue 5).
 */
import type { Post } from './post';
import { normalizeImagePath } from './responsive-image';

type CardImageFields = Pick<Post, 'featuredImageUrl' | 'afterImageUrl' | 'beforeImageUrl'>;
type DetailImageFields = CardImageFields & Pick<Post, 'galleryImages' | 'title'>;

/**
 * CSS `sizes` of the large photo on a project page (gallery view and before/after slider): the
 * article column is 760 px wide from 1200 px, 62% of the viewport from 900 px, else the full width.
 */
export const projectPhotoSizes = '(min-width: 1200px) 760px, (min-width: 900px) 62vw, 100vw';

/**
 * The card image of a project (spec §2 "Projects section": "the first available image among
 * featured, after and before; a placeholder text appears if none").
 * @returns the normalized path, or null when the card shows its placeholder
 */
export function projectImage(post: CardImageFields): string | null {
  const path = [post.featuredImageUrl, post.afterImageUrl, post.beforeImageUrl].find((p) => p && p.trim() !== '');
  return path ? normalizeImagePath(path) : null;
}

/** One image of a project detail gallery with its accessible description. */
export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * The images of a project detail gallery: featured, gallery images, then the before and after
 * photos; duplicates removed. Empty when the project has none of them.
 */
export function projectGalleryImages(post: DetailImageFields): GalleryImage[] {
  const items: GalleryImage[] = [];
  const add = (path: string | null, alt: string) => {
    if (!path || path.trim() === '') return;
    const src = normalizeImagePath(path);
    if (!items.some((i) => i.src === src)) items.push({ src, alt });
  };
  add(post.featuredImageUrl, `${post.title}`);
  post.galleryImages.forEach((p, i) => add(p, `${post.title}, photo ${i + 1}`));
  add(post.beforeImageUrl, `${post.title}, before the work`);
  add(post.afterImageUrl, `${post.title}, after the work`);
  return items;
}

/**
 * How a project page lays out its photos: with both a before and an after photo, the
 * before/after slider, under a gallery of the other photos when there are any; otherwise one
 * gallery of every photo.
 * @returns `others` the gallery above the slider (empty: no gallery), `comparison` the slider's
 *   photos or null when the page shows the gallery only, `gallery` that gallery's photos
 */
export function projectPhotoLayout(post: DetailImageFields):
  | { comparison: { before: string; after: string }; others: GalleryImage[] }
  | { comparison: null; gallery: GalleryImage[] } {
  const before = post.beforeImageUrl?.trim();
  const after = post.afterImageUrl?.trim();
  if (!before || !after) return { comparison: null, gallery: projectGalleryImages(post) };
  return {
    comparison: { before: normalizeImagePath(before), after: normalizeImagePath(after) },
    others: projectGalleryImages({ ...post, beforeImageUrl: null, afterImageUrl: null }),
  };
}

/**
 * The photo of a project page's largest paint, the one it loads with high priority: the first
 * gallery photo, or when the page starts with the before/after slider, its after photo (the
 * before photo, clipped over it, loads at once at normal priority, so it does not share the
 * bandwidth of the largest paint on a slow connection).
 * @returns normalized paths (at most one); empty when the project has no photo
 */
export function projectLeadImages(post: DetailImageFields): string[] {
  const layout = projectPhotoLayout(post);
  if (layout.comparison === null) return layout.gallery.slice(0, 1).map((image) => image.src);
  if (layout.others.length > 0) return [layout.others[0]!.src];
  return [layout.comparison.after];
}
