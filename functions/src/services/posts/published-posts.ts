/**
 * What visitors read of the posts (spec §7 "visitors get published posts only"): the
 * list and the single post GET /api/posts answers a visitor and the project a project page shows,
 * each a value of the visitor read cache
 * (visitor-read-cache.ts: fresh 30 s, dropped at every post, service or settings write). Staff
 * reads never come here (routes/posts.ts reads Firestore for them). The cards of the listing
 * pages: project-card-pages.ts.
 */
import type { ListPage, ListPageQuery } from '@site/contract/list-page';
import { postSchema, type Post, type PostType } from '@site/contract/post';
import { toApiPost, type StoredPost } from './post-document';
import { visitorViewCounts } from './post-views';
import { findPost, listPostPage, listPosts, type PostPageFilter } from './posts-store';
import { serviceNamesById } from './services-store';
import { StaleCursorError } from '../platform/list-pages';
import { cachedVisitorRead } from '../platform/visitor-read-cache';

/**
 * Does a post match an admin search term? Spec §5: case-insensitive substring of title or
 * content. `term` must already be lower case.
 */
export function matchesSearch(post: StoredPost, term: string): boolean {
  return post.fields.title.toLowerCase().includes(term) || (post.fields.content ?? '').toLowerCase().includes(term);
}

/**
 * GET /api/posts?type={type}&search={term} for a visitor: published posts of `type` (any type
 * when undefined) matching `term`, newest first, as the API returns them.
 * @param term a lower-case search term, or undefined for none
 * @throws Firestore errors when nothing is kept to serve instead
 */
export function visitorPostList(type: PostType | undefined, term: string | undefined): Promise<Post[]> {
  return cachedVisitorRead(`list\u0000${type ?? ''}\u0000${term ?? ''}`, async () => {
    const [posts, names, views] = await Promise.all([
      listPosts({ type, status: 'published' }),
      serviceNamesById(),
      visitorViewCounts(),
    ]);
    const found = term ? posts.filter((post) => matchesSearch(post, term)) : posts;
    return found.map((post) => toApiPost(post, names, views.get(post.id) ?? 0));
  });
}

/**
 * GET /api/posts?type&sector&search&cursor&limit for a visitor: one page of the published posts
 * matching, newest first, as the API returns it; one cache value per page (its filters, cursor
 * and limit are the key).
 * @throws StaleCursorError for a cursor naming no post; Firestore errors when nothing is kept to serve instead
 */
export async function visitorPostPage(
  filter: Omit<PostPageFilter, 'status'>,
  page: ListPageQuery,
): Promise<ListPage<Post>> {
  const key = ['page', filter.type, filter.sector, filter.search?.toLowerCase(), page.cursor, page.limit].join(
    '\u0000',
  );
  // A gone cursor is kept as null (no error to log, no last good page of a deleted post to serve).
  const answer = await cachedVisitorRead(key, async (): Promise<ListPage<Post> | null> => {
    const [found, names, views] = await Promise.all([
      listPostPage({ ...filter, status: 'published' }, page).catch((error: unknown) => {
        if (error instanceof StaleCursorError) return null;
        throw error;
      }),
      serviceNamesById(),
      visitorViewCounts(),
    ]);
    if (!found) return null;
    return { ...found, items: found.items.map((post) => toApiPost(post, names, views.get(post.id) ?? 0)) };
  });
  if (!answer) throw new StaleCursorError();
  return answer;
}

/**
 * GET /api/posts/{idOrSlug} for a visitor: the published post with that id, else that slug; null
 * for anything else (drafts and archived posts are 404 to visitors).
 * @throws Firestore errors when nothing is kept to serve instead
 */
export function visitorPost(idOrSlug: string): Promise<Post | null> {
  return cachedVisitorRead(`post\u0000${idOrSlug}`, async () => {
    const post = await findPost(idOrSlug, true);
    if (!post) return null;
    const [names, views] = await Promise.all([serviceNamesById(), visitorViewCounts()]);
    return toApiPost(post, names, views.get(post.id) ?? 0);
  });
}

/**
 * The published project a project page shows (spec §2 "Project detail"), parsed with the
 * contract schema (which fills in defaults, as the browser's parse did); null for anything else.
 * @throws Firestore errors when nothing is kept to serve instead; ZodError for a post the schema refuses
 */
export async function publishedProject(idOrSlug: string): Promise<Post | null> {
  const post = await visitorPost(idOrSlug);
  return post?.type === 'project' ? postSchema.parse(post) : null;
}
