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

/**
 * The gallery's paths (spec §2 "Projects gallery": all projects, each filter's path, and the
 * category alias). Each is prerendered at build time as the page's frame (its cards loading),
 * which the build moves out of the files Hosting serves (Hosting serves a file it has before it
 * applies a rewrite) to `web/build/<galleryPageFile>`; Hosting rewrites the paths to the function
 * (firebase.json), which renders the page with the live list and serves the frame only when that
 * render fails (functions/src/routes/gallery-page.ts).
 */
export const galleryPagePaths = ['/projects', '/projects/residential', '/projects/commercial', '/category/projects'] as const;

/** The directory of the gallery pages' frames in `web/build`, copied whole to `functions/lib`. */
export const galleryPagesDir = 'gallery-pages';

/**
 * Where the build puts the frame of a gallery page, relative to `web/build` (and where the
 * function's build copies it, relative to `functions/lib`).
 * @param pagePath one of galleryPagePaths
 */
export function galleryPageFile(pagePath: string): string {
  return `${galleryPagesDir}${pagePath}/index.html`;
}
