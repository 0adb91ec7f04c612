/**
 * The data a projects gallery page was rendered from on the server (ADR 0009): the function
 * reads the published projects (the body of GET /api/posts?type=project&status=published, spec
 * §7 "List of projects"), parses them with the contract schema (`postSchema`), renders the
 * gallery (/projects, /projects/residential, /projects/commercial, /category/projects) with them
 * in the page's query cache, and writes the same list into the document as a data block,
 * `<script type="application/json" id="gallery-page-data">` (not executed, so CSP
 * `script-src 'self'` does not apply to it). The browser starts its published-projects query
 * from it, so hydration matches the server's HTML and the page makes no request for the list.
 * As with project pages (contract/src/project-page-data.ts, ADR 0008), the browser does not
 * parse it again.
 */
import type { Post } from './post';

/** The `id` of the data block. */
export const galleryPageDataElementId = 'gallery-page-data';

/** What the data block holds (and what the server render is given). */
export interface GalleryPageData {
  /** The published projects, newest first, as GET /api/posts?type=project&status=published answers, parsed. */
  projects: Post[];
}
