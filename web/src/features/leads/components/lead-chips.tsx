/**
 * A lead's status and its office e-mail's state as small coloured badges (the table's
 * status and notification columns). Each colour pair keeps at least 4.5:1 contrast; the text
 * always says the state, so colour is never the only cue.
 */
import Chip from '@mui/material/Chip';
import type { LeadStatus, NotificationState } from '@site/contract/lead';
import { leadStatusLabels, notificationStateLabels } from '../lead-labels';

type Tone = { bg: string; fg: string };

/** The badge colours (text on background, each at least 4.5:1). */
const tones = {
  blue: { bg: '#dbeafe', fg: '#1e40af' },
  amber: { bg: '#fef3c7', fg: '#92400e' },
  violet: { bg: '#ede9fe', fg: '#5b21b6' },
  green: { bg: '#dcfce7', fg: '#166534' },
  grey: { bg: '#e5e7eb', fg: '#374151' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
} satisfies Record<string, Tone>;

const statusTones: Record<LeadStatus, Tone> = {
  new: tones.blue,
  contacted: tones.amber,
  quoted: tones.violet,
  won: tones.green,
  lost: tones.grey,
  spam: tones.red,
};

const notificationTones: Record<NotificationState, Tone> = {
  pending: tones.amber,
  sent: tones.green,
  failed: tones.red,
  skipped: tones.grey,
};

function ToneChip({ label, tone, data }: { label: string; tone: Tone; data: Record<string, string> }) {
  return (
    <Chip
      label={label}
      size="small"
      {...data}
      sx={{ bgcolor: tone.bg, color: tone.fg, fontWeight: 600, borderRadius: 999, height: 24 }}
    />
  );
}

/** The status badge, e.g. 'New'. */
export function LeadStatusChip({ status }: { status: LeadStatus }) {
  return <ToneChip label={leadStatusLabels[status]} tone={statusTones[status]} data={{ 'data-lead-status': status }} />;
}

/** The office e-mail's state, e.g. 'E-mail: Sent' (`prefix` false: just 'Sent', under a column heading). */
export function NotificationChip({ state, prefix = true }: { state: NotificationState; prefix?: boolean }) {
  const label = prefix ? `E-mail: ${notificationStateLabels[state]}` : notificationStateLabels[state];
  return <ToneChip label={label} tone={notificationTones[state]} data={{ 'data-notification': state }} />;
}

/**
 * The flag of a request sent faster than a person usually types (contract Lead `sentFast`): kept
 * as a real request, for staff to check it is not spam. Nothing when it was not.
 */
export function SentFastChip({ lead }: { lead: { sentFast: boolean; status: LeadStatus } }) {
  if (!lead.sentFast || lead.status === 'spam') return null;
  return <ToneChip label="Check: sent in under 3 s" tone={tones.amber} data={{ 'data-lead-flag': 'sent-fast' }} />;
}

/** The badges of a lead, side by side (the detail view's header). */
export function LeadChips({
  lead,
}: {
  lead: { status: LeadStatus; sentFast: boolean; notification: { state: NotificationState } };
}) {
  return (
    <>
      <LeadStatusChip status={lead.status} />
      <SentFastChip lead={lead} />
      <NotificationChip state={lead.notification.state} />
    </>
  );
}
