/**
 * The Leads inbox at /admin/leads (issue 13 Staff side): the heading with the CSV export, the
 * search and status filter, and the leads newest first — a table on tablets and desktops, cards
 * on phones. 'Loading leads...' while loading; an error with 'Try again'; a 401 is the
 * logged-out flow (spec §6). Issue 26: the list looks again every minute (get-leads.ts); leads
 * can be selected for a bulk action (leads-bulk-bar.tsx); the export is what the list shows,
 * status and search, and says so. The list itself is the shared staff list (components/ui/
 * staff-list.tsx, issue 25); its columns and phone card are in lead-rows.tsx.
 */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Lead } from '@site/contract/lead';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { filterBinder, StaffList } from '../../../components/ui/staff-list';
import { adminPaths } from '../../../config/admin-paths';
import { useExportLeads } from '../api/export-leads';
import { leadCount } from '../api/lead-bulk';
import { useLeads } from '../api/get-leads';
import { apiStatusOf, leadListStatusOptions, visibleLeads, type LeadFilters } from '../lead-filters';
import { LeadCard, leadColumns } from './lead-rows';
import { LeadsBulkBar } from './leads-bulk-bar';

export interface LeadsInboxProps {
  filters: LeadFilters;
  onFiltersChange: (filters: LeadFilters) => void;
}

/** The inbox page. */
export function LeadsInbox({ filters, onFiltersChange }: LeadsInboxProps) {
  const leads = useLeads(apiStatusOf(filters.status));
  const bind = filterBinder(filters, onFiltersChange);
  const navigate = useNavigate();
  const visible = useMemo(() => visibleLeads(leads.data ?? [], filters), [leads.data, filters]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const exporter = useExportLeads();
  // Only what is shown can be selected: a lead the filters hide (or that is gone) drops out.
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
  const exportShown = () => exporter.mutate({ status: apiStatusOf(filters.status), search: filters.search });

  return (
    <AdminSectionPage
      title="Leads"
      lead="Requests for a free estimate sent from the website, newest first"
      actions={
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: { xs: 'start', sm: 'end' } }}>
          <Button
            onClick={exportShown}
            disabled={exporter.isPending || visible.length === 0}
            variant="outlined"
            startIcon={<Download aria-hidden />}
          >
            {exporter.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
          {leads.data && (
            <Typography variant="body2" color="text.secondary">
              Exports the {leadCount(visible.length)} shown below
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
          leads.data && (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {leadCount(visible.length)}
            </Typography>
          )
        }
        query={leads}
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
        footer={<LeadsBulkBar ids={[...shownSelected]} onClear={() => setSelected(new Set())} />}
      />
    </AdminSectionPage>
  );
}
