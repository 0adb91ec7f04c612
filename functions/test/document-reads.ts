/**
 * Counts the Firestore documents the code under test reads, as Firestore bills them
 * (firebase.google.com/docs/firestore/pricing): a query, the documents it returns and at least
 * one; a document get, one per document; a count() aggregation, one per 1,000 index entries
 * counted and at least one. It wraps the real SDK's `get` methods (the emulator still answers
 * every read); transactions are not counted (visitors' reads use none).
 */
import { Firestore, Query } from 'firebase-admin/firestore';
import { db } from '../src/services/platform/firestore';

let reads = 0;
let wrapped = false;

/** Wraps the SDK's read methods once, so each read adds its billed documents to `reads`. */
function wrapReads(): void {
  if (wrapped) return;
  wrapped = true;
  const queryGet = Query.prototype.get;
  Query.prototype.get = async function get(this: Query) {
    const snapshot = await queryGet.call(this);
    reads += Math.max(1, snapshot.size);
    return snapshot;
  } as typeof queryGet;
  const getAll = Firestore.prototype.getAll;
  Firestore.prototype.getAll = async function countedGetAll(this: Firestore, ...args: Parameters<typeof getAll>) {
    const snapshots = await getAll.apply(this, args);
    reads += snapshots.length;
    return snapshots;
  } as typeof getAll;
  // The SDK does not export AggregateQuery: its prototype is that of any count() query.
  const aggregate = Object.getPrototypeOf(db().collection('posts').count()) as { get: () => Promise<unknown> };
  const aggregateGet = aggregate.get;
  aggregate.get = async function get(this: unknown) {
    const snapshot = (await aggregateGet.call(this)) as { data(): { count?: number } };
    const count = snapshot.data().count ?? 0;
    reads += Math.max(1, Math.ceil(count / 1000));
    return snapshot;
  };
}

/**
 * The documents read while `work` runs (nothing else may read Firestore meanwhile).
 * @returns the work's result and the number of documents read
 */
export async function countDocumentReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  wrapReads();
  const before = reads;
  const result = await work();
  return { result, reads: reads - before };
}
