/**
 * POST /api/leads against the Firestore stand-in and a real SMTP catcher ("API" and "The
 * office hears about it"): a request is stored, the office e-mail and the visitor's confirmation
 * are caught; honeypot and fast submits are stored as spam with no e-mail; bad input is a 400
 * with the schema's messages and stores nothing; malformed JSON is a 400 JSON.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadReferencePattern } from '@site/contract/lead';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { testProjects, seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, submitLead, visitorJson } from './lead-helpers';
import { testMailFrom, useMailCatcher } from './mail-catcher';
import { useTempObjects } from './objects-helpers';
import { expectRateLimited } from './rate-limit-helpers';

useTestFirestore('leads-create');
useTempObjects('leads-create');
const catcher = useMailCatcher();
const app = leadsApp();
const lead = async (id: string) => (await db().collection('leads').doc(id).get()).data()!;

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
});

describe('a real request', () => {
  it('from a town the company does not list is stored, noted as outside its towns; the office e-mail says so and names the services as staff named them', async () => {
    const service = db().doc('services/patios-hardscape');
    await service.update({ name: 'Patios and Outdoor Rooms' });
    try {
      const { id, reference } = await submitLead(app, leadBody({ town: 'Hartford, CT', email: '' }));
      expect((await lead(id)).townInServiceArea).toBe(false);
      const [office] = await catcher.inbox.waitFor((m) => m.subject.includes(reference));
      expect(office!.text).toContain('Hartford, CT (outside the towns you serve)');
      expect(office!.subject).toBe(
        `New request ${reference}: Jane Doe, Patios and Outdoor Rooms, Natural Stone Walls, Hartford, CT`,
      );
    } finally {
      await service.update({ name: 'Patios and Hardscape' });
    }
  });

  it('is stored first, then the office e-mail and the confirmation go out', async () => {
    const started = performance.now();
    const { id, reference } = await submitLead(app, leadBody({ sourceProject: 'stone-patio-guilford' }));
    expect(reference).toMatch(/^OV-/); // the demo company's prefix
    expect(reference).toMatch(leadReferencePattern);
    const stored = await lead(id);
    expect(stored).toMatchObject({
      reference,
      name: 'Jane Doe',
      phone: '+12035550199',
      email: 'jane.doe@example.com',
      town: 'Orange',
      townInServiceArea: true,
      status: 'new',
      spamSignals: [],
      sourceProject: { slug: 'stone-patio-guilford', title: 'Stone Patio in Guilford' },
      notification: { state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null },
      confirmation: { state: 'sent', attempts: 1 },
      mailDueAt: null,
      mailLeaseUntil: null,
    });
    expect(stored).not.toHaveProperty('website');
    expect(stored).not.toHaveProperty('startedAt');

    const [office] = await catcher.inbox.waitFor((m) => m.subject.includes(reference));
    const [confirmation] = await catcher.inbox.to('jane.doe@example.com');
    console.log(`submit → both e-mails caught: ${(performance.now() - started).toFixed(0)} ms`);
    expect(office!.to.map((t) => t.address)).toEqual(['office@example.com']);
    expect(office!.from[0]!.address).toBe('no-reply@orange-valley.test');
    expect(office!.subject).toBe(
      `New request ${reference}: Jane Doe, Patios and Hardscape, Natural Stone Walls, Orange`,
    );
    expect(await catcher.inbox.source(office!.id)).toMatch(/^Reply-To: Jane Doe <jane\.doe@example\.com>\r?$/m);
    expect(office!.headers['message-id']).toBe(`<lead.${id}.office.0@orange-valley.test>`);
    for (const part of [office!.text!, office!.html!]) {
      for (const text of [
        'Jane Doe',
        '(203) 555-0199',
        'jane.doe@example.com',
        '12 Orchard Lane',
        '1–3 months',
        'Residential',
        'bluestone patio',
        'Stone Patio in Guilford',
      ]) {
        expect(part).toContain(text);
      }
      expect(part).toContain(`http://127.0.0.1:5050/admin/leads/${id}`);
    }
    expect(confirmation!.subject).toContain(reference);
    expect(confirmation!.text).toContain(`Your reference: ${reference}`);
    expect(confirmation!.text).toContain('(203) 555-0142');
    expect(await catcher.inbox.source(confirmation!.id)).toMatch(/^Reply-To: .*<office@example\.com>\r?$/m);
    // The confirmation repeats nothing the visitor typed (no spam relay).
    expect(confirmation!.text).not.toContain('Jane');
    expect(confirmation!.text).not.toContain('bluestone');
    expect(testMailFrom).toContain(confirmation!.from[0]!.address);
  });

  it('escapes what visitors type in the HTML part, and sends no confirmation without an e-mail', async () => {
    const { id, reference } = await submitLead(
      app,
      leadBody({ name: '<b>Bob</b> & "Co"', email: '', message: '<script>alert(1)</script> please quote' }),
    );
    const [office] = await catcher.inbox.waitFor((m) => m.subject.includes(reference));
    expect(office!.html).not.toContain('<script>');
    expect(office!.html).toContain('&lt;b&gt;Bob&lt;/b&gt; &amp;');
    expect(await catcher.inbox.source(office!.id)).not.toMatch(/^Reply-To:/im);
    expect(await lead(id)).toMatchObject({
      email: null,
      confirmation: { state: 'none' },
      notification: { state: 'sent' },
    });
    expect(await catcher.inbox.list()).toHaveLength(1);
  });
});

describe('spam', () => {
  // The server's clock is fixed here, so "sent 0.5 s after showing the form" stays 0.5 s on a loaded machine.
  const now = Date.parse('2026-11-26T12:00:00Z');
  const clocked = leadsApp({ now: () => new Date(now) });

  it.each([['the honeypot is filled', { website: 'http://spam.example' }, ['honeypot']]])(
    '%s: same 201, stored as spam, no e-mail',
    async (_name, overrides, signals) => {
      const res = await request(clocked).post('/api/leads').set(visitorJson).send(leadBody(overrides, now));
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['id', 'reference']);
      expect(await lead(res.body.id)).toMatchObject({
        status: 'spam',
        spamSignals: signals,
        notification: { state: 'skipped' },
        confirmation: { state: 'none' },
        mailDueAt: null,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await catcher.inbox.list()).toEqual([]);
    },
  );

  it('keeps a request sent within 3 s of showing the form as new, e-mailed, and flags it to staff', async () => {
    const res = await request(clocked)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ startedAt: now - 500 }, now));
    expect(res.status).toBe(201);
    expect(await lead(res.body.id)).toMatchObject({
      status: 'new',
      spamSignals: ['too-fast'],
      notification: { state: 'sent' },
    });
    // The office's e-mail and the visitor's confirmation, both sent before the answer.
    expect(await catcher.inbox.waitFor((m) => m.subject.includes(res.body.reference))).toHaveLength(2);
  });

  it('reads a start time in the future as a skewed clock, not as spam', async () => {
    const { id } = await submitLead(clocked, leadBody({ startedAt: now + 120_000 }, now));
    expect((await lead(id)).status).toBe('new');
  });
});

describe('bad input', () => {
  it('answers 400 {message, errors} with the schema messages and stores nothing', async () => {
    const before = (await db().collection('leads').count().get()).data().count;
    const res = await request(app)
      .post('/api/leads')
      .set(visitorJson)
      .send(
        leadBody({
          name: ' ',
          phone: '12',
          email: 'not-an-email',
          message: 'short',
          consent: false as unknown as true,
          sector: 'industrial' as 'residential',
        }),
      );
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: {
        name: 'Please enter your name',
        phone: 'Please enter a valid phone number',
        email: 'Please enter a valid e-mail address',
        message: 'Please tell us a little more (at least 10 characters)',
        consent: 'Please agree to be contacted about your request',
        sector: 'Please choose residential or commercial',
      },
    });
    const links = await request(app)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ message: 'see http://a.example http://b.example www.c.example https://d.example' }));
    expect(links.body.errors).toEqual({ message: 'Please include at most 3 links' });
    const unknownPhoto = await request(app)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ photoIds: ['AAAAAAAAAAAAAAAAAAAAAAAA'] }));
    expect(unknownPhoto.status).toBe(400);
    expect(unknownPhoto.body.errors).toEqual({ photoIds: expect.stringMatching(/could not be found/) });
    expect((await db().collection('leads').count().get()).data().count).toBe(before);
  });

  it('answers malformed JSON with 400 {message}', async () => {
    const res = await request(app).post('/api/leads').set(visitorJson).send('{"name": "Jane",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('refuses a cross-site form post and a post without JSON (CSRF)', async () => {
    await request(app)
      .post('/api/leads')
      .set({ ...visitorJson, Origin: 'https://evil.example' })
      .send(leadBody())
      .expect(403);
    await request(app)
      .post('/api/leads')
      .set('Origin', 'http://127.0.0.1:5050')
      .type('form')
      .send({ name: 'x' })
      .expect(403);
  });
});

describe('rate limit', () => {
  it('the request after the hourly limit is 429 with Retry-After; refused requests do not count', async () => {
    const limited = leadsApp({ rateLimits: { leads: { limit: 2, windowMs: 3_600_000 } } });
    await request(limited)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ message: 'short' }))
      .expect(400);
    await submitLead(limited);
    await submitLead(limited);
    const res = await request(limited).post('/api/leads').set(visitorJson).send(leadBody());
    expectRateLimited(res, { name: 'leads', quota: 2, windowSeconds: 3600, unit: 'minutes', minRetry: 3000 });
    // Photo uploads count apart.
    await request(limited).post('/api/leads/uploads').set(visitorJson).send({}).expect(200);
  });
});
