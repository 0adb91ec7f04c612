/**
 * Reviews ("Reviews"; contract/src/reviews.ts; ADR 0027): the `reviews` collection, one
 * document per testimonial `{quote, name, town, service, rating, date, status, createdAt,
 * updatedAt, createdBy, updatedBy}` with a Firestore auto-id. Staff list, add, edit (publish and
 * unpublish are edits of `status`) and delete them through routes/reviews.ts; visitors see only
 * the published ones, on the pages, through the visitor read cache (`cachedPublishedReviews`):
 * every write here changes the write stamp after it commits, so a save shows on the site at the
 * next page render (within the CDN's 60 s).
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  byNewestDate,
  reviewSchema,
  type PublicReview,
  type Review,
  type ReviewInputParsed,
} from '@site/contract/reviews';
import { logger } from 'firebase-functions/logger';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { readListPage } from '../platform/list-pages';
import type { ListPage, ListPageQuery } from '@site/contract/list-page';
import { cachedVisitorRead, deleteVisitorDocument, invalidateVisitorReads } from '../platform/visitor-read-cache';

/** The reviews collection. */
export const reviewsCollection = 'reviews';

/** Every review (the admin list; sorted in memory: a company has tens, not thousands). */
/** The staff list: every review, drafts too, newest date first (one field's order: the automatic index). */
const reviewListQuery = queryShape('reviews.list', {
  collection: reviewsCollection,
  orderBy: [{ field: 'date', direction: 'desc' }],
});

/** The reviews of one status (the pages read the published ones; one equality filter, no composite index). */
const reviewsByStatusQuery = queryShape('reviews.byStatus', {
  collection: reviewsCollection,
  where: [{ field: 'status', op: '==' }],
});

/** Is this a review's id? (Firestore auto-ids: 20 letters and digits; anything else names no review.) */
export const isReviewId = (id: string): boolean => /^[A-Za-z0-9]{1,64}$/.test(id);

/**
 * A stored document as a Review; null (and logged) for one that does not match the schema (a
 * write made outside the API), so a bad document never reaches a page.
 */
function reviewOf(doc: FirebaseFirestore.QueryDocumentSnapshot | FirebaseFirestore.DocumentSnapshot): Review | null {
  const data = doc.data();
  if (!data) return null;
  const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : undefined);
  const parsed = reviewSchema.safeParse({
    id: doc.id,
    quote: data.quote,
    name: data.name,
    town: data.town ?? '',
    service: data.service ?? null,
    rating: data.rating,
    date: data.date,
    status: data.status,
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
  });
  if (!parsed.success) {
    logger.error('reviews: a stored review does not match the schema; it is left out', { id: doc.id });
    return null;
  }
  return parsed.data;
}

/**
 * One page of the reviews, drafts too, newest date first (staff only), and their total
 * (services/platform/list-pages.ts); a document that fails the schema is left out (logged).
 * @throws StaleCursorError; Firestore errors
 */
export async function listReviews(page: ListPageQuery): Promise<ListPage<Review>> {
  return readListPage(reviewListQuery.query(db()), reviewsCollection, page, reviewOf);
}

/** What visitors may see of a review. */
function publicReview({ id, quote, name, town, service, rating, date }: Review): PublicReview {
  return { id, quote, name, town, service, rating, date };
}

/**
 * The published reviews, newest date first, as visitors see them (uncached).
 * @throws Firestore errors
 */
export async function readPublishedReviews(): Promise<PublicReview[]> {
  const snapshot = await reviewsByStatusQuery.query(db(), { status: 'published' }).get();
  return snapshot.docs
    .map(reviewOf)
    .filter((review): review is Review => review?.status === 'published')
    .sort(byNewestDate)
    .map(publicReview);
}

/**
 * The published reviews from the visitor read cache (the page server's `publishedReviews`).
 * @throws Firestore errors when nothing is kept to serve instead
 */
export function cachedPublishedReviews(): Promise<PublicReview[]> {
  return cachedVisitorRead('reviews', readPublishedReviews);
}

/**
 * Adds a review (no `id`) or replaces one (PUT: the whole review). The input is parsed by the
 * caller (contract reviewInputSchema).
 * @param by the staff member's uid (createdBy / updatedBy)
 * @returns the review's id, or null when `id` names no review (nothing written)
 * @throws Firestore errors
 */
export async function saveReview(input: ReviewInputParsed, by: string, id?: string): Promise<string | null> {
  const now = Timestamp.now();
  const fields = { ...input, updatedAt: now, updatedBy: by };
  const collection = db().collection(reviewsCollection);
  let savedId: string | null;
  if (id === undefined) {
    const ref = collection.doc();
    await ref.create({ ...fields, createdAt: now, createdBy: by });
    savedId = ref.id;
  } else {
    if (!isReviewId(id)) return null;
    const ref = collection.doc(id);
    savedId = await db().runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) return null;
      tx.update(ref, fields);
      return ref.id;
    });
  }
  if (savedId) await invalidateVisitorReads();
  return savedId;
}

/**
 * Deletes a review for good (a testimonial is the customer's words, not the company's work: no
 * Trash; the admin asks first).
 * @returns false when there was no such review
 * @throws Firestore errors
 */
export async function deleteReview(id: string): Promise<boolean> {
  if (!isReviewId(id)) return false;
  return deleteVisitorDocument(reviewsCollection, id);
}
