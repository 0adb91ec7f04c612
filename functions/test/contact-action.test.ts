/**
 * The /contact form's native post (ADR 0025): React Router's route action in the
 * function's page server, over the same service as POST /api/leads (services/leads/
 * lead-submission.ts), against the Firestore emulator and a real SMTP catcher: a valid post is
 * stored and mailed and answered with the confirmation (never cached); the same post again is
 * the same request; an invalid one is answered with the form, its values and the schema's
 * messages, and stores nothing; a post from another site is refused; the leads rate limit counts
 * the API's requests and the form's together. Needs the web build (npm test builds first).
 */
import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadReferencePattern } from '@site/contract/lead';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { issueFormStamp } from '../src/services/leads/form-stamp';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { contactFormFields, leadBody, leadsApp, visitorJson } from './lead-helpers';
import { useMailCatcher } from './mail-catcher';
import { useTempObjects } from './objects-helpers';

useTestFirestore('contact-action');
useTempObjects('contact-action');
const catcher = useMailCatcher();
const app = leadsApp();
const siteOrigin = visitorJson.Origin;

/** A stamp of a page rendered a minute ago (the form's hidden `formStamp`). */
let formStamp = '';

/** The form's fields with this page's stamp. */
const formFields = (overrides: Record<string, string | undefined> = {}) =>
  contactFormFields({ formStamp, ...overrides });

/** The stored leads of a name. */
const leadsNamed = async (name: string) =>
  (await db().collection('leads').where('name', '==', name).get()).docs.map((doc) => doc.data());

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
  formStamp = await issueFormStamp(new Date(Date.now() - 60_000));
});

describe('POST /contact (the form without JavaScript)', () => {
  it('stores a valid request, mails the office and answers with the confirmation; a resend is the same request', async () => {
    const fields = formFields({ name: 'Pat Stored' });
    const res = await request(app).post('/contact').set('Origin', siteOrigin).type('form').send(fields);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('Thank you, Pat. Your request has been sent.');
    const reference = /data-request-reference="">([^<]+)</.exec(res.text)?.[1] ?? '';
    expect(reference).toMatch(leadReferencePattern);
    expect(res.text).not.toContain('id="request-form"');
    const [stored, ...more] = await leadsNamed('Pat Stored');
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ reference, status: 'new', phone: '+12035550142', serviceSlugs: ['landscaping'] });
    await catcher.inbox.waitFor((mail) => mail.subject.startsWith(`New request ${reference}:`));

    const again = await request(app).post('/contact').set('Origin', siteOrigin).type('form').send(fields);
    expect(again.status).toBe(200);
    expect(again.text).toContain(reference);
    expect(await leadsNamed('Pat Stored')).toHaveLength(1);
  });

  it('renders a signed start time in the form; a post without a valid one is spam, one sent at once is new and flagged', async () => {
    const page = await request(app).get('/contact').expect(200);
    const rendered = /name="formStamp" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    expect(rendered).toMatch(/^\d+\.[\w-]{43}$/);
    const cases: [string, string | undefined, string, string][] = [
      ['Pat Unsigned', undefined, 'no-form-stamp', 'spam'],
      ['Pat Forged', `${Date.now() - 60_000}.${'A'.repeat(43)}`, 'no-form-stamp', 'spam'],
      ['Pat Hasty', rendered, 'too-fast', 'new'],
    ];
    for (const [name, stamp, signal, status] of cases) {
      const res = await request(app)
        .post('/contact')
        .set('Origin', siteOrigin)
        .type('form')
        .send(formFields({ name, formStamp: stamp }));
      expect(res.status, name).toBe(200);
      const [lead] = await leadsNamed(name);
      expect(lead, name).toMatchObject({ status, spamSignals: [signal] });
    }
  });

  it('reads a body the host already parsed (Cloud Functions keep it as req.rawBody)', async () => {
    // As the Functions framework does: the body read and parsed before the app, its bytes kept.
    const host = express();
    host.use(
      express.urlencoded({
        extended: true,
        verify: (req, _res, buffer) => Object.assign(req, { rawBody: buffer }),
      }),
    );
    host.use(app);
    const res = await request(host)
      .post('/contact')
      .set('Origin', siteOrigin)
      .type('form')
      .send(formFields({ name: 'Pat Hosted' }))
      .timeout(20_000);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Thank you, Pat. Your request has been sent.');
    expect(await leadsNamed('Pat Hosted')).toHaveLength(1);
  });

  it('answers an invalid post with the form: values kept, errors on their fields and in the summary; nothing stored', async () => {
    const res = await request(app)
      .post('/contact?service=fence-installation')
      .set('Origin', siteOrigin)
      .type('form')
      .send(formFields({ name: 'Pat Invalid', phone: '', email: 'pat@', message: 'short', consent: undefined }));
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('value="Pat Invalid"');
    expect(res.text).toMatch(/aria-invalid="true"[^>]*id="request-email"|id="request-email"[^>]*aria-invalid="true"/);
    const summary = res.text.slice(res.text.indexOf('data-error-summary-slot'), res.text.indexOf('Fields marked'));
    expect(summary).toContain('Please enter a valid e-mail address');
    expect(summary).toContain('Please tell us a little more (at least 10 characters)');
    expect(summary).toContain('Please agree to be contacted about your request');
    expect(res.text).toMatch(/Your request is about[^.]*>Fence Installation</);
    expect(await leadsNamed('Pat Invalid')).toEqual([]);
  });

  it('refuses a post from another site (403) or without an origin, and stores nothing', async () => {
    const foreign = await request(app)
      .post('/contact')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(formFields({ name: 'Pat Foreign' }));
    expect(foreign.status).toBe(403);
    const bare = await request(app)
      .post('/contact')
      .type('form')
      .send(formFields({ name: 'Pat Foreign' }));
    expect(bare.status).toBe(403);
    expect(await leadsNamed('Pat Foreign')).toEqual([]);
  });

  it('counts against the leads rate limit together with POST /api/leads', async () => {
    const limited = leadsApp({ rateLimits: { leads: { limit: 1, windowMs: 3_600_000 } } });
    const api = await request(limited)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ name: 'Pat Limited' }));
    expect(api.status).toBe(201);
    const form = await request(limited)
      .post('/contact')
      .set('Origin', siteOrigin)
      .type('form')
      .send(formFields({ name: 'Pat Limited Form' }));
    expect(form.status).toBe(429);
    expect(await leadsNamed('Pat Limited Form')).toEqual([]);
  });
});
