/**
 * Reads one page of a query (contract list-page.ts; DESIGN §5 "Lists read pages"): `limit + 1`
 * documents after the cursor's document (to know whether a next page exists) and, in parallel, the
 * query's `count()` aggregation. Documents read per call: at most `limit + 2` (the cursor's
 * document, the page and one more) plus one per 1,000 matching index entries for the count
 * (firebase.google.com/docs/firestore/query-data/aggregation-queries#pricing). Never an `offset`,
 * which Firestore bills for every skipped document (firebase.google.com/docs/firestore/best-practices).
 *
 * The query must be ordered (its shape's orderBy); Firestore adds the document id as the last
 * order, so the cursor document alone positions the page.
 */
import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ListPage, ListPageQuery } from '@site/contract/list-page';

/**
 * A cursor that names no document (deleted since, or made up): the client asked for a page that is
 * gone. Thrown out of a route, the API's error handler (middleware/errors.ts) answers it 409 `{message}`.
 */
export class StaleCursorError extends Error {
  readonly status = 409;
  readonly expose = true;
  constructor() {
    super('This page of the list is gone: start again from the first page');
  }
}

/**
 * One page of `query` and the query's total.
 * @param query an ordered query (filters and order applied; no limit, no cursor)
 * @param collection the top-level collection the query reads (its shape's `spec.collection`)
 * @param page cursor (id of the last document shown, in the query's collection) and limit
 * @param map turns a document into an item, or null to leave it out (a document that fails its
 *   schema); a left-out document still counts in `total` and still moves the cursor
 * @throws StaleCursorError when the cursor's document does not exist; Firestore errors
 */
export async function readListPage<T>(
  query: Query<DocumentData>,
  collection: string,
  page: ListPageQuery,
  map: (doc: QueryDocumentSnapshot) => T | null,
): Promise<ListPage<T>> {
  let paged = query;
  if (page.cursor) {
    const after = await query.firestore.collection(collection).doc(page.cursor).get();
    if (!after.exists) throw new StaleCursorError();
    paged = paged.startAfter(after);
  }
  const [snapshot, count] = await Promise.all([paged.limit(page.limit + 1).get(), query.count().get()]);
  const docs = snapshot.docs.slice(0, page.limit);
  const more = snapshot.docs.length > page.limit;
  return {
    items: docs.map(map).filter((item): item is T => item !== null),
    nextCursor: more ? docs[docs.length - 1]!.id : null,
    total: count.data().count,
  };
}
