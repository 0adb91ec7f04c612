/**
 * Route paths of the web app (spec §2 "Screens and routes"). Components link through these,
 * never through string literals, so a route moves in one place.
 *
 * Every page loads this module (the navbar imports it), so paths that only staff screens or a
 * few pages need live beside it, where only those load them: the admin sections' in
 * `admin-paths.ts`, the request-a-quote link in `request-quote-link.ts` (issue 5 and 13: the
 * JavaScript of `/` must not grow).
 */
export type ProjectFilter = 'all' | 'residential' | 'commercial';

export const paths = {
  home: '/',
  services: '/services',
  service: (slug: string) => `/service/${slug}`,
  projects: (filter: ProjectFilter = 'all') => (filter === 'all' ? '/projects' : `/projects/${filter}`),
  project: (idOrSlug: string) => `/project/${encodeURIComponent(idOrSlug)}`,
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  admin: '/admin',
  upload: '/upload',
  editPost: (id: string) => `/admin/posts/${encodeURIComponent(id)}/edit`,
  staffSignIn: '/staff/sign-in',
  login: (returnTo?: string) => (returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login'),
  logout: '/api/logout',
} as const;
