/**
 * The project view counter ("Views that count"; ADR 0012).
 *
 * - Counts: `postViewCounters/shard-{0…9}` documents, each with one integer field per post
 *   (`viewCountField(postId)`), incremented with `FieldValue.increment(1)` on one shard picked
 *   at random per view. A post's views are the sum of its field over every shard. Firestore sustains about one write per
 *   second on one document ("Each shard can support being incremented once per second", the
 *   Firestore distributed counters solution, firebase.google.com/docs/firestore/solutions/
 *   counters; write throughput grows linearly with shards), so `viewShardCount` shards take
 *   about that many counted views per second, site-wide. Reading every count costs one read per
 *   shard, whatever the number of posts.
 * - Once per browser per post per UTC day: a mark `postViewMarks/{sha256(browserId, postId,
 *   day)}` made with `create()` in the same atomic batch as the increment; a second view that day
 *   finds the mark (ALREADY_EXISTS) and the batch changes nothing. The mark holds only its expiry
 *   (`expireAt`, a Firestore TTL field, the end of its day): no browser id, IP or post id.
 * - Never a post write: the visitor read cache's write stamp does not move (views are not
 *   visitor content); visitors get counts read at most `visitorCacheTtlMs` before the body
 *   that carries them was built, and a kept body is rebuilt at the first read after that long.
 */
import { createHash, randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { LRUCache } from 'lru-cache';
import { viewDay } from '@site/contract/post-view';
import { db, isAlreadyExists } from '../platform/firestore';
import { visitorCacheTtlMs } from '../platform/visitor-read-cache';

/** The collection of counter shards (ADR 0012). */
export const viewCountersCollection = 'postViewCounters';
/** How many shards the counter spreads its writes over: ~1 sustained write/s each (see above). */
export const viewShardCount = 10;
/** The collection of per-browser daily marks; its `expireAt` field is the TTL policy's field. */
export const viewMarksCollection = 'postViewMarks';
/** The TTL field of a mark (docs/decisions/0012: the TTL policy and the index exemption). */
export const viewMarkTtlField = 'expireAt';

/**
 * The document id of one browser's mark for one post on one day: SHA-256 hex of the three, so
 * the stored id names none of them and marks of one browser on other posts or days are unlinkable.
 * @param browserId the browser's random id (contract browserIdPattern)
 * @param postId the post's document id
 * @param day its view day (contract viewDay, `YYYY-MM-DD`)
 */
export function viewMarkId(browserId: string, postId: string, day: string): string {
  return createHash('sha256').update(`${browserId}\n${postId}\n${day}`).digest('hex');
}

/**
 * When a day's marks are no longer needed: 00:00 UTC the next day (a later view has another
 * day, so another mark). Firestore's TTL deletes them, typically within 24 hours after that.
 * @param day `YYYY-MM-DD`
 */
export function viewMarkExpiry(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000);
}

/**
 * The shard field of a post's count: `p_` and the id's UTF-8 bytes in hex, a "simple" field name
 * (letters, digits, `_`), so no id character needs escaping in a field path (document ids may
 * hold `.`, `` ` ``, `*`, `[`, `]`: firebase.google.com/docs/firestore/best-practices#field_names).
 */
export function viewCountField(postId: string): string {
  return `p_${Buffer.from(postId, 'utf8').toString('hex')}`;
}

/** The post id of a shard field, or undefined for any other field. */
function postIdOfField(field: string): string | undefined {
  const hex = /^p_((?:[0-9a-f]{2})+)$/.exec(field)?.[1];
  return hex === undefined ? undefined : Buffer.from(hex, 'hex').toString('utf8');
}

/** What recordView did: counted the view, or found this browser's mark for the post that day. */
export type ViewOutcome = 'counted' | 'repeat';

/**
 * Counts one view of a post by a browser, at most once per UTC day: creates the day's mark and
 * increments one random shard in one atomic batch.
 * @param postId the post's document id (the caller has checked it is a published project)
 * @param browserId the browser's random id, already validated
 * @param at the time of the view (default now)
 * @returns 'counted', or 'repeat' when this browser's view of the post was counted that day
 * @throws Firestore errors other than ALREADY_EXISTS (nothing is written then)
 */
export async function recordView(postId: string, browserId: string, at = new Date()): Promise<ViewOutcome> {
  const day = viewDay(at);
  const batch = db().batch();
  batch.create(
    db()
      .collection(viewMarksCollection)
      .doc(viewMarkId(browserId, postId, day)),
    {
      [viewMarkTtlField]: Timestamp.fromDate(viewMarkExpiry(day)),
    },
  );
  const shard = db()
    .collection(viewCountersCollection)
    .doc(`shard-${randomInt(viewShardCount)}`);
  batch.set(shard, { [viewCountField(postId)]: FieldValue.increment(1) }, { merge: true });
  try {
    await batch.commit();
    return 'counted';
  } catch (error) {
    if (isAlreadyExists(error)) return 'repeat';
    throw error;
  }
}

/** Adds a shard's counts into `totals` (other fields, non-integer and negative counts are ignored). */
function addShard(totals: Map<string, number>, data: Record<string, unknown>): void {
  for (const [field, count] of Object.entries(data)) {
    const postId = postIdOfField(field);
    if (postId !== undefined && Number.isSafeInteger(count) && (count as number) > 0) {
      totals.set(postId, (totals.get(postId) ?? 0) + (count as number));
    }
  }
}

/**
 * Every post's view count, read now (staff reads): one document read per shard.
 * @returns post id → views; a post without views is absent (spec §3: 0 if missing)
 * @throws Firestore errors
 */
export async function readViewCounts(): Promise<Map<string, number>> {
  const snapshot = await db().collection(viewCountersCollection).get();
  const totals = new Map<string, number>();
  for (const doc of snapshot.docs) addShard(totals, doc.data());
  return totals;
}

/**
 * One post's view count, read now (staff reads of one post): one read per shard.
 * @throws Firestore errors
 */
export async function readViewCount(postId: string): Promise<number> {
  return (await readViewCounts()).get(postId) ?? 0;
}

/** Every post's count as visitors see it: read at most once per `visitorCacheTtlMs` per instance. */
const visitorCounts = new LRUCache<'all', Map<string, number>>({
  max: 1,
  ttl: visitorCacheTtlMs,
  fetchMethod: () => readViewCounts(),
});

/**
 * The view counts visitor reads carry (GET /api/posts…, rendered pages): at most 30 s old when
 * the body is built, one read per shard per instance per 30 s, concurrent callers sharing one
 * read. A view never drops the visitor read cache, and a kept body is served once more while it
 * is rebuilt, so the public Post's `views` may lag further (ADR 0012 §5).
 * @throws Firestore errors (the next call reads again)
 */
export async function visitorViewCounts(): Promise<ReadonlyMap<string, number>> {
  return (await visitorCounts.fetch('all')) ?? new Map();
}

/**
 * Takes a deleted post's count off every shard, by increments of minus its value there (so a
 * view counted meanwhile is not lost, and the local Firestore stand-in, which applies no field
 * deletes, gives the same sums); its marks expire on their own.
 * @throws Firestore errors
 */
export async function deleteViewCounts(postId: string): Promise<void> {
  const field = viewCountField(postId);
  const shards = await db().collection(viewCountersCollection).get();
  const holding = shards.docs.filter((doc) => Number.isSafeInteger(doc.get(field)) && doc.get(field) !== 0);
  if (holding.length === 0) return;
  const batch = db().batch();
  for (const doc of holding) batch.update(doc.ref, { [field]: FieldValue.increment(-doc.get(field)) });
  await batch.commit();
}
