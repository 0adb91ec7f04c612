/**
 * The Reviews section's calls (issue 23 "Reviews"; functions/src/routes/reviews.ts): GET
 * /api/reviews, POST (add), PUT (edit, publish, unpublish: the whole review), DELETE. Every change
 * refreshes the list.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { reviewListSchema, type Review, type ReviewInput } from '@site/contract/reviews';
import { apiRequest } from '../../../lib/api-client';

/** Query key (and URL) of the reviews. */
export const reviewsQueryKey = [apiPaths.reviews] as const;

/** GETs every review, drafts too, newest date first. @throws Error "{status}: {body}" (spec §8) */
export async function fetchReviews(): Promise<Review[]> {
  const res = await apiRequest('GET', apiPaths.reviews);
  return reviewListSchema.parse(await res.json());
}

/** The reviews. */
export function useReviews() {
  return useQuery({ queryKey: reviewsQueryKey, queryFn: fetchReviews });
}

/** What a save sends: the whole review, and its id when it is an edit. */
export interface ReviewSave {
  body: ReviewInput;
  id?: string | undefined;
}

/** POSTs a new review or PUTs an edit. @throws Error "{status}: {body}" (400 carries field errors) */
export async function saveReview({ body, id }: ReviewSave): Promise<void> {
  if (id) await apiRequest('PUT', apiPaths.review(id), body);
  else await apiRequest('POST', apiPaths.reviews, body);
}

/** DELETEs a review for good. @throws Error "{status}: {body}" */
export async function deleteReview(id: string): Promise<void> {
  await apiRequest('DELETE', apiPaths.review(id));
}

/** The list is refetched when a change settles (query-client.ts); the caller shows its toasts. */
const meta = { invalidates: [reviewsQueryKey] };
export const useSaveReview = () => useMutation({ mutationFn: saveReview, meta });
export const useDeleteReview = () => useMutation({ mutationFn: deleteReview, meta });

/** A review's fields as the API takes them back (publish/unpublish send the whole review). */
export function inputOfReview({ quote, name, town, service, rating, date, status }: Review): ReviewInput {
  return { quote, name, town, service, rating, date, status };
}
