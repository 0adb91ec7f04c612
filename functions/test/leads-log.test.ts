/**
 * Leads are personal data, "never in logs" (DESIGN §13): a request created (with its
 * e-mails failing first, then resent), and every staff read and write of it (list with a search,
 * one, patch with a note, the CSV export, erase), write log lines through the firebase-functions
 * logger; none holds the visitor's name, e-mail, phone, street, message or the staff note. The
 * request log never holds a query string (the staff search is one).
 */
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverDueLeadMail } from '../src/services/leads/lead-delivery';
import { useTestFirestore } from './emulator';
import { seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, staffCookie, staffJson, submitLead } from './lead-helpers';
import { startMailCatcher, useSmtp, type MailCatcher } from './mail-catcher';
import { useTempObjects } from './objects-helpers';

useTestFirestore('leads-log');
useTempObjects('leads-log');
const lines: unknown[][] = [];
let catcher: MailCatcher;
let clock = Date.now();
const app = leadsApp({ now: () => new Date(clock) });
const personal = [
  'Priya',
  'Privacy',
  'priya.private',
  '2035550188',
  '203) 555-0188',
  '77 Hidden Way',
  'secret-garden-plan',
  'note-with-private-detail',
];

beforeAll(async () => {
  await seedDemoCompany();
  for (const method of ['write', 'debug', 'log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(logger, method).mockImplementation((...args: unknown[]) => void lines.push(args));
  }
  useSmtp('smtp://127.0.0.1:9');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await catcher?.stop();
});

describe('log lines of a lead', () => {
  it('name no person, from the request to its erasure', async () => {
    const { id } = await submitLead(
      app,
      leadBody(
        {
          name: 'Priya Privacy',
          email: 'priya.private@example.com',
          phone: '(203) 555-0188',
          street: '77 Hidden Way',
          message: 'Our secret-garden-plan needs walls.',
        },
        clock,
      ),
    );
    catcher = await startMailCatcher();
    useSmtp(catcher.smtpUrl);
    clock += 5 * 60_000;
    expect((await deliverDueLeadMail(new Date(clock))).sent).toBe(2);
    await request(app).get('/api/leads?status=all').set(staffCookie).expect(200);
    await request(app)
      .post('/api/leads/search')
      .set(staffJson)
      .send({ search: 'Priya Privacy', status: 'all' })
      .expect(200);
    await request(app).get(`/api/leads/${id}`).set(staffCookie).expect(200);
    await request(app)
      .patch(`/api/leads/${id}`)
      .set(staffJson)
      .send({ status: 'contacted', note: 'note-with-private-detail' })
      .expect(200);
    await request(app).post(`/api/leads/${id}/resend`).set(staffJson).expect(200);
    await request(app).get('/api/leads.csv?status=all').set(staffCookie).expect(200);
    await request(app).post('/api/leads/export').set(staffJson).send({ search: 'priya.private' }).expect(200);
    await request(app).delete(`/api/leads/${id}`).set(staffJson).expect(204);
    await vi.waitFor(() =>
      expect(lines.filter((args) => JSON.stringify(args).includes('DELETE /api/leads/:id'))).toHaveLength(1),
    );

    const text = lines
      .map((args) =>
        JSON.stringify(args, (_key, value: unknown) =>
          value instanceof Error ? { message: value.message, stack: value.stack } : value,
        ),
      )
      .join('\n');
    // The run did log: requests by route, the e-mail outcomes by lead id and error code.
    expect(text).toContain('"route":"/api/leads"');
    expect(text).toContain(`lead ${id}: the office e-mail was not sent`);
    expect(text).toContain(`lead ${id}: the confirmation e-mail was sent`);
    expect(text).toContain('"route":"/api/leads.csv"');
    for (const value of personal) expect(text, value).not.toContain(value);
    expect(text).not.toMatch(/search=|\?status/);
  });
});
