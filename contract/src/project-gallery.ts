/**
 * Which of a project's photos its detail page shows, and where (spec §2 "Project detail"; issue
 * 4 "Edit and show" gallery order). One home for the choice, used by the web page and
 * by the function that writes a project page's head (its image preloads).
 */
import type { Post } from './post';
import { photoAlt, type GalleryImage } from './project-images';
import { normalizeImagePath } from './responsive-image';

type DetailImageFields = Pick<
  Post,
  'featuredImageUrl' | 'afterImageUrl' | 'beforeImageUrl' | 'galleryImages' | 'title'
> &
  Partial<Pick<Post, 'galleryImageAlts' | 'beforeImageAlt' | 'afterImageAlt'>>;

/**
 * CSS `sizes` of the large photo on a project page (gallery view and before/after slider): the
 * article column is 760 px wide from 1200 px, 62% of the viewport from 900 px, else the full width.
 */
export const projectPhotoSizes = '(min-width: 1200px) 760px, (min-width: 900px) 62vw, 100vw';

/**
 * The images of a project detail gallery: the gallery photos in the order staff gave them, then
 * the before and after photos; duplicates removed. A featured image that is none of these (a
 * post written when it was set apart) comes first. Empty without photos.
 */
export function projectGalleryImages(post: DetailImageFields): GalleryImage[] {
  const items: GalleryImage[] = [];
  const add = (path: string | null, alt: string) => {
    if (!path || path.trim() === '') return;
    const src = normalizeImagePath(path);
    if (!items.some((i) => i.src === src)) items.push({ src, alt });
  };
  const photos = [...post.galleryImages, post.beforeImageUrl, post.afterImageUrl].flatMap((p) =>
    p && p.trim() !== '' ? [normalizeImagePath(p)] : [],
  );
  const featured = post.featuredImageUrl?.trim() ? normalizeImagePath(post.featuredImageUrl) : null;
  if (featured && !photos.includes(featured)) add(featured, post.title);
  post.galleryImages.forEach((p, i) => add(p, photoAlt(post, { gallery: i })));
  add(post.beforeImageUrl, photoAlt(post, 'before'));
  add(post.afterImageUrl, photoAlt(post, 'after'));
  return items;
}

/**
 * How a project page lays out its photos: with both a before and an after photo, the
 * before/after slider, under a gallery of the other photos when there are any; otherwise one
 * gallery of every photo.
 * @returns `others` the gallery above the slider (empty: no gallery), `comparison` the slider's
 *   photos or null when the page shows the gallery only, `gallery` that gallery's photos
 */
export function projectPhotoLayout(
  post: DetailImageFields,
):
  | { comparison: { before: GalleryImage; after: GalleryImage }; others: GalleryImage[] }
  | { comparison: null; gallery: GalleryImage[] } {
  const before = post.beforeImageUrl?.trim();
  const after = post.afterImageUrl?.trim();
  if (!before || !after) return { comparison: null, gallery: projectGalleryImages(post) };
  return {
    comparison: {
      before: { src: normalizeImagePath(before), alt: photoAlt(post, 'before') },
      after: { src: normalizeImagePath(after), alt: photoAlt(post, 'after') },
    },
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
  return [layout.comparison.after.src];
}
