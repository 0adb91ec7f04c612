/**
 * Old project paths answer 301 to the current one ("Stable URLs"; DESIGN §12 "a changed
 * slug redirects (301) from its old path"). A project's slug history is its slug reservations
 * (services/posts/slug-reservations.ts): every slug it ever had stays reserved with its id, so an old
 * path names the post, and the redirect goes straight to the post's current slug. A chain of
 * renames is therefore always one hop, and there is no loop: the current slug's own path renders
 * the page (a published project found by that slug is never redirected).
 *
 * Only published projects redirect: the old path of a draft, archived or trashed project is a
 * 404, as its current path is (visitors never learn a hidden post's slug).
 */
import { projectPath } from '@site/contract/site-pages';
import { findPost } from '../posts/posts-store';
import { slugReservationRef } from '../posts/slug-reservations';

/** `/project/{idOrSlug}` (an optional trailing slash), the segment still URL-encoded. */
const projectPathPattern = /^\/project\/([^/]+)\/?$/;

/**
 * The id or slug a project path names, decoded; null for any other path (or a bad encoding).
 * @param pathname a URL path, e.g. `/project/stone-patio`
 */
export function projectSegment(pathname: string): string | null {
  const segment = projectPathPattern.exec(pathname)?.[1];
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Where an old slug of a project leads: the path of the published project whose history holds
 * it, when that project's current slug is another one.
 * @param slug a decoded slug (a former slug of some project, or anything a visitor typed)
 * @returns e.g. `/project/stone-patio-guilford`, or null (a free slug, a current slug, a hidden post)
 * @throws Firestore errors to the caller
 */
export async function projectSlugRedirect(slug: string): Promise<string | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  const reservation = await slugReservationRef('project', slug).get();
  const postId: unknown = reservation.get('postId');
  if (!reservation.exists || typeof postId !== 'string' || postId === '') return null;
  const post = await findPost(postId, true);
  if (!post || post.id !== postId || post.fields.type !== 'project' || post.fields.slug === slug) return null;
  return projectPath({ id: post.id, slug: post.fields.slug });
}
