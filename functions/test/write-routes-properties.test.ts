/**
 * Property-based tests over every write route (DESIGN §11 "Whatever body
 * arrives, the answer is never a 5xx"): with fast-check, arbitrary JSON values, arbitrary strings
 * (lone surrogates, control characters, any code point) put into otherwise valid bodies, and raw
 * text sent as JSON, as a visitor and as staff. The answer is always one of 2xx, 400, 401, 403,
 * 404, 409, 413, 429: never a 5xx. Against the Firestore emulator and the disk object store.
 */
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { seedDatabase } from '../src/seed/seed';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { leadBody, leadsApp, submitLead } from './lead-helpers';
import { startMailCatcher, useSmtp, type MailCatcher } from './mail-catcher';
import { staffHeaders, useTempObjects, visitorHeaders } from './objects-helpers';

useTestFirestore('write-properties');
useTempObjects('write-properties');
const generous = { limit: 100_000, windowMs: 60_000 };
const app = leadsApp({
  deleteImages: async () => undefined,
  rateLimits: { session: generous, upload: generous, views: generous },
});
let leadId = 'no-lead';
// A real SMTP catcher: Resend succeeds, so its answers say what the body did (a mail server that
// is down is a 502 of its own).
let mail: MailCatcher;

/**
 * The answers a write may give: success, or a client error the API documents. A form's
 * sign-out answers 303 to `/` (POST /api/logout: the redirect after a form POST is its success).
 */
const allowed = new Set([400, 401, 403, 404, 409, 413, 429]);
const isAllowed = (status: number, route: string) =>
  (status >= 200 && status < 300) || allowed.has(status) || (route === 'POST /api/logout' && status === 303);

/** Strings an attacker sends: any code point, lone surrogates, control characters, long ones. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\ud800',
    '\udfff',
    'a\ud800b',
    '\u0000',
    '\r\nBcc: x@evil.example',
    '../../api/logout',
    '%2e%2e',
    '\u202e',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 20 }),
);
/** Any JSON value, including strings with lone surrogates. */
const anyJson = fc.jsonValue({ maxDepth: 3, depthSize: 'small' });
const anyValue = fc.oneof(nastyString, anyJson);

/** Half of a UTF-16 surrogate pair, alone: what no UTF-8 text can hold. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

/**
 * A valid body with one field replaced by an arbitrary value; or with a lone surrogate put into
 * one of its texts, the rest valid (the body that reached Firestore and broke it); or any JSON; or
 * raw text.
 */
function bodies(valid: Record<string, unknown>) {
  const fields = Object.keys(valid);
  const texts = fields.filter((field) => typeof valid[field] === 'string' && valid[field] !== '');
  const oneFieldChanged = fc
    .record({ field: fc.constantFrom(...fields, 'extra'), value: anyValue })
    .map(({ field, value }) => ({ ...valid, [field]: value }));
  const surrogateInText =
    texts.length === 0
      ? oneFieldChanged
      : fc
          .record({ field: fc.constantFrom(...texts), at: fc.nat(), unit: loneSurrogate })
          .map(({ field, at, unit }) => {
            const text = valid[field] as string;
            const i = at % (text.length + 1);
            return { ...valid, [field]: `${text.slice(0, i)}${unit}${text.slice(i)}` };
          });
  return fc.oneof(
    { weight: 3, arbitrary: oneFieldChanged.map((body) => ({ kind: 'json' as const, body })) },
    { weight: 2, arbitrary: surrogateInText.map((body) => ({ kind: 'json' as const, body })) },
    { weight: 2, arbitrary: anyJson.map((body) => ({ kind: 'json' as const, body })) },
    { weight: 1, arbitrary: nastyString.map((text) => ({ kind: 'raw' as const, text })) },
  );
}

/** A write route; its method is the first word of its name in `routes`. */
interface WriteRoute {
  path: (segment: string) => string;
  valid: Record<string, unknown>;
}

