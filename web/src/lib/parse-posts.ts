/**
 * Parsers of GET /api/posts responses with the contract's post schema (DESIGN §2: responses
 * are parsed, never cast). Loaded on demand by the public fetchers (`import('…/parse-posts')`,
 * in parallel with the request), so zod is not part of the JavaScript a page needs to render
 * and hydrate (issue 5 budget "JS for / ≤ 170 KB gzip"; docs/performance.md).
 */
import './zod-jitless';
import { postSchema, type Post } from '@site/contract/post';
import { z } from 'zod';

const postListSchema = z.array(postSchema);

/** One post; throws a ZodError when the body does not match. */
export function parsePost(data: unknown): Post {
  return postSchema.parse(data);
}

/** A list of posts; throws a ZodError when the body does not match. */
export function parsePostList(data: unknown): Post[] {
  return postListSchema.parse(data);
}
