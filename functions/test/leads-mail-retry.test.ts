/**
 * "Nothing is lost": with the SMTP server unreachable a request is stored with its
 * e-mails `pending`, the error and the next attempt; the retry job (deliverDueLeadMail, what
 * `retryLeadMail` and the local launcher run) sends it once the server is back, exactly once even
 * when two runs overlap; a crash between the write and the send loses nothing; after the last
 * attempt the e-mail is `failed`; staff Resend sends it again (409 while a send holds the lead).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/services/platform/firestore';
import { claimLeadMail, deliverDueLeadMail } from '../src/services/leads/lead-delivery';
import { mailLeaseMs, maxMailAttempts, retryDelayMs } from '../src/services/leads/lead-mail-schedule';
import { createLead } from '../src/services/leads/lead-writes';
import { leadInputSchema } from '@site/contract/lead';
import { useTestFirestore } from './emulator';
import { seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, staffJson, submitLead } from './lead-helpers';
import getPort from 'get-port';
import { startMailCatcher, useSmtp, type MailCatcher } from './mail-catcher';
import { useTempObjects } from './objects-helpers';

useTestFirestore('leads-retry');
useTempObjects('leads-retry');
const t0 = new Date('2026-11-23T14:00:00Z').getTime();
let clock = t0;
const app = leadsApp({ now: () => new Date(clock) });
const at = (ms: number) => new Date(ms);
const stored = async (id: string) => (await db().collection('leads').doc(id).get()).data()!;
let smtpPort: number;
let catcher: MailCatcher | undefined;

beforeAll(async () => {
  await seedDemoCompany();
  smtpPort = await getPort({ host: '127.0.0.1' });
  useSmtp(`smtp://127.0.0.1:${smtpPort}`); // nothing listens there yet
});
afterAll(async () => catcher?.stop());

describe('SMTP down, then back', () => {
  it('stores the request pending, then the job sends it once the catcher is back, exactly once', async () => {
    const { id, reference } = await submitLead(app, leadBody({ email: 'retry.visitor@example.com' }, t0));
    const pending = await stored(id);
    expect(pending).toMatchObject({
      status: 'new',
      notification: { state: 'pending', attempts: 1, sentAt: null },
      confirmation: { state: 'pending', attempts: 0 },
    });
    expect(pending.notification.lastError).toMatch(/^ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(pending.notification.nextAttemptAt.toMillis()).toBe(t0 + 5 * 60_000);
    expect(pending.mailDueAt.toMillis()).toBe(t0 + 5 * 60_000);
    expect(pending.mailLeaseUntil).toBeNull();

    expect(await deliverDueLeadMail(at(t0 + 60_000))).toEqual({ leads: 0, sent: 0, failed: 0 });

    catcher = await startMailCatcher(smtpPort);
    const runAt = at(t0 + 5 * 60_000);
    // Two runs at once (a slow run overlapping the next): the claim lets only one send.
    const runs = await Promise.all([deliverDueLeadMail(runAt), deliverDueLeadMail(runAt)]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 2]);
    expect(await stored(id)).toMatchObject({
      notification: { state: 'sent', attempts: 2, lastError: null, nextAttemptAt: null },
      confirmation: { state: 'sent', attempts: 1 },
      mailDueAt: null,
      mailLeaseUntil: null,
    });
    expect(await deliverDueLeadMail(at(t0 + 60 * 60_000))).toEqual({ leads: 0, sent: 0, failed: 0 });
    const mails = await catcher.inbox.list();
    expect(mails.filter((m) => m.subject.includes(reference))).toHaveLength(2); // office + confirmation
    expect(mails.filter((m) => m.to.some((t) => t.address === 'office@example.com'))).toHaveLength(1);
  });

  it('loses nothing when the process dies between the write and the send', async () => {
    await catcher!.inbox.clear();
    const now = t0 + 2 * 3_600_000;
    // createLead is what POST /api/leads does before sending; no send follows (the crash).
    const { id, lead } = await createLead(
      {
        input: leadInputSchema.parse(leadBody({ email: '' }, now)),
        sourceProject: null,
        spamSignals: [],
        company: { referencePrefix: 'OV', serviceTowns: [] },
      },
      at(now),
    );
    expect(lead.mailLeaseUntil!.toMillis()).toBe(now + mailLeaseMs);
    expect((await deliverDueLeadMail(at(now + 60_000))).leads).toBe(0); // still held by the dead request
    expect(await deliverDueLeadMail(at(now + mailLeaseMs))).toEqual({ leads: 1, sent: 1, failed: 0 });
    expect((await stored(id)).notification).toMatchObject({ state: 'sent', attempts: 1 });
    await catcher!.inbox.waitFor((m) => m.subject.includes(lead.reference));
  });
});

describe('backoff and the last attempt', () => {
  it('retries at 5, 10, 20 … minutes (at most 6 h), then records failed with the error; Resend sends it', async () => {
    await catcher!.stop();
    catcher = undefined;
    let now = t0 + 24 * 3_600_000;
    clock = now;
    const { id } = await submitLead(app, leadBody({ email: '' }, now));
    const waits: number[] = [];
    for (let attempt = 1; attempt < maxMailAttempts; attempt += 1) {
      const due = (await stored(id)).mailDueAt.toMillis();
      waits.push((due - now) / 60_000);
      now = due;
      expect(await deliverDueLeadMail(at(now))).toEqual({ leads: 1, sent: 0, failed: 1 });
    }
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 360, 360]);
    expect(retryDelayMs(maxMailAttempts)).toBe(6 * 3_600_000);
    const failed = await stored(id);
    expect(failed.notification).toMatchObject({ state: 'failed', attempts: maxMailAttempts, nextAttemptAt: null });
    expect(failed.notification.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.mailDueAt).toBeNull();

    // Resend while the SMTP server is still down: 502, the failure recorded, retries scheduled.
    clock = now + 60_000;
    const down = await request(app).post(`/api/leads/${id}/resend`).set(staffJson);
    expect(down.status).toBe(502);
    expect(down.body.message).toMatch(
      /^The e-mail could not be sent \(ESOCKET: connect ECONNREFUSED .*\)\. It will be tried again automatically\.$/,
    );
    expect((await stored(id)).notification).toMatchObject({ state: 'pending', attempts: 1, generation: 1 });

    catcher = await startMailCatcher(smtpPort);
    clock = now + 120_000;
    const sent = await request(app).post(`/api/leads/${id}/resend`).set(staffJson);
    expect(sent.status).toBe(200);
    expect(sent.body.notification).toMatchObject({ state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null });
    const [mail] = await catcher.inbox.waitFor((m) => m.subject.includes(sent.body.reference));
    expect(mail!.headers['message-id']).toBe(`<lead.${id}.office.2@orange-valley.test>`);
  });

  it('answers 409 to a Resend while another sender holds the lead', async () => {
    clock = t0 + 48 * 3_600_000;
    const { id } = await submitLead(app, leadBody({ email: '' }, clock));
    expect(typeof (await claimLeadMail(id, at(clock), true))).toBe('object');
    const res = await request(app).post(`/api/leads/${id}/resend`).set(staffJson);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/being sent right now/);
    await request(app).post('/api/leads/no-such-lead/resend').set(staffJson).expect(404);
  });
});