const project = {
  title: 'Property Patio',
  content: '<p>A patio with detail.</p>',
  status: 'draft',
  type: 'project',
  beforeImageUrl: '/photos/calm-lake.jpg',
};
const routes: Record<string, WriteRoute> = {
  'POST /api/posts': { path: () => '/api/posts', valid: project },
  'POST /api/posts (service)': {
    path: () => '/api/posts',
    valid: {
      type: 'service',
      slug: 'fertilizer',
      title: 'Feeding',
      excerpt: 'Five parts.',
      content: '<p>Our program.</p>',
      status: 'draft',
    },
  },
  'PUT /api/posts/:id': { path: (id) => `/api/posts/${encodeURIComponent(id || testProjects[0]!.id)}`, valid: project },
  'PUT /api/posts/:id {status}': { path: () => `/api/posts/${testProjects[1]!.id}`, valid: { status: 'draft' } },
  'DELETE /api/posts/:id': { path: (id) => `/api/posts/${encodeURIComponent(`x${id}`)}`, valid: {} },
  'POST /api/posts/:idOrSlug/views': {
    path: (slug) => `/api/posts/${encodeURIComponent(slug || testProjects[0]!.slug)}/views`,
    valid: { viewerId: 'a-visitor-browser-id-0001' },
  },
  'POST /api/session': { path: () => '/api/session', valid: { idToken: 'not-a-token' } },
  'POST /api/logout': { path: () => '/api/logout', valid: {} },
  'POST /api/objects/upload': { path: () => '/api/objects/upload', valid: { contentType: 'image/jpeg' } },
  'PUT /api/objects/acl': { path: () => '/api/objects/acl', valid: { imageURL: '/api/objects/uploads/x' } },
  'POST /api/leads': { path: () => '/api/leads', valid: leadBody() as unknown as Record<string, unknown> },
  'POST /api/leads/uploads': { path: () => '/api/leads/uploads', valid: { contentType: 'image/png' } },
  'POST /api/leads/photos': { path: () => '/api/leads/photos', valid: { uploadURL: 'https://evil.example/x.jpg' } },
  'PATCH /api/leads/:id': {
    path: (id) => `/api/leads/${encodeURIComponent(id || leadId)}`,
    valid: { status: 'contacted', note: 'Called back' },
  },
  'DELETE /api/leads/:id': { path: (id) => `/api/leads/${encodeURIComponent(`x${id}`)}`, valid: {} },
  'POST /api/leads/:id/resend': { path: (id) => `/api/leads/${encodeURIComponent(id || leadId)}/resend`, valid: {} },
  'PUT /api/settings': {
    path: () => '/api/settings',
    valid: inputFromSettings(siteSettings) as unknown as Record<string, unknown>,
  },
};

beforeAll(async () => {
  mail = await startMailCatcher();
  useSmtp(mail.smtpUrl);
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
  leadId = (await submitLead(app)).id;
});

afterAll(async () => {
  await mail.stop();
});

describe('every write route answers 2xx or a documented 4xx, whatever the body (never a 5xx)', () => {
  it.each(Object.entries(routes))(
    '%s',
    async (name, route) => {
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          bodies(route.valid),
          fc.boolean(),
          // Any id but the names of Object.prototype ("toString", "constructor"…): the local
          // Firestore stand-in (@firestore-emulator/server, toolchain.md) keys its documents in a
          // plain object and throws on them; Firestore itself takes them as ids like any other.
          fc.oneof(
            fc.constant(''),
            fc.string({ maxLength: 12 }).filter((id) => !(id in Object.prototype)),
          ),
          async (input, asStaff, segment) => {
            const method = name.slice(0, name.indexOf(' ')).toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
            const req = request(app)
              [method](route.path(segment))
              .set(asStaff ? staffHeaders : visitorHeaders);
            const text = input.kind === 'json' ? JSON.stringify(input.body) : input.text;
            const res = await req.set('Content-Type', 'application/json').send(text);
            if (!isAllowed(res.status, name)) failures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
            return isAllowed(res.status, name);
          },
        ),
        { numRuns: 40, endOnFailure: true },
      );
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
