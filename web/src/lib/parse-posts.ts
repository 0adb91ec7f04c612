/**
 * Parsers of GET /api/posts responses with the contract's post schemas (DESIGN §2: responses
 * are parsed, never cast). Loaded on demand by the fetchers (`import('…/parse-posts')`, in
 * parallel with the request), so zod is not part of the JavaScript a page needs to render
 * and hydrate (the budget "JS for / ≤ 170 KB gzip" of docs/performance.md).
 */
import './zod-jitless';
import { postPageSchema, postSchema, type Post, type PostPage } from '@site/contract/post';

/** One post; throws a ZodError when the body does not match. */
export function parsePost(data: unknown): Post {
  return postSchema.parse(data);
}

/** A page of posts; throws a ZodError when the body does not match. */
export function parsePostPage(data: unknown): PostPage {
  return postPageSchema.parse(data);
}
