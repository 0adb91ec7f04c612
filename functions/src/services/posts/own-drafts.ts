/**
 * A Crew member's own drafts (ADR 0033: Crew create projects and edit their own drafts until
 * someone with the Owner or Office role publishes them). A project records who created it
 * (`createdBy`, services/posts/post-writes createProject); projects from before have none and
 * belong to no Crew member.
 */
import { db } from '../platform/firestore';
import { postsCollection } from './posts-store';

/**
 * Is `posts/{postId}` a draft project created by `uid`?
 * @returns false when the post is missing, not a project, not a draft, or someone else's
 * @throws Firestore errors to the caller
 */
export async function isOwnDraft(postId: string, uid: string): Promise<boolean> {
  const snapshot = await db().collection(postsCollection).doc(postId).get();
  const data = snapshot.data();
  const createdBy: unknown = data?.createdBy;
  return (
    data?.type === 'project' &&
    data.status === 'draft' &&
    typeof createdBy === 'object' &&
    createdBy !== null &&
    (createdBy as { uid?: unknown }).uid === uid
  );
}
