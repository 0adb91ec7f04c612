/**
 * A lead's town, flagged when it is not one of the company's towns (contract service-area.ts,
 * judged by the API when the lead was stored: `townInServiceArea`).
 */
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { Lead } from '@site/contract/lead';
import { outsideAreaText } from '@site/contract/service-area';

/** A value the visitor left out, said in words (a bare dash reads as nothing, or as a minus). */
export function NotGiven({ what }: { what: string }) {
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {what} not given
    </Box>
  );
}

/**
 * The town (or "Town not given"), with a warning icon and tooltip when outside the service area; `note` also
 * writes the warning out beside it (the detail view).
 */
export function LeadTown({ lead, note = false }: { lead: Pick<Lead, 'town' | 'townInServiceArea'>; note?: boolean }) {
  if (!lead.town) return <NotGiven what="Town" />;
  if (lead.townInServiceArea !== false) return <>{lead.town}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {lead.town}
      <Tooltip title={outsideAreaText}>
        <WarningAmber
          fontSize="small"
          titleAccess={note ? undefined : outsideAreaText}
          aria-hidden={note || undefined}
          sx={{ color: '#92400e' }}
        />
      </Tooltip>
      {note && (
        <Box component="span" sx={{ color: '#92400e', fontSize: '0.875rem' }}>
          {outsideAreaText}
        </Box>
      )}
    </Box>
  );
}
