/**
 * The Leads table (issue 13: received, name, services, town, sector, status, notification
 * state), newest first, for tablets and desktops. A row opens the lead; its name is the link
 * for keyboards and screen readers.
 */
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
import { formatFullDate, formatReceived, leadSectorLabels, serviceList } from '../lead-labels';
import { LeadStatusChip, NotificationChip } from './lead-chips';
import { LeadTown } from './lead-town';

/** What the table and the phone cards show. */
export interface LeadListProps {
  leads: readonly Lead[];
}

/** The table; scrolls sideways when narrow. */
export function LeadsTable({ leads }: LeadListProps) {
  const navigate = useNavigate();
  const openRow = (event: MouseEvent, id: string) => {
    if ((event.target as Element).closest('a')) return; // the name link navigates itself
    void navigate(adminPaths.lead(id));
  };
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table sx={{ minWidth: 860 }} aria-label="Leads">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
            <TableCell>Received</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Services</TableCell>
            <TableCell>Town</TableCell>
            <TableCell>Sector</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>E-mail</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leads.map((lead) => (
            <TableRow key={lead.id} hover data-lead-id={lead.id} onClick={(event) => openRow(event, lead.id)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatFullDate(lead.createdAt)}>
                {formatReceived(lead.createdAt)}
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={adminPaths.lead(lead.id)} sx={{ fontWeight: 600 }}>
                  {lead.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {lead.reference}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>{serviceList(lead.serviceSlugs)}</TableCell>
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
