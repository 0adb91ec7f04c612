/**
 * A Crew member's own drafts (ADR 0033: Crew create projects and edit their own drafts until
 * someone with the Owner or Office role publishes them). A project records who created it
 * (`createdByUid`, services/posts/post-writes createProject); projects from before have none and
 * belong to no Crew member.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
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
  return data?.type === 'project' && data.status === 'draft' && data.createdByUid === uid;
}

/**
 * The authorship fields of a stored post, for a write that replaces the whole document (an edit,
 * a restored revision) to keep: who created it.
 */
export function keptAuthorship(snapshot: DocumentSnapshot): { createdByUid: string | null } {
  const uid: unknown = snapshot.get('createdByUid');
  return { createdByUid: typeof uid === 'string' ? uid : null };
}
