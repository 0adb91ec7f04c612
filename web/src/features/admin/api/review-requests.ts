/**
 * Drafts waiting for review (ADR 0033; functions/src/routes/review-requests.ts): the list (Crew:
 * their own drafts; Owner and Office: the submitted ones), submitting a draft, and publishing one
 * (PUT /api/posts/:id {status: published}, update-post-status.ts). Each change refetches the list
 * and the post queries; the caller shows its toasts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { draftsForReviewSchema, reviewRequestPaths } from '@site/contract/review-requests';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePostQueries } from '../../../lib/post-queries';
import { updatePostStatus } from './update-post-status';

const queryKey = [reviewRequestPaths.list];

/** The drafts of the list. */
export const useDraftsForReview = () =>
  useQuery({
    queryKey,
    queryFn: async () => draftsForReviewSchema.parse(await (await apiRequest('GET', reviewRequestPaths.list)).json()),
  });

/** A mutation that refreshes the list and the post queries when it settles. */
function useDraftChange<T>(change: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey });
      await invalidatePostQueries(queryClient);
    },
  });
}

/** Submits a draft project for review. */
export const useSubmitForReview = () =>
  useDraftChange((id: string) => apiRequest('POST', reviewRequestPaths.submit(id)));

/** Publishes a draft. */
export const usePublishDraft = () => useDraftChange((id: string) => updatePostStatus({ id, status: 'published' }));
