/**
 * Every page of the site, in one list (spec §2 "Screens and routes"; "one list of
 * public pages that routes, sitemap and the staff-path check all read"). Read by:
 * - the web's route config (web/src/app/routes.ts): one route per entry, in this order;
 * - the sitemap (functions/src/services/site/sitemap-entries.ts): the `sitemap` pages, in this
 *   order, with each service page after /services;
 * - the staff-path check (`isStaffPath`: the sign-in CSP, robots.txt's Disallow lines);
 * - the browser tests, which visit every public page.
 *
 * Plain data, no imports: React Router's route config and the Node build scripts load it as it is.
 */
import type { Post } from './post';

/** One page: where it is, which route module renders it, and how it is served. */
export interface SitePage {
  /** The URL path pattern, React Router style: `/service/:slug`, `/admin/*`, `*` (any other path). */
  path: string;
  /** Its route module, relative to web/src/app. */
  file: string;
  /** The route id when a module serves more than one path (React Router needs unique ids). */
  id?: string;
  /** Who it is for: visitors (server-rendered, CDN-cached a minute) or staff (the SPA, never cached). */
  audience: 'public' | 'staff';
  /** Listed in sitemap.xml (canonical public paths only; aliases and parameterized paths are not). */
  sitemap?: boolean;
  /** Its route has an `action`: a native form posts to it (every other page answers GET and HEAD only). */
  action?: boolean;
}

/** The pages (the catch-all last: React Router ranks routes, but a reader should not have to). */
export const sitePages: readonly SitePage[] = [
  { path: '/', file: 'routes/home.tsx', audience: 'public', sitemap: true },
  { path: '/services', file: 'routes/services.tsx', audience: 'public', sitemap: true },
  { path: '/category/services', file: 'routes/services.tsx', id: 'category-services', audience: 'public' },
  { path: '/service/:slug', file: 'routes/service-detail.tsx', audience: 'public' },
  { path: '/landscaping', file: 'routes/service-detail.tsx', id: 'landscaping', audience: 'public' },
  { path: '/projects', file: 'routes/projects.tsx', audience: 'public', sitemap: true },
  {
    path: '/projects/residential',
    file: 'routes/projects.tsx',
    id: 'projects-residential',
    audience: 'public',
    sitemap: true,
  },
  {
    path: '/projects/commercial',
    file: 'routes/projects.tsx',
    id: 'projects-commercial',
    audience: 'public',
    sitemap: true,
  },
  { path: '/category/projects', file: 'routes/projects.tsx', id: 'category-projects', audience: 'public' },
  { path: '/project/:idOrSlug', file: 'routes/project-detail.tsx', audience: 'public' },
  { path: '/about', file: 'routes/about.tsx', audience: 'public', sitemap: true },
  { path: '/contact', file: 'routes/contact.tsx', audience: 'public', sitemap: true, action: true },
  { path: '/privacy', file: 'routes/privacy.tsx', audience: 'public', sitemap: true },
  { path: '/admin/*', file: 'routes/admin.tsx', audience: 'staff' },
  { path: '/admin/posts/:id/edit', file: 'routes/edit-post.tsx', audience: 'staff' },
  { path: '/upload', file: 'routes/upload.tsx', audience: 'staff' },
  { path: '/staff/sign-in', file: 'routes/staff-sign-in.tsx', audience: 'staff' },
  { path: '*', file: 'routes/not-found.tsx', audience: 'public' },
];

/** The first path segment of each staff page: `/admin`, `/staff`, `/upload`. */
const staffSections = [
  ...new Set(sitePages.filter((page) => page.audience === 'staff').map((page) => page.path.split('/')[1])),
];

/**
 * The path prefixes of the staff pages, as robots.txt writes them ('/admin', '/upload', '/staff/').
 * A section with a page of its own at its root (/admin, /upload) is the bare path; a section whose
 * pages are all below it (/staff/sign-in) ends with a slash.
 */
export const staffPathPrefixes: readonly string[] = staffSections.map((section) =>
  sitePages.some((page) => page.audience === 'staff' && (page.path === `/${section}` || page.path === `/${section}/*`))
    ? `/${section}`
    : `/${section}/`,
);

/**
 * Is `pathname` a staff page (the SPA: /admin and every /admin/… section, /upload, /staff/…)?
 * @param pathname the URL path, e.g. '/admin/services'
 */
export function isStaffPath(pathname: string): boolean {
  const section = pathname.split('/')[1]?.toLowerCase();
  return section !== undefined && staffSections.includes(section);
}

/** A page of the list that a path is, and the values of its `:name` segments. */
export interface SitePageMatch {
  page: SitePage;
  params: Record<string, string>;
}

/**
 * The page of the list a path is (not the catch-all), segments compared without case as React
 * Router does; `/admin/*` takes every path below /admin.
 * @param key a normalized path (site-path.ts `sitePath(…).key`), no query
 * @returns the first page whose pattern matches, or null (the catch-all: no page of the site)
 */
export function matchSitePage(key: string): SitePageMatch | null {
  const have = key.split('/');
  for (const page of sitePages) {
    const want = page.path.split('/');
    const rest = want.at(-1) === '*';
    if (page.path === '*' || (rest ? have.length < want.length - 1 : have.length !== want.length)) continue;
    const params: Record<string, string> = {};
    const matched = want.every((w, i) => {
      if (w === '*') return true;
      const h = have[i]!;
      if (w.startsWith(':')) params[w.slice(1)] = h;
      return w.startsWith(':') ? h !== '' : w.toLowerCase() === h.toLowerCase();
    });
    if (matched) return { page, params };
  }
  return null;
}

/**
 * Is a path one of the app's own routes whatever the data says: a page of the list without a
 * `:name` segment (/, /contact, /projects/residential…) or a staff page? A service or project
 * address is a page only while its service or project exists (the server knows).
 * @param key a normalized path (site-path.ts `sitePath(…).key`)
 */
export function isFixedAppRoute(key: string): boolean {
  const match = matchSitePage(key);
  return isStaffPath(key) || (match !== null && !match.page.path.includes(':'));
}

/** The canonical public paths sitemap.xml lists, in order. */
export const sitemapPaths: readonly string[] = sitePages.filter((page) => page.sitemap).map((page) => page.path);

/**
 * The page a request is for: its URL path without React Router's `.data` suffix (the data request
 * of a client navigation; `/_root.data` is the home page's). Used by the function's page router
 * (functions/src/routes/pages.ts) and the root route's redirect middleware (web/src/lib/page-server.ts).
 * @param requestPath e.g. `/contact.data`
 * @returns e.g. `/contact`
 */
export function pagePathOf(requestPath: string): string {
  if (!requestPath.endsWith('.data')) return requestPath;
  const page = requestPath.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

/** The canonical path of a project page: by slug (spec §2: "/project/{id}", found by id or slug). */
export function projectPath(post: Pick<Post, 'id' | 'slug'>): string {
  return `/project/${encodeURIComponent(post.slug || post.id)}`;
}

/** The canonical path of a service page (/landscaping shows the same page: canonical is this). */
export function servicePath(slug: string): string {
  return `/service/${encodeURIComponent(slug)}`;
}
