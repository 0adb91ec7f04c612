/**
 * Reads of the `posts` collection (DESIGN §5). Queries are declared as query shapes
 * (firestore-queries.ts, ADR 0013), from which deploy:check derives the composite indexes of
 * firestore.indexes.json; documents are parsed with the contract schema.
 */
import type { ListPage, ListPageQuery } from '@site/contract/list-page';
import type { PostStatus, PostType } from '@site/contract/post';
import type { ProjectSector } from '@site/contract/project-card';
import { matchesEveryWord, searchQueryWords } from '@site/contract/search-terms';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { readListPage } from '../platform/list-pages';
import { parseStoredPost, type StoredPost } from './post-document';
import { sectorsMatching } from './post-list-fields';

/** Name of the posts collection (DESIGN §5). */
export const postsCollection = 'posts';

/**
 * Name of the Trash collection (services/posts/trash.ts): deleted posts, kept 30 days as they
 * were, at `trash/{id}` (the post's own id). No visitor read or listing ever reads it.
 */
export const trashCollection = 'trash';

/**
 * Name of the revisions collection (services/posts/revisions.ts): the versions saves replaced,
 * the last 20 per post, `postRevisions/{autoId}` with the post's id in `postId`.
 */
export const revisionsCollection = 'postRevisions';

/** A listing: by type and/or status, newest first (needs type+status+createdAt, status+createdAt, type+createdAt). */
export const postListQuery = queryShape('posts.list', {
  collection: postsCollection,
  where: [
    { field: 'type', op: '==', optional: true },
    { field: 'status', op: '==', optional: true },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
});

/**
 * Published projects, optionally of one sector (the stored `sector`: post-list-fields.ts), newest first: the pages of the gallery and the home page read it with a
 * limit and a cursor (published-projects.ts; ADR 0036). Needs type+status+sector(in)+createdAt.
 */
export const publishedProjectsQuery = queryShape('posts.publishedProjects', {
  collection: postsCollection,
  where: [
    { field: 'type', op: '==' },
    { field: 'status', op: '==' },
    { field: 'sector', op: 'in', optional: true },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
});

/**
 * A page of a listing (GET /api/posts): by type, status, sector (post-list-fields.ts `sector`)
 * and one search word (`searchTerms` array-contains), each optional, newest first.
 */
export const postPageQuery = queryShape('posts.page', {
  collection: postsCollection,
  where: [
    { field: 'type', op: '==', optional: true },
    { field: 'status', op: '==', optional: true },
    { field: 'sector', op: 'in', optional: true },
    { field: 'searchTerms', op: 'array-contains', optional: true },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
});

/** Posts with a slug, of any type, optionally published only (equality only: no composite index). */
export const postBySlugQuery = queryShape('posts.bySlug', {
  collection: postsCollection,
  where: [
    { field: 'slug', op: '==' },
    { field: 'status', op: '==', optional: true },
  ],
});

/** Posts of one type with a slug (slugs are unique per type; post-writes checks before a write). */
export const postByTypeAndSlugQuery = queryShape('posts.byTypeAndSlug', {
  collection: postsCollection,
  where: [
    { field: 'type', op: '==' },
    { field: 'slug', op: '==' },
  ],
});

/** Equality filters of a post listing; a missing field means "any". */
export interface PostFilter {
  type?: PostType | undefined;
  status?: PostStatus | undefined;
}

/**
 * Posts matching the filter, newest first (createdAt desc; spec §7): postListQuery.
 * @returns parsed posts; documents that fail the schema are skipped (see parseStoredPost)
 * @throws Firestore errors (unavailable, missing index) to the caller
 */
export async function listPosts(filter: PostFilter): Promise<StoredPost[]> {
  const snapshot = await postListQuery
    .query(db(), { type: filter.type || undefined, status: filter.status || undefined })
    .get();
  return snapshot.docs.flatMap((doc) => parseStoredPost(doc.id, doc.data()) ?? []);
}

/** The filters of a page of posts; a missing field means "any". */
export interface PostPageFilter extends PostFilter {
  sector?: ProjectSector | undefined;
  /** Typed search text: its longest word is the query (contract search-terms.ts). */
  search?: string | undefined;
}

/**
 * One page of the posts matching the filter, newest first, and how many match (postPageQuery,
 * services/platform/list-pages.ts). A search of several words queries its longest; a document
 * lacking one of the other words is left out of the page (it still counts in `total`: Firestore
 * cannot count on two array words; spec §5 search). A search with no word of 2+ letters matches
 * every post, as an empty one does.
 * @returns parsed posts; documents that fail the schema are left out (see parseStoredPost)
 * @throws StaleCursorError for a cursor naming no post; Firestore errors to the caller
 */
export async function listPostPage(filter: PostPageFilter, page: ListPageQuery): Promise<ListPage<StoredPost>> {
  const words = searchQueryWords(filter.search ?? '');
  const query = postPageQuery.query(db(), {
    type: filter.type || undefined,
    status: filter.status || undefined,
    sector: filter.sector ? sectorsMatching(filter.sector) : undefined,
    searchTerms: words[0],
  });
  return readListPage(query, postsCollection, page, (doc) => {
    if (words.length > 1 && !matchesEveryWord(doc.get('searchTerms') ?? [], words)) return null;
    return parseStoredPost(doc.id, doc.data());
  });
}

/** Type preference when several posts share a slug (slugs are unique per type, DESIGN §5). */
const typeOrder: readonly PostType[] = ['project', 'service', 'page'];

/**
 * One post by document id, else by slug of any type (spec §2 Project detail: "found by id or
 * slug"; DESIGN §6 GET /api/posts/:idOrSlug).
 * @param idOrSlug the path segment, already URL-decoded
 * @param publishedOnly true for visitors: drafts and archived posts are not found
 * @returns the post, or null when none matches (or the only matches are hidden)
 * @throws Firestore errors to the caller
 */
export async function findPost(idOrSlug: string, publishedOnly: boolean): Promise<StoredPost | null> {
  const visible = (post: StoredPost | null): post is StoredPost =>
    post !== null && (!publishedOnly || post.fields.status === 'published');

  if (isDocumentId(idOrSlug)) {
    const snapshot = await db().collection(postsCollection).doc(idOrSlug).get();
    const byId = snapshot.exists ? parseStoredPost(snapshot.id, snapshot.data()) : null;
    if (visible(byId)) return byId;
  }

  const query = postBySlugQuery.query(db(), { slug: idOrSlug, status: publishedOnly ? 'published' : undefined });
  const snapshot = await query.limit(10).get();
  const matches = snapshot.docs
    .map((doc) => parseStoredPost(doc.id, doc.data()))
    .filter(visible)
    .sort((a, b) => typeOrder.indexOf(a.fields.type) - typeOrder.indexOf(b.fields.type));
  return matches[0] ?? null;
}

/**
 * Can this string name a document of a collection? Firestore ids: not empty, at most 1500
 * bytes, no '/', not '.' or '..', not `__…__` (firebase.google.com/docs/firestore/quotas#collections_documents_and_fields).
 */
export function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    Buffer.byteLength(value, 'utf8') <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}
