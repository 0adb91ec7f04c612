/**
 * The pages of published project cards visitors see (ADR 0036): the gallery's pages, the home
 * page's newest per filter and the About page's photos. A page is a cursor page of
 * posts.publishedProjects (newest first; a sector filter is the stored `sector`: post-list-fields.ts), never an
 * offset, which Firestore bills for every skipped document
 * (firebase.google.com/docs/firestore/best-practices). Documents read per page, whatever the
 * number of projects: `limit + 1` cards (`limit` going back), the listing's count() for the
 * total unless not asked, and past a cursor its project and the count() of the newer ones
 * (count(): 1 read per 1,000 index entries,
 * firebase.google.com/docs/firestore/query-data/aggregation-queries#pricing). Each page is a value of the visitor read cache (visitor-read-cache.ts).
 */
import { sectorsMatching } from './post-list-fields';
import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { postSchema } from '@site/contract/post';
import {
  projectCardOf,
  projectsPageSize,
  type ProjectCardData,
  type ProjectCardsPage,
  type ProjectCardsRequest,
} from '@site/contract/project-card';
import { db } from '../platform/firestore';
import { cachedVisitorRead } from '../platform/visitor-read-cache';
import { parseStoredPost, toApiPost } from './post-document';
import { postByTypeAndSlugQuery, publishedProjectsQuery } from './posts-store';

const noServiceNames: ReadonlyMap<string, string> = new Map();

/** The card of a project document; null for one the schema refuses (left out, as listings do). */
function cardOf(doc: QueryDocumentSnapshot): ProjectCardData | null {
  const post = parseStoredPost(doc.id, doc.data());
  return post ? projectCardOf(postSchema.parse(toApiPost(post, noServiceNames, 0))) : null;
}

/** The published project with this slug (the page cursor), or null. */
async function cursorProject(slug: string): Promise<QueryDocumentSnapshot | null> {
  const found = await postByTypeAndSlugQuery.query(db(), { type: 'project', slug }).limit(1).get();
  const doc = found.docs[0];
  return doc?.get('status') === 'published' ? doc : null;
}

/** Documents of the page read and whether projects lie beyond them on either side. */
interface PageRead {
  docs: QueryDocumentSnapshot[];
  newerCount: number;
  olderExists: boolean;
}

const countOf = async (query: Query<DocumentData>) => (await query.count().get()).data().count;

/** The page's documents, newest first, and the number of listed projects newer than its first. */
async function readPage(
  listing: Query<DocumentData>,
  limit: number,
  cursor: { after: QueryDocumentSnapshot } | { before: QueryDocumentSnapshot } | null,
): Promise<PageRead> {
  if (cursor === null) {
    const snapshot = await listing.limit(limit + 1).get();
    return { docs: snapshot.docs.slice(0, limit), newerCount: 0, olderExists: snapshot.size > limit };
  }
  if ('after' in cursor) {
    const [snapshot, upToCursor] = await Promise.all([
      listing
        .startAfter(cursor.after)
        .limit(limit + 1)
        .get(),
      countOf(listing.endAt(cursor.after)),
    ]);
    return {
      docs: snapshot.docs.slice(0, limit),
      newerCount: upToCursor,
      olderExists: snapshot.size > limit,
    };
  }
  const [snapshot, newerThanCursor] = await Promise.all([
    listing.endBefore(cursor.before).limitToLast(limit).get(),
    countOf(listing.endBefore(cursor.before)),
  ]);
  return {
    docs: snapshot.docs,
    newerCount: Math.max(0, newerThanCursor - snapshot.size),
    olderExists: true,
  };
}

/**
 * Reads one page of published project cards from Firestore (uncached).
 * @param request sector, limit (clamped to 1–projectsPageSize) and at most one cursor (`after` wins)
 * @returns the page; null when the cursor names no published project, or nothing lies beyond it
 * @throws Firestore errors to the caller
 */
export async function readProjectCardsPage(request: ProjectCardsRequest): Promise<ProjectCardsPage | null> {
  const limit = Math.min(Math.max(1, Math.trunc(request.limit) || 1), projectsPageSize);
  const listing = publishedProjectsQuery.query(db(), {
    type: 'project',
    status: 'published',
    sector: request.sector ? sectorsMatching(request.sector) : undefined,
  });
  const slug = request.after ?? request.before;
  const at = slug === undefined ? null : await cursorProject(slug);
  if (slug !== undefined && at === null) return null;
  const cursor = at === null ? null : request.after !== undefined ? { after: at } : { before: at };
  const [page, total] = await Promise.all([
    readPage(listing, limit, cursor),
    request.counted === false ? null : countOf(listing),
  ]);
  if (cursor !== null && page.docs.length === 0) return null;
  const { newerCount } = page;
  const first = page.docs[0];
  const last = page.docs.at(-1);
  return {
    cards: page.docs.map(cardOf).filter((card): card is ProjectCardData => card !== null),
    total,
    newerCount,
    newer: newerCount > 0 && first ? String(first.get('slug')) : null,
    older: page.olderExists && last ? String(last.get('slug')) : null,
  };
}

/**
 * One page of published project cards, from the visitor read cache (dropped at every post,
 * service or settings write).
 * @throws Firestore errors when nothing is kept to serve instead
 */
export function projectCardsPage(request: ProjectCardsRequest): Promise<ProjectCardsPage | null> {
  const { sector, limit, after, before, counted = true } = request;
  const cursor = after !== undefined ? `after\u0000${after}` : before !== undefined ? `before\u0000${before}` : '';
  return cachedVisitorRead(`project-cards\u0000${sector ?? ''}\u0000${limit}\u0000${counted}\u0000${cursor}`, () =>
    readProjectCardsPage(request),
  );
}
