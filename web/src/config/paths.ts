/**
 * Route paths of the web app (spec §2 "Screens and routes"). Components link through these,
 * never through string literals, so a route moves in one place.
 *
 * Every page loads this module (the navbar imports it), so paths that only staff screens or a
 * few pages need live beside it, where only those load them: the admin sections' in
 * `admin-paths.ts`, the request-a-quote link in `request-quote-link.ts` (the
 * JavaScript of `/` must not grow).
 */
import { href } from 'react-router';

export type ProjectFilter = 'all' | 'residential' | 'commercial';

/**
 * The site's pages (contract/src/site-pages.ts) through React Router's typed `href()`: a path
 * that no route has, or a missing or extra param, fails the typecheck; params are
 * percent-encoded as path segments (RFC 3986 §3.3). Sign-in and sign-out are API paths, not pages.
 */
export const paths = {
  home: href('/'),
  services: href('/services'),
  service: (slug: string) => href('/service/:slug', { slug }),
  projects: (filter: ProjectFilter = 'all') => (filter === 'all' ? href('/projects') : href(`/projects/${filter}`)),
  project: (idOrSlug: string) => href('/project/:idOrSlug', { idOrSlug }),
  about: href('/about'),
  contact: href('/contact'),
  privacy: href('/privacy'),
  // `/admin/*` (the admin's own routes below it: admin-paths.ts); href() would add a trailing slash.
  admin: '/admin',
  upload: href('/upload'),
  editPost: (id: string) => href('/admin/posts/:id/edit', { id }),
  staffSignIn: href('/staff/sign-in'),
  login: (returnTo?: string) => (returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login'),
  logout: '/api/logout',
} as const;
