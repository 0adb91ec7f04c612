/**
 * The Reviews section's calls ("Reviews"; functions/src/routes/reviews.ts): GET
 * /api/reviews (every review, drafts too, newest date first), POST (add), PUT (edit, publish,
 * unpublish: the whole review), DELETE (for good). Every change refreshes the list
 * (staff-collection.ts).
 */
import { apiPaths } from '@site/contract/api';
import { reviewSchema, type Review, type ReviewInput } from '@site/contract/reviews';
import { staffCollection } from './staff-collection';

const reviews = staffCollection<Review, ReviewInput>(apiPaths.reviews, apiPaths.review, reviewSchema);

/** The reviews. */
export const useReviews = reviews.usePages;
/** POSTs a new review or PUTs an edit ({body, id?}). */
export const useSaveReview = reviews.useSave;
/** DELETEs a review for good. */
export const useDeleteReview = reviews.useDelete;

/** A review's fields as the API takes them back (publish/unpublish send the whole review). */
export function inputOfReview({ quote, name, town, service, rating, date, status }: Review): ReviewInput {
  return { quote, name, town, service, rating, date, status };
}
