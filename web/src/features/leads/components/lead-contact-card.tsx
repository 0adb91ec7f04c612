/**
 * How to reach the visitor ("click-to-call and mailto"): Call and E-mail buttons
 * (full width on a phone, where a tap dials), then the phone, e-mail and address as given.
 */
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Lead } from '@site/contract/lead';
import { formatPhone } from '../lead-labels';
import { DetailCard, Fact, Facts } from './detail-card';
import { LeadTown, NotGiven } from './lead-town';

/** A mailto: link with the reference in the subject, so the visitor's reply finds the request. */
function mailtoOf(lead: Pick<Lead, 'email' | 'reference'>): string {
  return `mailto:${lead.email}?subject=${encodeURIComponent(`Your request ${lead.reference}`)}`;
}

/** The contact card. */
export function LeadContactCard({ lead }: { lead: Lead }) {
  return (
    <DetailCard title="Contact">
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: lead.phone && lead.email ? '1fr 1fr' : '1fr' }}>
        {lead.phone && (
          <Button href={`tel:${lead.phone}`} variant="contained" size="large" startIcon={<Phone aria-hidden />}>
            Call
          </Button>
        )}
        {lead.email && (
          <Button href={mailtoOf(lead)} variant="outlined" size="large" startIcon={<Email aria-hidden />}>
            E-mail
          </Button>
        )}
      </Box>
      <Facts>
        <Fact label="Phone">
          {lead.phone ? <Link href={`tel:${lead.phone}`}>{formatPhone(lead.phone)}</Link> : <NotGiven what="Phone" />}
        </Fact>
        <Fact label="E-mail">
          {lead.email ? <Link href={mailtoOf(lead)}>{lead.email}</Link> : <NotGiven what="E-mail" />}
        </Fact>
        <Fact label="Street">{lead.street ?? <NotGiven what="Street" />}</Fact>
        <Fact label="Town">
          <LeadTown lead={lead} note />
        </Fact>
      </Facts>
    </DetailCard>
  );
}
