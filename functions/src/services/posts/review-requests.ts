/**
 * Drafts waiting for review (ADR 0033; contract review-requests): `reviewRequests/{postId}`
 * records who submitted a draft project and when. A request whose post is no longer a draft
 * (published, deleted) is dropped when the list is read: publishing is what answers it.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DraftForReview } from '@site/contract/review-requests';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { postsCollection } from './posts-store';
import type { Editor } from './revisions';

/** Firestore collection of review requests, one per post id. */
export const reviewRequestsCollection = 'reviewRequests';

/** A Crew member's draft projects (equality only: no composite index). */
const draftsOfQuery = queryShape('posts.draftsOf', {
  collection: postsCollection,
  where: [
    { field: 'createdByUid', op: '==' },
    { field: 'status', op: '==' },
    { field: 'type', op: '==' },
  ],
});

const isDraftProject = (data: FirebaseFirestore.DocumentData | undefined) =>
  data?.type === 'project' && data.status === 'draft';

/**
 * Submits a draft project for review (again: the time moves).
 * @returns false when the post is missing or not a draft project
 * @throws Firestore errors to the caller
 */
export async function requestReview(postId: string, by: Editor): Promise<boolean> {
  const post = await db().collection(postsCollection).doc(postId).get();
  if (!isDraftProject(post.data())) return false;
  await db().collection(reviewRequestsCollection).doc(postId).set({ postId, by, at: FieldValue.serverTimestamp() });
  return true;
}

type Request = { at: string; by: string | null };

/** The request of each id that has one. */
async function requestsOf(ids?: string[]): Promise<Map<string, Request>> {
  const collection = db().collection(reviewRequestsCollection);
  const docs = ids
    ? (await Promise.all(ids.map((id) => collection.doc(id).get()))).filter((doc) => doc.exists)
    : (await collection.get()).docs;
  return new Map(
    docs.map((doc) => {
      const at = doc.get('at');
      const by = doc.get('by') as Editor | null | undefined;
      return [doc.id, { at: at instanceof Timestamp ? at.toDate().toISOString() : '', by: by?.name ?? null }];
    }),
  );
}

/**
 * A Crew member's own draft projects, submitted or not, newest first.
 * @throws Firestore errors to the caller
 */
export async function ownDrafts(uid: string): Promise<DraftForReview[]> {
  const drafts = (await draftsOfQuery.query(db(), { createdByUid: uid, status: 'draft', type: 'project' }).get()).docs;
  const requests = await requestsOf(drafts.map((doc) => doc.id));
  return drafts.map((doc) => ({
    id: doc.id,
    title: String(doc.get('title') ?? ''),
    submittedAt: requests.get(doc.id)?.at ?? null,
    submittedBy: requests.get(doc.id)?.by ?? null,
  }));
}

/**
 * The drafts submitted for review that are still drafts, oldest request first; drops the
 * requests of posts that are not (published or deleted meanwhile).
 * @throws Firestore errors to the caller
 */
export async function submittedDrafts(): Promise<DraftForReview[]> {
  const requests = await requestsOf();
  const drafts: DraftForReview[] = [];
  for (const [id, request] of requests) {
    const post = await db().collection(postsCollection).doc(id).get();
    if (!isDraftProject(post.data())) {
      await db().collection(reviewRequestsCollection).doc(id).delete();
      continue;
    }
    drafts.push({ id, title: String(post.get('title') ?? ''), submittedAt: request.at, submittedBy: request.by });
  }
  return drafts.sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''));
}
