/**
 * Query functions of the public post reads: GET the query key's URL (spec §7) and parse the body
 * with the contract schema. The parser module (and with it zod) is imported on first use, while
 * the request is in flight, so it stays out of the pages' initial JavaScript.
 *
 * zod-jitless is imported first, on its own: zod builds its object parsers when the contract's
 * schemas are created (module evaluation), and only a config set before that keeps it from
 * probing `new Function` (a CSP `script-src` eval violation). A static import inside
 * parse-posts.ts is not enough: the bundler puts the shared schemas in their own chunk, which is
 * evaluated before the importing chunk's body.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { Post } from '@site/contract/post';
import { getQueryFn } from './api-client';

const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** The parsers, loaded once, after zod's config (a failed load is tried again next time). */
let parsers: Promise<typeof import('./parse-posts')> | undefined;
function loadParsers() {
  parsers ??= import('./zod-jitless')
    .then(() => import('./parse-posts'))
    .catch((error: unknown) => {
      parsers = undefined;
      throw error;
    });
  return parsers;
}

/** GET the key's URL and parse one post. */
export async function fetchPost(ctx: QueryFunctionContext): Promise<Post> {
  const [json, { parsePost }] = await Promise.all([getJson(ctx), loadParsers()]);
  return parsePost(json);
}

/** GET the key's URL and parse a list of posts. */
export async function fetchPostList(ctx: QueryFunctionContext): Promise<Post[]> {
  const [json, { parsePostList }] = await Promise.all([getJson(ctx), loadParsers()]);
  return parsePostList(json);
}
