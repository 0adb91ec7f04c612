/**
 * The staff list of leads as pages of one Firestore query (DESIGN §5 "Lists read pages"; ADR
 * 0037): newest first, filtered by status (the inbox: every status but spam) and by the search
 * field (`searchTerms`, lead-index-fields.ts). Never a read of the whole collection.
 *
 * A search is an `array-contains` on its longest word (Firestore allows one per query:
 * firebase.google.com/docs/firestore/query-data/queries#array-contains); the other words are
 * checked on the documents it returns (contract search-terms.ts `matchesEveryWord`), scanning on
 * until the page is full or `leadSearchScanMax` documents were read. The total of such a search is
 * the count of the first word's query: at least the number of matches, so the answer says
 * `totalExact: false` and the inbox shows it as "at most".
 */
import type { DocumentData, DocumentSnapshot, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { leadStatuses, type LeadStatus } from '@site/contract/lead';
import type { ListPage, ListPageQuery } from '@site/contract/list-page';
import { matchesEveryWord, searchQueryWords } from '@site/contract/search-terms';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { readListPage, StaleCursorError } from '../platform/list-pages';
import { isDocumentId } from '../posts/posts-store';
import type { LeadRecord } from './lead-document';
import { leadsCollection, parseOrSkip } from './leads-store';

/**
 * The list's query: statuses (`in`: the inbox's five, or one), the search field's one word,
 * newest first (indexes: status + createdAt desc; searchTerms + createdAt desc; both + createdAt desc).
 */
export const leadPageQuery = queryShape('leads.page', {
  collection: leadsCollection,
  where: [
    { field: 'status', op: 'in', optional: true },
    { field: 'searchTerms', op: 'array-contains', optional: true },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
});

/** What a list shows: one status, `all`, or none (the inbox: every lead but spam); and a search text. */
export interface LeadListFilter {
  status?: LeadStatus | 'all' | undefined;
  search?: string | undefined;
}

/** One page of leads; `totalExact` false when `total` is the count of the search's first word only. */
export interface LeadPage extends ListPage<LeadRecord> {
  totalExact: boolean;
}

/** Most documents one page of a search of several words reads before it answers a shorter page. */
export const leadSearchScanMax = 500;

/** The statuses of a filter: the inbox's (all but spam), one, or none for `all`. */
function statusesOf(status: LeadListFilter['status']): LeadStatus[] | undefined {
  if (status === 'all') return undefined;
  return status ? [status] : leadStatuses.filter((s) => s !== 'spam');
}

/** The filter's query and the words its documents must hold besides the query's own. */
function queryOf(filter: LeadListFilter): { query: Query<DocumentData>; rest: string[] } {
  const [first, ...rest] = searchQueryWords(filter.search ?? '');
  return { query: leadPageQuery.query(db(), { status: statusesOf(filter.status), searchTerms: first }), rest };
}

/** The lead of a document when it holds every word of `rest`, else null (and null when it fails its schema). */
function matching(rest: readonly string[]) {
  return (doc: QueryDocumentSnapshot): LeadRecord | null => {
    if (rest.length > 0) {
      const terms: unknown = doc.get('searchTerms');
      if (!Array.isArray(terms) || !matchesEveryWord(terms as string[], rest)) return null;
    }
    return parseOrSkip(doc.id, doc.data());
  };
}

/** The documents of `query` after `after`, in order, read `batch` at a time. */
async function* scan(
  query: Query<DocumentData>,
  after: DocumentSnapshot | null,
  batch: number,
): AsyncGenerator<QueryDocumentSnapshot> {
  let last = after;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).limit(batch).get();
    yield* snapshot.docs;
    if (snapshot.size < batch) return;
    last = snapshot.docs[snapshot.size - 1]!;
  }
}

/**
 * A page of a search of several words: scans the first word's query until `page.limit` leads
 * hold every word or `leadSearchScanMax` documents were read; the cursor is the last document read.
 */
async function readScannedPage(
  query: Query<DocumentData>,
  page: ListPageQuery,
  keep: (doc: QueryDocumentSnapshot) => LeadRecord | null,
): Promise<ListPage<LeadRecord>> {
  let after: DocumentSnapshot | null = null;
  if (page.cursor) {
    after = isDocumentId(page.cursor) ? await db().collection(leadsCollection).doc(page.cursor).get() : null;
    if (!after?.exists) throw new StaleCursorError();
  }
  const counting = query.count().get();
  const items: LeadRecord[] = [];
  let lastRead: string | null = null;
  let read = 0;
  let more = false;
  for await (const doc of scan(query, after, page.limit + 1)) {
    if (items.length === page.limit || read === leadSearchScanMax) {
      more = true;
      break;
    }
    read += 1;
    lastRead = doc.id;
    const item = keep(doc);
    if (item) items.push(item);
  }
  return { items, nextCursor: more ? lastRead : null, total: (await counting).data().count };
}

/**
 * One page of the leads of a filter, newest first.
 * @param filter status and search (what staff typed; nothing searchable, e.g. one letter, lists all)
 * @param page cursor (the id of the last lead of the page before) and limit
 * @throws StaleCursorError when the cursor's lead is gone; Firestore errors
 */
export async function readLeadPage(filter: LeadListFilter, page: ListPageQuery): Promise<LeadPage> {
  const { query, rest } = queryOf(filter);
  if (rest.length === 0) {
    return { ...(await readListPage(query, leadsCollection, page, matching(rest))), totalExact: true };
  }
  return { ...(await readScannedPage(query, page, matching(rest))), totalExact: false };
}

/** Documents one read of the export asks for (a few hundred KB of leads). */
const exportBatch = 300;

/**
 * Every lead of a filter, newest first, read `exportBatch` at a time by cursor (the CSV export:
 * all matching leads, whatever the list shows).
 * @throws Firestore errors
 */
export async function* eachLeadOf(filter: LeadListFilter): AsyncGenerator<LeadRecord> {
  const { query, rest } = queryOf(filter);
  const keep = matching(rest);
  for await (const doc of scan(query, null, exportBatch)) {
    const record = keep(doc);
    if (record) yield record;
  }
}
