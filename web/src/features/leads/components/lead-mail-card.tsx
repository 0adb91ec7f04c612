/**
 * The office e-mail of the lead ("nothing is lost"): its state (pending, sent, failed,
 * or not sent because the request was stored as spam), when it was sent or will be tried again,
 * the last error, and Resend.
 */
import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Lead } from '@site/contract/lead';
import { useResendLeadMail } from '../api/resend-lead-mail';
import { formatFullDate } from '../lead-labels';
import { DetailCard, Fact, Facts } from './detail-card';
import { NotificationChip } from './lead-chips';

/** One line that says what happened to the e-mail, for its state. */
function stateText({ state, sentAt, nextAttemptAt, attempts }: Lead['notification']): string {
  switch (state) {
    case 'sent':
      return sentAt ? `Sent to the office on ${formatFullDate(sentAt)}.` : 'Sent to the office.';
    case 'pending':
      return nextAttemptAt
        ? `Not sent yet (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}); next try ${formatFullDate(nextAttemptAt)}.`
        : 'Being sent to the office.';
    case 'failed':
      return `Could not be sent after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}. Check the error, then Resend.`;
    case 'skipped':
      return 'Not sent: the request was stored as spam. Resend sends it if it is a real request.';
  }
}

/** The e-mail card. */
export function LeadMailCard({ lead }: { lead: Lead }) {
  const resend = useResendLeadMail(lead.id);
  const { notification } = lead;
  return (
    <DetailCard title="Office e-mail" action={<NotificationChip state={notification.state} prefix={false} />}>
      <Typography variant="body2">{stateText(notification)}</Typography>
      {notification.lastError && notification.state !== 'sent' && (
        <Facts>
          <Fact label="Last error">
            <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {notification.lastError}
            </Typography>
          </Fact>
        </Facts>
      )}
      <Button
        variant="outlined"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        startIcon={resend.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Send aria-hidden />}
        sx={{ justifySelf: 'start' }}
      >
        {resend.isPending ? 'Sending...' : 'Resend'}
      </Button>
    </DetailCard>
  );
}
