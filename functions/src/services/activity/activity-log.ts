/**
 * The activity list's store (ADR 0033; contract activity): Firestore `activity/{auto id}`
 * `{action, subject, by {uid, name}, at, expireAt}`; `expireAt` is the field of a TTL policy
 * (firestore.indexes.json fieldOverrides) one year on, and reads skip entries past it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { activityDays, type ActivityAction, type ActivityEntry } from '@site/contract/activity';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import type { Editor } from '../posts/revisions';

/** The collection. */
export const activityCollection = 'activity';

/** The newest entries (one field, its automatic index). */
const recentActivityQuery = queryShape('activity.recent', {
  collection: activityCollection,
  orderBy: [{ field: 'at', direction: 'desc' }],
});

/**
 * Records one entry.
 * @param subject what it was done to, in words; never a visitor's personal data
 * @throws Firestore errors to the caller
 */
export async function recordActivity(
  action: ActivityAction,
  subject: string | null,
  by: Editor,
  now = new Date(),
): Promise<void> {
  await db()
    .collection(activityCollection)
    .add({
      action,
      subject,
      by,
      at: Timestamp.fromDate(now),
      expireAt: Timestamp.fromMillis(now.getTime() + activityDays * 86_400_000),
    });
}

/**
 * The newest entries not yet past their year.
 * @param limit how many (default 200)
 * @throws Firestore errors to the caller
 */
export async function readActivity(limit = 200, now = new Date()): Promise<ActivityEntry[]> {
  const snapshot = await recentActivityQuery.query(db()).limit(limit).get();
  return snapshot.docs
    .filter((doc) => ((doc.get('expireAt') as Timestamp | undefined)?.toMillis() ?? 0) > now.getTime())
    .map((doc) => ({
      id: doc.id,
      action: doc.get('action') as ActivityAction,
      subject: (doc.get('subject') as string | null | undefined) ?? null,
      by: (doc.get('by') as Editor | null | undefined)?.name ?? null,
      at: (doc.get('at') as Timestamp).toDate().toISOString(),
    }));
}
