/**
 * The Leads inbox at /admin/leads (issue 13 Staff side): the heading with the CSV export, the
 * search and status filter, and the leads newest first — a table on tablets and desktops, cards
 * on phones. 'Loading leads...' while loading; an error with 'Try again'; a 401 is the
 * logged-out flow (spec §6). Issue 26: the list looks again every minute (get-leads.ts); leads
 * can be selected for a bulk action (leads-bulk-bar.tsx); the export is what the list shows,
 * status and search, and says so.
 */
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { AdminSectionHeader } from '../../../components/layouts/admin-section-header';
import { CardMessage } from '../../../components/ui/card-message';
import { isUnauthorizedError } from '../../../lib/api-client';
import { useExportLeads } from '../api/export-leads';
import { leadCount } from '../api/lead-bulk';
import { useLeads } from '../api/get-leads';
import { apiStatusOf, visibleLeads, type LeadFilters } from '../lead-filters';
import { LeadCards } from './lead-cards';
import { LeadsBulkBar } from './leads-bulk-bar';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';

export interface LeadsInboxProps {
  filters: LeadFilters;
  onFiltersChange: (filters: LeadFilters) => void;
}

/** The inbox page. */
export function LeadsInbox({ filters, onFiltersChange }: LeadsInboxProps) {
  const leads = useLeads(apiStatusOf(filters.status));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
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

  let body: ReactNode;
  if (leads.isPending) {
    body = (
      <CardMessage status>
        <CircularProgress size={32} aria-hidden />
        <Typography color="text.secondary">Loading leads...</Typography>
      </CardMessage>
    );
  } else if (leads.isError) {
    body = isUnauthorizedError(leads.error) ? null : (
      <Alert severity="error" action={<Button onClick={() => void leads.refetch()}>Try again</Button>}>
        Could not load the leads. Please try again.
      </Alert>
    );
  } else if (visible.length === 0) {
    body = (
      <CardMessage>
        <Typography color="text.secondary">
          {filters.search.trim() || filters.status !== 'inbox'
            ? 'No leads match these filters.'
            : 'No leads yet. Requests sent from the website will appear here.'}
        </Typography>
        {filters.search.trim() !== '' && (
          <Button variant="outlined" onClick={() => onFiltersChange({ ...filters, search: '' })}>
            Clear Search
          </Button>
        )}
      </CardMessage>
    );
  } else {
    const listProps = { leads: visible, selected: shownSelected, onToggle: toggle, onToggleAll: toggleAll };
    body = phone ? <LeadCards {...listProps} /> : <LeadsTable {...listProps} />;
  }

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <AdminSectionHeader
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
      />
      <Card
        component="section"
        aria-label="Leads list"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, overflow: 'visible' }}
      >
        <LeadsToolbar filters={filters} onChange={onFiltersChange} />
        {leads.data && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {leadCount(visible.length)}
            </Typography>
            {phone && visible.length > 0 && (
              <Button size="small" onClick={toggleAll}>
                {shownSelected.size === visible.length ? 'Select none' : 'Select all shown'}
              </Button>
            )}
          </Box>
        )}
        {body}
        <LeadsBulkBar ids={[...shownSelected]} onClear={() => setSelected(new Set())} />
      </Card>
    </Box>
  );
}
