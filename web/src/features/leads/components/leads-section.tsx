/**
 * The Leads section of the admin: the inbox at /admin/leads and one lead at
 * /admin/leads/:id (matched here with matchPath: the admin is one route, components/layouts/
 * admin-layout.tsx). The inbox's filters live here, so they are still set when staff come back
 * from a lead (the search text stays out of the URL: no personal data in URLs).
 */
import { useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { defaultLeadFilters } from '../lead-filters';
import { LeadDetail } from './lead-detail';
import { LeadsInbox } from './leads-inbox';

/** The section's two pages. */
export function LeadsSection() {
  const [filters, setFilters] = useState(defaultLeadFilters);
  const id = matchPath(adminPaths.leadPattern, useLocation().pathname)?.params.id;
  return id ? <LeadDetail key={id} id={id} /> : <LeadsInbox filters={filters} onFiltersChange={setFilters} />;
}
