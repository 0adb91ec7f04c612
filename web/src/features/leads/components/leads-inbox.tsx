/**
 * The Leads inbox at /admin/leads (issue 13 Staff side): the heading with the CSV export, the
 * search and status filter, and the leads newest first — a table on tablets and desktops, cards
 * on phones. 'Loading leads...' while loading; an error with 'Try again'; a 401 is the
 * logged-out flow (spec §6).
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
import { useEffect, useMemo, type ReactNode } from 'react';
import { AdminSectionHeader } from '../../../components/layouts/admin-section-header';
import { CardMessage } from '../../../components/ui/card-message';
import { isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useLeads } from '../api/get-leads';
import { apiStatusOf, leadsCsvUrl, visibleLeads, type LeadFilters } from '../lead-filters';
import { LeadCards } from './lead-cards';
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

  useEffect(() => {
    if (isUnauthorizedError(leads.error)) handleUnauthorized();
  }, [leads.error]);

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
          {filters.search.trim() || filters.status !== 'inbox' ? 'No leads match these filters.' : 'No leads yet. Requests sent from the website will appear here.'}
        </Typography>
        {filters.search.trim() !== '' && (
          <Button variant="outlined" onClick={() => onFiltersChange({ ...filters, search: '' })}>
            Clear Search
          </Button>
        )}
      </CardMessage>
    );
  } else {
    body = phone ? <LeadCards leads={visible} /> : <LeadsTable leads={visible} />;
  }

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <AdminSectionHeader
        title="Leads"
        lead="Requests for a free estimate sent from the website, newest first"
        actions={
          <Button href={leadsCsvUrl(filters.status)} download variant="outlined" startIcon={<Download aria-hidden />}>
            Export CSV
          </Button>
        }
      />
      <Card component="section" aria-label="Leads list" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
        <LeadsToolbar filters={filters} onChange={onFiltersChange} />
        {leads.data && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {visible.length === 1 ? '1 lead' : `${visible.length} leads`}
          </Typography>
        )}
        {body}
      </Card>
    </Box>
  );
}
