/**
 * The Leads inbox at /admin/leads: the heading with the CSV export, the
 * search and status filter, and one page of the leads newest first (ADR 0037) — a table on
 * tablets and desktops, cards on phones — with where the page sits ("1–25 of 10,000") and
 * Previous/Next. 'Loading leads...' while loading; an error with 'Try again' (on a later page:
 * back to the first); a 401 is the logged-out flow (spec §6). The first page looks again every
 * minute (get-leads.ts); the leads of the page can be selected for a bulk action
 * (leads-bulk-bar.tsx); the export is every lead of the status and search, not only the page,
 * and says so. A new search or status starts again from the first page. The list itself is the
 * shared staff list (components/ui/staff-list.tsx); its columns and phone card are in lead-rows.tsx.
 */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Lead } from '@site/contract/lead';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { listPageLimits } from '@site/contract/list-page';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useListPages } from '../../../lib/use-list-pages';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { filterBinder, StaffList } from '../../../components/ui/staff-list';
import { adminPaths } from '../../../config/admin-paths';
import { useExportLeads } from '../api/export-leads';
import { useLeadPage } from '../api/get-leads';
import { apiStatusOf, leadListStatusOptions, pagePositionText, type LeadFilters } from '../lead-filters';
import { LeadCard, leadColumns } from './lead-rows';
import { LeadsBulkBar } from './leads-bulk-bar';
import { LeadsPager } from './leads-pager';

export interface LeadsInboxProps {
  filters: LeadFilters;
  onFiltersChange: (filters: LeadFilters) => void;
}

/** How long the search box must rest before its text is searched (ms). */
const searchPauseMs = 300;

/** The inbox page. */
export function LeadsInbox({ filters, onFiltersChange }: LeadsInboxProps) {
  const status = apiStatusOf(filters.status);
  const search = useDebouncedValue(filters.search.trim(), searchPauseMs);
  const paging = useListPages(JSON.stringify([status ?? 'inbox', search]));
  const leads = useLeadPage({ status, search, cursor: paging.cursor });
  const bind = filterBinder(filters, onFiltersChange);
  const navigate = useNavigate();
  const page = leads.data;
  const visible = useMemo(() => page?.items ?? [], [page]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const exporter = useExportLeads();
  // Only what is shown can be selected: a lead of another page (or that is gone) drops out.
  const shownSelected = useMemo(
    () => new Set(visible.filter((lead) => selected.has(lead.id)).map((lead) => lead.id)),
    [visible, selected],
  );
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(shownSelected.size === visible.length ? new Set() : new Set(visible.map((lead) => lead.id)));
  const exportAll = () => exporter.mutate({ status, search });
  const matching = page ? `${page.totalExact ? '' : 'at most '}${page.total.toLocaleString('en-US')}` : '';

  return (
    <AdminSectionPage
      title="Leads"
      lead="Requests for a free estimate sent from the website, newest first"
      actions={
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: { xs: 'start', sm: 'end' } }}>
          <Button
            onClick={exportAll}
            disabled={exporter.isPending || !page || page.total === 0}
            variant="outlined"
            startIcon={<Download aria-hidden />}
          >
            {exporter.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
          {page && (
            <Typography variant="body2" color="text.secondary">
              Exports all {matching} matching requests, not only this page
            </Typography>
          )}
        </Box>
      }
    >
      <StaffList
        sectionLabel={{ label: 'Leads list' }}
        search={{ label: 'Search leads', placeholder: 'Name, phone, e-mail, message or reference', ...bind('search') }}
        filters={[{ label: 'Status', options: leadListStatusOptions, ...bind('status') }]}
        filterWidth={200}
        summary={
          page && (
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-page-position>
              {pagePositionText(paging.pageIndex * listPageLimits.default, visible.length, page.total, page.totalExact)}
            </Typography>
          )
        }
        query={{ ...leads, refetch: paging.pageIndex > 0 ? paging.first : leads.refetch }}
        items={visible}
        itemKey={(lead) => lead.id}
        dataKey="lead-id"
        label="Leads"
        columns={leadColumns}
        tableMinWidth={900}
        renderCard={(lead: Lead) => <LeadCard lead={lead} />}
        onOpen={(lead) => void navigate(adminPaths.lead(lead.id))}
        selection={{
          selected: shownSelected,
          onToggle: toggle,
          onToggleAll: toggleAll,
          itemLabel: (lead) => `Select ${lead.name} (${lead.reference})`,
          allLabel: 'Select all leads shown',
        }}
        loadingText="Loading leads..."
        errorText="Could not load the leads. Please try again."
        empty={{
          text:
            filters.search.trim() || filters.status !== 'inbox'
              ? 'No leads match these filters.'
              : 'No leads yet. Requests sent from the website will appear here.',
          onClearSearch: filters.search.trim() !== '' ? () => onFiltersChange({ ...filters, search: '' }) : undefined,
        }}
        footer={
          <>
            <LeadsPager paging={paging} nextCursor={page?.nextCursor} label="Leads list pages" />
            <LeadsBulkBar ids={[...shownSelected]} onClear={() => setSelected(new Set())} />
          </>
        }
      />
    </AdminSectionPage>
  );
}
