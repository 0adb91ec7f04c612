/**
 * A project's card photo and every photo's alt text (spec §2 "Projects section"; alt
 * texts). Kept apart from the detail page's layout (project-gallery.ts), so the pages with
 * project cards (/ among them) load only this.
 */
import type { Post } from './post';
import { normalizeImagePath } from './responsive-image';

type CardImageFields = Pick<Post, 'featuredImageUrl' | 'afterImageUrl' | 'beforeImageUrl'>;
type AltFields = Partial<Pick<Post, 'galleryImageAlts' | 'beforeImageAlt' | 'afterImageAlt'>>;
type DetailImageFields = CardImageFields & Pick<Post, 'galleryImages' | 'title'> & AltFields;

/** Which photo of a project: its before or after photo, or the gallery photo at an index (0-based). */
export type PhotoRole = 'before' | 'after' | { gallery: number };

/**
 * The alt text a photo gets when staff typed none ("a sensible default from the
 * title"): "{title}, before the work", "{title}, after the work", "{title}, photo {n}" (n from 1).
 * @param title the project title ('' gives "Project, …")
 */
export function defaultPhotoAlt(role: PhotoRole, title: string): string {
  const name = title.trim() || 'Project';
  if (role === 'before') return `${name}, before the work`;
  if (role === 'after') return `${name}, after the work`;
  return `${name}, photo ${role.gallery + 1}`;
}

/** The alt text of a photo: what staff typed (trimmed), else defaultPhotoAlt. */
export function photoAlt(post: Pick<Post, 'title'> & AltFields, role: PhotoRole): string {
  const typed =
    role === 'before'
      ? post.beforeImageAlt
      : role === 'after'
        ? post.afterImageAlt
        : post.galleryImageAlts?.[role.gallery];
  return typed?.trim() || defaultPhotoAlt(role, post.title);
}

/**
 * The alt text of any image path of a project (the featured image is one of its photos): the
 * first gallery photo with that path, else the before or after photo, else the title.
 */
export function imagePathAlt(post: DetailImageFields, path: string): string {
  const src = normalizeImagePath(path);
  const index = post.galleryImages.findIndex((p) => normalizeImagePath(p) === src);
  if (index >= 0) return photoAlt(post, { gallery: index });
  if (post.afterImageUrl && normalizeImagePath(post.afterImageUrl) === src) return photoAlt(post, 'after');
  if (post.beforeImageUrl && normalizeImagePath(post.beforeImageUrl) === src) return photoAlt(post, 'before');
  return post.title;
}

/**
 * The card image of a project (spec §2 "Projects section": "the first available image among
 * featured, after and before; a placeholder text appears if none").
 * @returns the normalized path, or null when the card shows its placeholder
 */
export function projectImage(post: CardImageFields): string | null {
  const path = [post.featuredImageUrl, post.afterImageUrl, post.beforeImageUrl].find((p) => p && p.trim() !== '');
  return path ? normalizeImagePath(path) : null;
}

/** The card image of a project with its alt text (public pages use the alt text). */
export function projectCardImage(post: DetailImageFields): GalleryImage | null {
  const src = projectImage(post);
  return src ? { src, alt: imagePathAlt(post, src) } : null;
}

/** One image of a project detail gallery with its accessible description. */
export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * A project's image paths, best first and without repeats: featured, after, before (spec §2
 * Projects section: "the first available image among featured, after and before"), image, gallery.
 */
export function projectImagePaths(
  post: Pick<Post, 'featuredImageUrl' | 'afterImageUrl' | 'beforeImageUrl' | 'image' | 'galleryImages'>,
): string[] {
  const all = [post.featuredImageUrl, post.afterImageUrl, post.beforeImageUrl, post.image, ...post.galleryImages];
  const paths = all.flatMap((path) =>
    typeof path === 'string' && path.trim() !== '' ? [normalizeImagePath(path)] : [],
  );
  return [...new Set(paths)];
}
