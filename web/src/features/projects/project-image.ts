/**
 * Image choice of a project card (spec §2 "Projects section"): the first available image among
 * featured, after and before; null means the card shows a placeholder. Relative paths get a
 * leading slash.
 */
import type { Post } from '@site/contract/post';
import { normalizeImagePath } from '../../components/ui/responsive-image';

type ImageFields = Pick<Post, 'featuredImageUrl' | 'afterImageUrl' | 'beforeImageUrl'>;

/** The card image of `post`: featuredImageUrl → afterImageUrl → beforeImageUrl → null. */
export function projectImage(post: ImageFields): string | null {
  const path = [post.featuredImageUrl, post.afterImageUrl, post.beforeImageUrl].find((p) => p && p.trim() !== '');
  return path ? normalizeImagePath(path.trim()) : null;
}

/** One image of a project gallery with its accessible description. */
export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * The images of a project detail gallery (spec §2 "Project detail"): gallery images, then the
 * before and after photos; duplicates removed. Empty when the project has none of them.
 */
export function projectGalleryImages(post: ImageFields & Pick<Post, 'galleryImages' | 'title'>): GalleryImage[] {
  const items: GalleryImage[] = [];
  const add = (path: string | null, alt: string) => {
    if (!path || path.trim() === '') return;
    const src = normalizeImagePath(path.trim());
    if (!items.some((i) => i.src === src)) items.push({ src, alt });
  };
  add(post.featuredImageUrl, `${post.title}`);
  post.galleryImages.forEach((p, i) => add(p, `${post.title}, photo ${i + 1}`));
  add(post.beforeImageUrl, `${post.title}, before the work`);
  add(post.afterImageUrl, `${post.title}, after the work`);
  return items;
}
