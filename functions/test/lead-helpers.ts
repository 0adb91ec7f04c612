/**
 * Shared set-up of the leads tests: a valid request body (contract leadInputSchema), the headers
 * of a browser's same-site JSON POST, and an app with an injected staff session and clock.
 */
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { LeadInput } from '@site/contract/lead';
import type { AppOptions } from '../src/app';
import { useTestFirestore } from './emulator';
import { useSmtp } from './mail-catcher';
import { staffApp, useTempObjects } from './objects-helpers';

/** A request as the form sends it, shown 60 s before it is sent. */
export function leadBody(overrides: Partial<LeadInput> = {}, now = Date.now()): LeadInput {
  return {
    name: 'Jane Doe',
    phone: '(203) 555-0199',
    email: 'jane.doe@example.com',
    street: '12 Orchard Lane',
    town: 'Orange',
    serviceSlugs: ['patios-hardscape', 'natural-stone-walls'],
    sector: 'residential',
    timeframe: '1-3-months',
    message: 'We would like a bluestone patio behind the house, about 20 by 30 feet.',
    photoIds: [],
    consent: true,
    website: '',
    startedAt: now - 60_000,
    ...overrides,
  };
}

/** Headers of a visitor's POST from the site's own page. */
export const visitorJson = { Origin: 'http://127.0.0.1:5050', 'Content-Type': 'application/json' };
/** The same from a signed-in staff member (objects-helpers staffApp's cookie). */
export const staffJson = { ...visitorJson, Cookie: '__session=staff' };
/** A staff GET. */
export const staffCookie = { Cookie: '__session=staff' };

/**
 * The set-up of a leads test file with e-mail down: its own Firestore project (`demo-test-<tag>`)
 * and temp object store, and an SMTP address nothing listens on (the API must work while e-mail
 * is down: the leads stay `pending`). Call at the top level, before leadsApp.
 * @returns the object store's directory
 */
export function useLeadsNoMail(tag: string): string {
  useTestFirestore(tag);
  const root = useTempObjects(tag);
  useSmtp('smtp://127.0.0.1:9');
  return root;
}

/** An app whose session check accepts `__session=staff`, with generous rate limits unless given. */
export function leadsApp(options: Omit<AppOptions, 'verifySession'> = {}): Express {
  return staffApp({
    ...options,
    rateLimits: {
      leads: { limit: 1000, windowMs: 3_600_000 },
      leadUploads: { limit: 1000, windowMs: 3_600_000 },
      ...options.rateLimits,
    },
  });
}

/** POSTs a request; expects 201 and returns `{id, reference}`. */
export async function submitLead(app: Express, body: object = leadBody()): Promise<{ id: string; reference: string }> {
  const res = await request(app).post('/api/leads').set(visitorJson).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; reference: string };
}

/**
 * The /contact form's fields as a browser posts them without JavaScript
 * (application/x-www-form-urlencoded); a field given as undefined is left out.
 */
export function contactFormFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    name: 'Pat Native',
    phone: '(203) 555-0142',
    email: 'pat.native@example.com',
    street: '',
    town: 'Orange',
    serviceSlugs: 'landscaping',
    sector: 'residential',
    timeframe: 'asap',
    message: 'A new lawn and two flower beds by the driveway, please.',
    consent: 'yes',
    website: '',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
