/**
 * Paths of the admin's sections beyond the Projects section at `/admin` (`paths.admin`), for
 * staff screens only (kept out of `paths.ts`, which every visitor's page loads). A lead is
 * addressed by its id: no personal data in URLs (issue 13).
 */
export const adminPaths = {
  /** The Leads inbox (issue 13). */
  leads: '/admin/leads',
  /** One lead. */
  lead: (id: string) => `/admin/leads/${encodeURIComponent(id)}`,
  /** The pattern of `lead(id)` for React Router's matchPath. */
  leadPattern: '/admin/leads/:id',
} as const;
