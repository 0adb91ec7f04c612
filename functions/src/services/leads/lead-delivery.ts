/**
 * Delivering the e-mails of a lead, so that "nothing is lost": the lead is stored
 * first with its e-mails `pending` (lead-writes.ts createLead), then sent; a failure leaves them
 * `pending` with the error and the time of the next attempt, and the scheduled job
 * (deliverDueLeadMail, index.ts `retryLeadMail`; on the local stack the launcher) sends what is
 * due, with backoff, until `sent` or `failed`.
 *
 * No two runs send the same e-mail: a sender first claims the lead in a transaction
 * (`mailLeaseUntil`, and `mailDueAt` pushed past the hold so the due query skips it), and only a
 * lead whose hold has ended can be claimed again. The claim also creates a claim record named
 * after the lead and the due time it claims (`leadMailClaims/{leadId}@{dueAt}`), so of two
 * runners that read the same due lead only one can create it, whatever the store's transaction
 * isolation (create() fails on an existing document in Firestore and in the local stand-in,
 * which does not serialize transactions). Claim records expire by a TTL policy after a week
 * (firestore.indexes.json fieldOverrides). A crash between the write and the send loses
 * nothing: the hold ends and the job sends it. What cannot be ruled out is a crash after the SMTP
 * server accepted a message and before `sent` was recorded: that message goes out again, with the
 * same Message-ID (at-least-once delivery; mail clients may merge the two).
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { SiteSettings } from '@site/contract/site-settings';
import { db, isAlreadyExists } from '../platform/firestore';
import { isDocumentId } from '../posts/posts-store';
import {
  mailErrorCode,
  mailSettingsFromParams,
  smtpSender,
  MailConfigurationError,
  type MailMessage,
} from '../platform/mail/mail-transport';
import { readSiteSettings } from '../site/site-settings-store';
import { serviceNamesBySlug } from '../posts/services-store';
import { parseStoredLead, type LeadRecord } from './lead-document';
import { deliveryFields, type RunOutcome, type SendResult } from './lead-delivery-state';
import { confirmationMail, officeMail } from './lead-mail-content';
import { mailLeaseMs } from './lead-mail-schedule';
import { leadMailClaimsCollection, leadMailDueQuery, leadsCollection } from './leads-store';
import { logger } from 'firebase-functions/logger';

/** Why a lead could not be claimed: another sender holds it, or nothing of it is due. */
export type ClaimRefusal = 'busy' | 'not-due' | 'not-found';

/** How long claim records are kept (their TTL): far longer than any run. */
const claimRecordDays = 7;

/**
 * Claims a lead for one run: in a transaction, checks it is due (`mailDueAt` ≤ now) or, for a
 * staff Resend, merely not held by another sender, creates the claim record of that due time
 * (of that Resend), then holds the lead for mailLeaseMs.
 * @returns the lead as claimed, or why not (`busy` also when another runner claimed it first)
 * @throws InvalidLeadDocumentError; Firestore errors
 */
export async function claimLeadMail(id: string, now: Date, resend = false): Promise<LeadRecord | ClaimRefusal> {
  // An id that cannot name a document (`a/b`, `..`; from the URL of POST /api/leads/:id/resend) is no lead.
  if (!isDocumentId(id)) return 'not-found';
  const ref = db().collection(leadsCollection).doc(id);
  try {
    return await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return 'not-found';
      const record = parseStoredLead(id, snapshot.data());
      const { mailDueAt, mailLeaseUntil, notification } = record.lead;
      if (mailLeaseUntil && mailLeaseUntil.toMillis() > now.getTime()) return 'busy';
      if (!resend && (!mailDueAt || mailDueAt.toMillis() > now.getTime())) return 'not-due';
      const slot = resend ? `resend-${notification.generation + 1}` : String(mailDueAt!.toMillis());
      const expireAt = Timestamp.fromMillis(now.getTime() + claimRecordDays * 86_400_000);
      tx.create(db().collection(leadMailClaimsCollection).doc(`${id}@${slot}`), {
        leadId: id,
        claimedAt: Timestamp.fromDate(now),
        expireAt,
      });
      const held = Timestamp.fromMillis(now.getTime() + mailLeaseMs);
      tx.update(ref, { mailLeaseUntil: held, mailDueAt: held });
      return { id, lead: { ...record.lead, mailLeaseUntil: held, mailDueAt: held } };
    });
  } catch (error) {
    if (isAlreadyExists(error)) return 'busy';
    throw error;
  }
}

/** The Message-ID domain: the sender's (MAIL_FROM), else the site's host. */
function messageIdDomain(from: string, settings: SiteSettings): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/u.exec(from)?.[1] ?? new URL(settings.siteUrl).hostname;
}

