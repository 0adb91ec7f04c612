/**
 * The project a request is about (`/contact?project={slug}`): GET /api/posts/{slug} (spec §7), the
 * same query as the project page (its key is its GET path), for its title above the form and its
 * services to pre-tick. Visitors get published projects only; anything else is a 404, and the
 * form then names no title (the slug is still sent; the API records what it finds).
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { fetchPost } from '../../../lib/fetch-posts';

/** The project post, when `slug` is set. */
export function useSourceProject(slug: string | null) {
  return useQuery({ queryKey: [apiPaths.post(slug ?? '')], queryFn: fetchPost, enabled: slug !== null });
}
