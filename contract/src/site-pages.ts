/**
 * The site's pages as the function serves them (ADR 0018: every page is rendered by the function
 * from live data; Hosting serves only files under assets/ and photos/ and robots.txt).
 *
 * - Public pages with a fixed path (`fixedPagePaths`) and the frames of pages whose path has a
 *   parameter (the project page, an unknown service, any unknown path) are prerendered at build
 *   time with the built-in data. Those files are the pages' fallbacks, served when a render fails
 *   or times out; the build moves them out of `build/client` (Hosting serves a file it has
 *   before it applies a rewrite) to `web/build/pages/` (page-frames.ts), and the function's build
 *   copies that folder next to its bundle.
 * - Staff pages (`isStaffPath`) are the SPA: React Router's fallback document, moved the same way
 *   (page-frames.ts `spaFallbackFile`).
 *
 * Where the build writes those files: page-frames.ts.
 */
import { serviceSlugs } from './service';

/** The projects gallery's paths (spec §2 "Projects gallery"), rendered with the published projects. */
export const galleryPagePaths = ['/projects', '/projects/residential', '/projects/commercial', '/category/projects'] as const;

/** Every public page with a fixed path (spec §2), each its own fallback frame. */
export const fixedPagePaths: readonly string[] = [
  '/',
  '/services',
  '/category/services',
  ...serviceSlugs.map((slug) => `/service/${slug}`),
  '/landscaping',
  ...galleryPagePaths,
  '/about',
  '/contact',
];

/** The frame of every project page: the project route at a path no project has (slugs are `[a-z0-9-]`). */
export const projectPageFramePath = '/project/__shell';

/** The frame of a service slug that does not exist: the service route's 'Service Not Found'. */
export const unknownServiceFramePath = '/service/__not-found';

/** The frame of any unknown path: the app's not-found page. */
export const notFoundFramePath = '/__not-found';

/** Every page the build prerenders: the fixed pages and the frames. */
export const prerenderedPagePaths: readonly string[] = [
  ...fixedPagePaths,
  projectPageFramePath,
  unknownServiceFramePath,
  notFoundFramePath,
];

/**
 * Is `pathname` a staff page (the SPA: /admin and every /admin/… section, /upload, /staff/…)?
 * @param pathname the URL path, e.g. '/admin/services'
 */
export function isStaffPath(pathname: string): boolean {
  return /^\/(?:admin|upload|staff)(?:\/|$)/.test(pathname);
}
