/**
 * Query functions of the public post reads: GET the query key's URL (spec §7) and parse the body
 * with the contract schema. The parser module (and with it zod, 26 KB gzip) is imported on first
 * use, so it stays out of the pages' initial JavaScript (the gallery and project routes import it
 * statically, so there it is already loaded).
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { Post } from '@site/contract/post';
import { getQueryFn } from './api-client';

const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** GET the key's URL and parse one post. */
export async function fetchPost(ctx: QueryFunctionContext): Promise<Post> {
  const [json, { parsePost }] = await Promise.all([getJson(ctx), import('./parse-posts')]);
  return parsePost(json);
}

/**
 * GET the key's URL and parse a list of posts. An empty list is valid as it is: the parser is
 * then not loaded at all. That is the common answer of the service pages' check for a service
 * post (spec §7: "service page picks type service with matching slug, else built-in data").
 */
export async function fetchPostList(ctx: QueryFunctionContext): Promise<Post[]> {
  const json = await getJson(ctx);
  if (Array.isArray(json) && json.length === 0) return [];
  const { parsePostList } = await import('./parse-posts');
  return parsePostList(json);
}
