/**
 * The Leads section of the admin (issue 13 Staff side): the inbox at /admin/leads and one lead at
 * /admin/leads/:id. The inbox's filters live here, so they are still set when staff come back
 * from a lead (the search text stays out of the URL: no personal data in URLs).
 */
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { defaultLeadFilters } from '../lead-filters';
import { LeadDetail } from './lead-detail';
import { LeadsInbox } from './leads-inbox';

/** The section's two pages. */
export function LeadsSection() {
  const [filters, setFilters] = useState(defaultLeadFilters);
  return (
    <Routes>
      <Route index element={<LeadsInbox filters={filters} onFiltersChange={setFilters} />} />
      <Route path=":id" element={<LeadDetail />} />
    </Routes>
  );
}