/** Sends one message, turning any failure into a SendResult (nothing here throws). */
async function attempt(send: () => Promise<void>): Promise<SendResult> {
  try {
    await send();
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Sends what is due of a lead this caller holds (createLead's hold, or claimLeadMail's), then
 * records the outcome (lead-delivery-state.ts). The office e-mail goes first; the confirmation
 * only in a run where the office e-mail went out or was not due (a failing server is not asked
 * twice). A Resend sends the office e-mail again under a new Message-ID.
 * @returns the lead after the run, and the outcome; null when the lead was erased meanwhile
 * @throws Firestore errors (reading the settings, recording): the hold then ends by itself and
 *   the job retries
 */
export async function sendHeldLeadMail(
  record: LeadRecord,
  now: Date,
  resend = false,
): Promise<{ record: LeadRecord; outcome: RunOutcome } | null> {
  const { id, lead } = record;
  const [settings, serviceNames] = await Promise.all([readSiteSettings(), serviceNamesBySlug()]);
  let send: (message: Omit<MailMessage, 'from' | 'messageId'>, messageId: (domain: string) => string) => Promise<void>;
  try {
    const mail = mailSettingsFromParams();
    const sender = smtpSender(mail.smtpUrl);
    send = (message, messageId) =>
      sender({ ...message, from: mail.from, messageId: messageId(messageIdDomain(mail.from, settings)) });
  } catch (error) {
    send = () => Promise.reject(error);
  }
  const generation = resend ? lead.notification.generation + 1 : lead.notification.generation;
  const outcome: RunOutcome = { resend, generation };
  if (resend || lead.notification.state === 'pending') {
    const to = settings.leadEmailRecipients.filter((address) => address.trim() !== '');
    outcome.office = await attempt(() => {
      if (to.length === 0)
        throw new MailConfigurationError('No office e-mail address in the company settings (lead e-mail recipients)');
      const replyTo = lead.email ? { name: lead.name, address: lead.email } : undefined;
      return send(
        { to, replyTo, ...officeMail(record, settings, serviceNames) },
        (domain) => `<lead.${id}.office.${generation}@${domain}>`,
      );
    });
  }
  if (lead.confirmation.state === 'pending' && lead.email && outcome.office?.ok !== false) {
    const replyTo = { name: settings.companyName, address: settings.email };
    outcome.confirmation = await attempt(() =>
      send(
        { to: [lead.email!], replyTo, ...confirmationMail(record, settings, serviceNames) },
        (domain) => `<lead.${id}.confirmation@${domain}>`,
      ),
    );
  }
  const updated = await recordOutcome(id, outcome, now);
  for (const [message, result] of [
    ['office', outcome.office],
    ['confirmation', outcome.confirmation],
  ] as const) {
    if (result?.ok === false)
      logger.warn(`lead ${id}: the ${message} e-mail was not sent`, { leadId: id, code: mailErrorCode(result.error) });
    else if (result?.ok) logger.info(`lead ${id}: the ${message} e-mail was sent`, { leadId: id });
  }
  return updated ? { record: updated, outcome } : null;
}

/** Writes a run's outcome on the lead, as it is now (staff may have changed it meanwhile). */
async function recordOutcome(id: string, outcome: RunOutcome, now: Date): Promise<LeadRecord | null> {
  const ref = db().collection(leadsCollection).doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const current = parseStoredLead(id, snapshot.data());
    const fields = deliveryFields(current.lead, outcome, now);
    tx.update(ref, fields);
    return { id, lead: { ...current.lead, ...fields } };
  });
}

/**
 * Claims and sends one lead's due e-mails (the job), or its office e-mail again (staff Resend).
 * @returns the lead after the run and the outcome, or why it was not claimed
 * @throws InvalidLeadDocumentError; Firestore errors
 */
export async function deliverLeadMail(
  id: string,
  now: Date,
  resend = false,
): Promise<{ record: LeadRecord; outcome: RunOutcome } | ClaimRefusal> {
  const claimed = await claimLeadMail(id, now, resend);
  if (typeof claimed === 'string') return claimed;
  return (await sendHeldLeadMail(claimed, now, resend)) ?? 'not-found';
}

/** What one run of the job did. */
export interface DueRunResult {
  /** Leads looked at. */
  leads: number;
  /** E-mails accepted by the SMTP server. */
  sent: number;
  /** E-mails that failed (retried later, or `failed` after the last attempt). */
  failed: number;
}

/**
 * The retry job ("a scheduled function … retries with backoff and records `sent` or
 * `failed`"): every lead with e-mail due by `now`, earliest first, one at a time.
 * @param options.limit most leads per run (default 50; the rest wait for the next run)
 * @throws Firestore errors of the query; a failure on one lead is logged and the run goes on
 */
export async function deliverDueLeadMail(now: Date, options: { limit?: number } = {}): Promise<DueRunResult> {
  const due = await leadMailDueQuery
    .query(db(), { mailDueAt: Timestamp.fromDate(now) })
    .limit(options.limit ?? 50)
    .select()
    .get();
  const result: DueRunResult = { leads: due.size, sent: 0, failed: 0 };
  for (const doc of due.docs) {
    try {
      const run = await deliverLeadMail(doc.id, now);
      if (typeof run === 'string') continue;
      for (const sent of [run.outcome.office, run.outcome.confirmation]) {
        if (sent?.ok) result.sent += 1;
        else if (sent) result.failed += 1;
      }
    } catch (error) {
      logger.error(`lead ${doc.id}: e-mail delivery run failed`, error, { leadId: doc.id });
    }
  }
  return result;
}
