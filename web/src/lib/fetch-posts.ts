/**
 * Query functions of the post reads: GET the query key's URL (spec §7) and parse the body with the
 * contract schema. The parser module (and with it zod, 26 KB gzip) is imported on first use, so it
 * stays out of the pages' initial JavaScript (the gallery and project routes import it statically,
 * so there it is already loaded).
 *
 * GET /api/posts answers one page `{items, nextCursor, total}` (contract list-page.ts,
 * postPageSchema); the URL carries the filters and the page (`postListUrl`).
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { listPageLimits } from '@site/contract/list-page';
import type { Post, PostListQuery, PostPage } from '@site/contract/post';
import { getQueryFn } from './api-client';

const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** GET the key's URL and parse one post. */
export async function fetchPost(ctx: QueryFunctionContext): Promise<Post> {
  const [json, { parsePost }] = await Promise.all([getJson(ctx), import('./parse-posts')]);
  return parsePost(json);
}

/** The filters and page of a GET /api/posts URL; empty and undefined values are left out. */
export type PostListParams = { [K in keyof PostListQuery]?: PostListQuery[K] | '' | undefined };

/**
 * The GET /api/posts URL of a page (also its query key): parameters in a fixed order, so one page
 * has one key. Post titles and words are not personal data: the search may be in the URL.
 */
export function postListUrl(params: PostListParams): string {
  const order: (keyof PostListQuery)[] = ['type', 'status', 'sector', 'search', 'cursor', 'limit'];
  const query = new URLSearchParams();
  for (const key of order) {
    const value = params[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${apiPaths.posts}?${text}` : apiPaths.posts;
}

/**
 * GET the key's URL and parse a page of posts. A page without items is valid as it is: the parser
 * is then not loaded at all (the common answer when a type has no post yet).
 */
export async function fetchPostPage(ctx: QueryFunctionContext): Promise<PostPage> {
  const json = await getJson(ctx);
  if (isEmptyPage(json)) return json;
  const { parsePostPage } = await import('./parse-posts');
  return parsePostPage(json);
}

/** `{items: [], nextCursor: null, total: 0}` exactly. */
function isEmptyPage(json: unknown): json is PostPage {
  if (typeof json !== 'object' || json === null) return false;
  const page = json as Record<string, unknown>;
  return (
    Array.isArray(page.items) &&
    page.items.length === 0 &&
    page.nextCursor === null &&
    page.total === 0 &&
    Object.keys(page).length === 3
  );
}

/**
 * The query key of every post of a type with a fixed list of slugs (services, pages: one post per
 * slug at most, fewer than `listPageLimits.max`, so one page holds them all), any status.
 */
export const fixedTypePostsKey = (type: 'service' | 'page') =>
  [postListUrl({ type, status: 'all', limit: listPageLimits.max })] as const;

/** GET the key's URL (one page holding the whole list) and return its posts. */
export async function fetchPostItems(ctx: QueryFunctionContext): Promise<Post[]> {
  return (await fetchPostPage(ctx)).items;
}
