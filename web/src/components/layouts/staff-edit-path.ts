/**
 * Where staff edit what a public page shows ("public pages have an Edit link for
 * signed-in staff"). Literal paths rather than config/admin-paths.ts, which stays out of every
 * visitor's page (staff-edit-path.test.ts checks they are the admin's own).
 */

/**
 * The admin screen that edits the public page at `pathname`.
 * @returns /admin/services/{slug} for a service page, /admin/pages/{about|home} for the About and
 *   home pages, /admin/company for the contact page, /admin/posts/{idOrSlug}/edit for a project,
 *   the Services or Projects section for the lists; null for staff screens and unknown paths
 */
export function staffEditPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  const service = /^\/service\/([^/]+)$/u.exec(path)?.[1] ?? (path === '/landscaping' ? 'landscaping' : null);
  if (service) return `/admin/services/${service}`;
  const project = /^\/project\/([^/]+)$/u.exec(path)?.[1];
  if (project) return `/admin/posts/${project}/edit`;
  if (path === '/') return '/admin/pages/home';
  if (path === '/about') return '/admin/pages/about';
  if (path === '/contact') return '/admin/company';
  if (/^\/(?:services|category\/services)$/u.test(path)) return '/admin/services';
  if (/^\/(?:projects(?:\/(?:residential|commercial))?|category\/projects)$/u.test(path)) return '/admin';
  return null;
}
