/**
 * What visitors read of the posts (spec §7 "visitors get published posts only"; issue 21): the
 * list and the single post GET /api/posts answers a visitor and the project a project page shows,
 * each a value of the visitor read cache
 * (visitor-read-cache.ts: fresh 30 s, dropped at every post, service or settings write). Staff
 * reads never come here (routes/posts.ts reads Firestore for them). The cards of the listing
 * pages: project-card-pages.ts.
 */
import { postSchema, type Post, type PostType } from '@site/contract/post';
import { toApiPost, type StoredPost } from './post-document';
import { visitorViewCounts } from './post-views';
import { findPost, listPosts } from './posts-store';
import { serviceNamesById } from './services-store';
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
