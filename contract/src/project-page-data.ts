/**
 * The data a project page was rendered from on the server (ADR 0008). The function parses the
 * project's post with the contract schema (`postSchema`), renders /project/{id or slug} with it
 * in the page's query cache, and writes the same parsed post into the document as a data block,
 * `<script type="application/json" id="project-page-data">` (not executed, so CSP
 * `script-src 'self'` does not apply to it). The browser seeds its cache from it before
 * hydrating, so its first render matches the server's HTML, and the page makes no request for
 * the post. The block is part of the document the function made after parsing, like the page's
 * own markup, so the browser does not parse it again (and the page does not load zod).
 */
import type { Post } from './post';

/** The `id` of the data block. */
export const projectPageDataElementId = 'project-page-data';

/** What the data block holds (and what the server render is given). */
export interface ProjectPageData {
  /** The URL's id or slug, as the page's query key uses it (`apiPaths.post(idOrSlug)`). */
  idOrSlug: string;
  /** The body of GET /api/posts/{idOrSlug} (spec §7), parsed with `postSchema`. */
  post: Post;
}
