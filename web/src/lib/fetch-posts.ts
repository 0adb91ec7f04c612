/**
 * Query functions of the public post reads: GET the query key's URL (spec §7) and parse the body
 * with the contract schema. The parser module (and with it zod) is imported on first use, while
 * the request is in flight, so it stays out of the pages' initial JavaScript.
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

/** GET the key's URL and parse a list of posts. */
export async function fetchPostList(ctx: QueryFunctionContext): Promise<Post[]> {
  const [json, { parsePostList }] = await Promise.all([getJson(ctx), import('./parse-posts')]);
  return parsePostList(json);
}
