/**
 * The Leads table (issue 13: received, name, services, town, sector, status, notification
 * state), newest first, for tablets and desktops; issue 26 adds a checkbox per row (and one for
 * every row shown) for the bulk actions, the phone under the name, the start of the message under
 * the services and the duplicate hint. A row opens the lead; its name is the link for keyboards
 * and screen readers.
 */
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Lead } from '@site/contract/lead';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import {
  formatFullDate,
  formatPhone,
  formatReceived,
  leadSectorLabels,
  messagePreview,
  serviceList,
} from '../lead-labels';
import { LeadStatusChip, NotificationChip } from './lead-chips';
import { DuplicateBadge } from './lead-duplicates';
import { LeadTown } from './lead-town';

/** What the table and the phone cards show, and the selection for bulk actions. */
export interface LeadListProps {
  leads: readonly Lead[];
  /** Ids of the selected leads. */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Selects every lead shown, or none when all are selected. */
  onToggleAll: () => void;
}

/** The table; scrolls sideways when narrow. */
export function LeadsTable({ leads, selected, onToggle, onToggleAll }: LeadListProps) {
  const navigate = useNavigate();
  const openRow = (event: MouseEvent, id: string) => {
    if ((event.target as Element).closest('a, input, label, button')) return; // they act themselves
    void navigate(adminPaths.lead(id));
  };
  const all = leads.length > 0 && leads.every((lead) => selected.has(lead.id));
  const some = leads.some((lead) => selected.has(lead.id));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table sx={{ minWidth: 900 }} aria-label="Leads">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': 'Select all leads shown' } }}
              />
            </TableCell>
            <TableCell>Received</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Request</TableCell>
            <TableCell>Town</TableCell>
            <TableCell>Sector</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>E-mail</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leads.map((lead) => (
            <TableRow
              key={lead.id}
              hover
              selected={selected.has(lead.id)}
              data-lead-id={lead.id}
              onClick={(event) => openRow(event, lead.id)}
              sx={{ cursor: 'pointer', verticalAlign: 'top' }}
            >
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(lead.id)}
                  onChange={() => onToggle(lead.id)}
                  slotProps={{ input: { 'aria-label': `Select ${lead.name} (${lead.reference})` } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatFullDate(lead.createdAt)}>
                {formatReceived(lead.createdAt)}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Link component={RouterLink} to={adminPaths.lead(lead.id)} sx={{ fontWeight: 600 }}>
                  {lead.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {lead.reference}
                </Typography>
                {lead.phone && (
                  <Link
                    href={`tel:${lead.phone}`}
                    variant="body2"
                    sx={{ whiteSpace: 'nowrap' }}
                    aria-label={`Call ${lead.name}, ${formatPhone(lead.phone)}`}
                  >
                    {formatPhone(lead.phone)}
                  </Link>
                )}
              </TableCell>
              <TableCell sx={{ maxWidth: 340 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {serviceList(lead.serviceSlugs)}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  data-message-preview
                  sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {messagePreview(lead.message, 200)}
                </Typography>
                <DuplicateBadge lead={lead} />
              </TableCell>
              <TableCell>
                <LeadTown lead={lead} />
              </TableCell>
              <TableCell>{leadSectorLabels[lead.sector]}</TableCell>
              <TableCell>
                <LeadStatusChip status={lead.status} />
              </TableCell>
              <TableCell>
                <NotificationChip state={lead.notification.state} prefix={false} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
