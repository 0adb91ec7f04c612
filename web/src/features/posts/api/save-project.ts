/**
 * POST /api/posts (create) and PUT /api/posts/{id} (full update) of the project form (spec §7;
 * DESIGN §6: 201/200 Post · 400 {message, errors} · 401). Success refreshes every posts query
 * and asks the public pages showing the project whether they render (lib/live-pages.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { postSchema, type Post } from '@site/contract/post';
import type { ProjectInput } from '@site/contract/project-input';
import { apiRequest } from '../../../lib/api-client';
import { checkLivePages, pagesShowingPost } from '../../../lib/live-pages';
import { invalidatePostQueries } from '../../../lib/post-queries';

/** Sends the form body; `id` given → PUT that post, else POST a new one. Throws "{status}: {body}". */
export async function saveProject(body: ProjectInput, id?: string): Promise<Post> {
  const res = id ? await apiRequest('PUT', apiPaths.post(id), body) : await apiRequest('POST', apiPaths.posts, body);
  return postSchema.parse(await res.json());
}

/**
 * The save mutation of the form.
 * @param id the post being edited; undefined creates a project
 */
export function useSaveProject(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectInput) => saveProject(body, id),
    onSuccess: (post) => {
      void checkLivePages(queryClient, pagesShowingPost(post));
      return invalidatePostQueries(queryClient);
    },
  });
}
