/**
 * What a delivery run records (lead-delivery-state.ts): sent, retried with backoff, failed after the
 * last attempt or at once for a refused address; when the lead is next due; a Resend's fresh series.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { storedLead } from '../../../test/stored-lead';
import { deliveryFields, type RunOutcome } from './lead-delivery-state';
import { maxMailAttempts } from './lead-mail-schedule';

const now = new Date('2026-11-26T16:00:00Z');
const minutes = (n: number) => Timestamp.fromMillis(now.getTime() + n * 60_000);
const refused = Object.assign(new Error('Can not send mail to some recipients'), {
  code: 'EENVELOPE',
  responseCode: 550,
});
const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
const pending = storedLead({
  notification: {
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: Timestamp.fromDate(now),
    sentAt: null,
    generation: 0,
  },
  confirmation: { state: 'pending', attempts: 0, lastError: null, sentAt: null },
  mailDueAt: minutes(3),
  mailLeaseUntil: minutes(3),
});

/** The fields after a scheduled run (no Resend) of the first series with these results. */
const afterRun = (lead: typeof pending, results: Pick<RunOutcome, 'office' | 'confirmation'>) =>
  deliveryFields(lead, { ...results, resend: false, generation: 0 }, now);

describe('deliveryFields', () => {
  it('records both e-mails sent, nothing due, the hold released', () => {
    const fields = afterRun(pending, { office: { ok: true }, confirmation: { ok: true } });
    expect(fields.notification).toMatchObject({
      state: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: Timestamp.fromDate(now),
    });
    expect(fields.confirmation).toMatchObject({ state: 'sent', attempts: 1 });
    expect(fields.mailDueAt).toBeNull();
    expect(fields.mailLeaseUntil).toBeNull();
  });

  it('retries a failed office e-mail in 5 minutes; the untried confirmation waits for it', () => {
    const fields = afterRun(pending, { office: { ok: false, error: down } });
    expect(fields.notification).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25',
      nextAttemptAt: minutes(5),
    });
    expect(fields.confirmation).toEqual(pending.confirmation);
    expect(fields.mailDueAt).toEqual(minutes(5));
  });

  it('fails the office e-mail after the last attempt', () => {
    const last = storedLead({
      ...pending,
      notification: { ...pending.notification, attempts: maxMailAttempts - 1 },
      confirmation: { ...pending.confirmation, state: 'none' },
    });
    const fields = afterRun(last, { office: { ok: false, error: down } });
    expect(fields.notification).toMatchObject({ state: 'failed', attempts: maxMailAttempts, nextAttemptAt: null });
    expect(fields.mailDueAt).toBeNull();
  });

  it('fails a confirmation at once when the server refuses the address for good (SMTP 5xx)', () => {
    const fields = afterRun(pending, { office: { ok: true }, confirmation: { ok: false, error: refused } });
    expect(fields.confirmation).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'EENVELOPE: SMTP 550: Can not send mail to some recipients',
    });
    expect(fields.mailDueAt).toBeNull();
  });

  it('retries a confirmation that failed for now on its own backoff', () => {
    const fields = afterRun(pending, { office: { ok: true }, confirmation: { ok: false, error: down } });
    expect(fields.confirmation).toMatchObject({ state: 'pending', attempts: 1 });
    expect(fields.mailDueAt).toEqual(minutes(5));
  });

  it('starts a fresh series on Resend, with the new generation', () => {
    const failed = storedLead({
      notification: {
        state: 'failed',
        attempts: maxMailAttempts,
        lastError: 'x',
        nextAttemptAt: null,
        sentAt: null,
        generation: 0,
      },
    });
    const fields = deliveryFields(failed, { office: { ok: false, error: down }, resend: true, generation: 1 }, now);
    expect(fields.notification).toMatchObject({
      state: 'pending',
      attempts: 1,
      generation: 1,
      nextAttemptAt: minutes(5),
    });
  });
});
