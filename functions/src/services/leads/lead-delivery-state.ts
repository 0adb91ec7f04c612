/**
 * What one delivery run changes on a lead (lead-delivery.ts), as a pure function of the lead and
 * the run's outcome: each e-mail `sent`, or retried with backoff (lead-mail-schedule.ts), or
 * `failed` after its last attempt (or at once when the server refused the address for good);
 * `mailDueAt` becomes the earliest next attempt (null when nothing is left to send) and the
 * sender's hold ends.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describeMailError, isPermanentMailError } from '../platform/mail/mail-transport';
import type { ConfirmationDelivery, OfficeDelivery, StoredLead } from './lead-document';
import { maxMailAttempts, retryDelayMs } from './lead-mail-schedule';

/** The result of one send: accepted by the SMTP server, or the error. */
export type SendResult = { ok: true } | { ok: false; error: unknown };

/** What a run did. An e-mail not attempted is left as it was. */
export interface RunOutcome {
  office?: SendResult | undefined;
  confirmation?: SendResult | undefined;
  /** A staff Resend: the office e-mail starts a fresh series of attempts. */
  resend: boolean;
  /** The office e-mail's Message-ID generation used (resends count up). */
  generation: number;
}

/** The fields a run writes. */
export type DeliveryFields = Pick<
  StoredLead,
  'notification' | 'confirmation' | 'mailDueAt' | 'mailLeaseUntil' | 'updatedAt'
>;

const later = (now: Date, ms: number) => Timestamp.fromMillis(now.getTime() + ms);

function officeAfter(current: OfficeDelivery, outcome: RunOutcome, now: Date): OfficeDelivery {
  const result = outcome.office;
  if (!result) return current;
  const attempts = (outcome.resend ? 0 : current.attempts) + 1;
  if (result.ok) {
    return {
      state: 'sent',
      attempts,
      lastError: null,
      nextAttemptAt: null,
      sentAt: Timestamp.fromDate(now),
      generation: outcome.generation,
    };
  }
  const last = attempts >= maxMailAttempts || isPermanentMailError(result.error);
  return {
    state: last ? 'failed' : 'pending',
    attempts,
    lastError: describeMailError(result.error),
    nextAttemptAt: last ? null : later(now, retryDelayMs(attempts)),
    sentAt: current.sentAt,
    generation: outcome.generation,
  };
}

function confirmationAfter(
  current: ConfirmationDelivery,
  result: SendResult | undefined,
  now: Date,
): ConfirmationDelivery {
  if (!result) return current;
  const attempts = current.attempts + 1;
  if (result.ok) return { state: 'sent', attempts, lastError: null, sentAt: Timestamp.fromDate(now) };
  const last = attempts >= maxMailAttempts || isPermanentMailError(result.error);
  return { state: last ? 'failed' : 'pending', attempts, lastError: describeMailError(result.error), sentAt: null };
}

/**
 * The fields to write after a run.
 * @param current the lead as read when the outcome is recorded
 * @param now the time of the run
 */
export function deliveryFields(current: StoredLead, outcome: RunOutcome, now: Date): DeliveryFields {
  const notification = officeAfter(current.notification, outcome, now);
  const confirmation = confirmationAfter(current.confirmation, outcome.confirmation, now);
  const due: number[] = [];
  if (notification.state === 'pending') due.push((notification.nextAttemptAt ?? Timestamp.fromDate(now)).toMillis());
  if (confirmation.state === 'pending') {
    // Tried and failed: its own backoff. Not tried (the office e-mail failed first): with the office e-mail.
    const own =
      outcome.confirmation && !outcome.confirmation.ok
        ? now.getTime() + retryDelayMs(confirmation.attempts)
        : undefined;
    due.push(own ?? notification.nextAttemptAt?.toMillis() ?? now.getTime());
  }
  return {
    notification,
    confirmation,
    mailDueAt: due.length > 0 ? Timestamp.fromMillis(Math.min(...due)) : null,
    mailLeaseUntil: null,
    updatedAt: Timestamp.fromDate(now),
  };
}
