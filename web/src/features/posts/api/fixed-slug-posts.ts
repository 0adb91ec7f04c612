/**
 * The service and page posts for their admin sections: GET /api/posts of one type
 * (a staff session gets every status, spec §7 "GET /api/posts (admin)"), POST a new one, PUT an
 * edit (DESIGN §6: 201/200 Post · 400 {message, errors} · 401 · 409 when the slug already has
 * its post) and DELETE ("Reset to built-in text": the post and its stored image go). Every
 * write refreshes every posts query, so the lists and public pages of this tab show it; a save
 * also asks its public page whether it renders (lib/live-pages.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import type { PageInput } from '@site/contract/page-input';
import { postSchema, type Post } from '@site/contract/post';
import type { ServiceInput } from '@site/contract/service-input';
import { apiRequest } from '../../../lib/api-client';
import { checkLivePages, pagesShowingPost } from '../../../lib/live-pages';
import { fetchPostItems, fixedTypePostsKey } from '../../../lib/fetch-posts';
import { deletePost, invalidatePostQueries } from '../../../lib/post-queries';

/** The post types with a fixed list of slugs. */
export type FixedSlugType = 'service' | 'page';

/** Query key (and URL, spec §7) of every post of `type`, drafts included for staff (one page holds them all). */
export const fixedSlugPostsQueryKey = fixedTypePostsKey;

/** The posts of one type, newest first. */
export function useFixedSlugPosts(type: FixedSlugType) {
  return useQuery({ queryKey: fixedSlugPostsQueryKey(type), queryFn: fetchPostItems });
}

/** What a save sends: the form body, and the post's id when it already has one. */
export interface FixedSlugSave {
  body: ServiceInput | PageInput;
  id?: string | undefined;
}

/** POSTs a new post or PUTs an edit. @throws Error "{status}: {body}" (spec §8) */
export async function saveFixedSlugPost({ body, id }: FixedSlugSave): Promise<Post> {
  const res = id ? await apiRequest('PUT', apiPaths.post(id), body) : await apiRequest('POST', apiPaths.posts, body);
  return postSchema.parse(await res.json());
}

/** The save mutation of the service and page forms. */
export function useSaveFixedSlugPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFixedSlugPost,
    onSuccess: (post) => {
      void checkLivePages(queryClient, pagesShowingPost(post));
      return invalidatePostQueries(queryClient);
    },
  });
}

/** The reset mutation ("Reset to built-in text"). */
export function useResetFixedSlugPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_answer, id) => {
      // The post went to the Trash with its versions: none to show, and none to ask for (a 404).
      const revisions = apiPaths.postRevisions(id);
      await queryClient.cancelQueries({ queryKey: [revisions] });
      queryClient.setQueryData([revisions], []);
      await invalidatePostQueries(queryClient, revisions);
    },
  });
}
