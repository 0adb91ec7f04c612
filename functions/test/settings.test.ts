/**
 * GET/PUT /api/settings against the Firestore emulator ("Company details"):
 * blank details before any save (never a demo company), validation that changes nothing,
 * staff-only writes and fields, the saved values read back, a bad stored document never putting
 * wrong details out, the seed never overwriting.
 * Real session cookies per caller are covered by auth-matrix.test.ts.
 */
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { db } from '../src/services/platform/firestore';
import { blankSiteSettings } from '@site/contract/site-settings';
import {
  readSiteSettings,
  readSiteSettingsState,
  seedSiteSettings,
  siteSettingsPath,
} from '../src/services/site/site-settings-store';
import { writeStampPath } from '../src/services/platform/visitor-read-cache';
import { useTestFirestore } from './emulator';
import { staffApp, staffUser } from './objects-helpers';

useTestFirestore('settings');
const app = staffApp();
const put = (body: unknown, cookie = '__session=staff') =>
  request(app)
    .put('/api/settings')
    .set('Cookie', cookie)
    .set('Origin', 'http://127.0.0.1:5050')
    .set('X-Requested-With', 'fetch')
    .send(body as object);
const form = inputFromSettings(siteSettings);

beforeEach(async () => {
  await db().doc(siteSettingsPath).delete();
});

describe('GET /api/settings', () => {
  it('answers blank details before anything is saved (no demo company), with the deployment’s origin; visitors without the lead recipients, CDN-cacheable', async () => {
    const visitor = await request(app).get('/api/settings').expect(200);
    expect(visitor.body).toMatchObject({
      companyName: '',
      phone: '',
      email: '',
      licenses: [],
      siteUrl: 'http://127.0.0.1:5050',
    });
    expect(visitor.body).not.toHaveProperty('leadEmailRecipients');
    expect(visitor.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const staff = await request(app).get('/api/settings').set('Cookie', '__session=staff').expect(200);
    expect(staff.body.leadEmailRecipients).toEqual([]);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect((await readSiteSettingsState()).saved).toBe(false);
  });
});

describe('PUT /api/settings', () => {
  it('saves every field, normalises the phone, moves the write stamp, and GET shows it', async () => {
    const before = (await db().doc(writeStampPath).get()).get('stamp');
    const res = await put({
      ...form,
      phone: '203 555 0177',
      contactFormUrl: 'https://forms.example.com/estimate',
      leadEmailRecipients: ['Office@Example.com', 'owner@example.com'],
    }).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({
      phone: '(203) 555-0177',
      phoneHref: '+12035550177',
      contactFormUrl: 'https://forms.example.com/estimate',
    });
    expect(res.body.leadEmailRecipients).toEqual(['office@example.com', 'owner@example.com']);
    const stored = (await db().doc(siteSettingsPath).get()).data();
    expect(stored).toMatchObject({ phone: '(203) 555-0177', updatedBy: staffUser.id });
    expect(stored).not.toHaveProperty('siteUrl');
    expect((await db().doc(writeStampPath).get()).get('stamp')).not.toBe(before);
    const visitor = await request(app).get('/api/settings').expect(200);
    expect(visitor.body).toMatchObject({ phone: '(203) 555-0177', phoneHref: '+12035550177' });
    expect(visitor.body).not.toHaveProperty('leadEmailRecipients');
  });

  it('answers 400 with every field error and changes nothing', async () => {
    await put({ ...form, phone: '(203) 555-0100' }).expect(200);
    const res = await put({
      ...form,
      phone: 'call us',
      email: 'nope',
      contactFormUrl: 'http://forms.example.com',
      ownerNotes: 'not a company field',
    }).expect(400);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: {
        phone: 'Please enter a valid phone number',
        email: 'E-mail must be a valid e-mail address',
        contactFormUrl: 'Contact form URL must be an https:// address',
        _: expect.stringContaining('ownerNotes'),
      },
    });
    expect((await db().doc(siteSettingsPath).get()).get('phone')).toBe('(203) 555-0100');
  });

  it('refuses visitors (401) and cross-site requests (403) without writing', async () => {
    await put({ ...form, companyName: 'Visitor Co' }, '').expect(401);
    await request(app)
      .put('/api/settings')
      .set('Cookie', '__session=staff')
      .set('Origin', 'https://evil.example')
      .send({ ...form, companyName: 'Evil Co' })
      .expect(403);
    expect((await db().doc(siteSettingsPath).get()).exists).toBe(false);
  });
});

describe('the settings store', () => {
  it('takes blank values for fields a stored document lacks, and treats a document that fails the schema as not saved', async () => {
    await db().doc(siteSettingsPath).set({ phone: '(203) 555-0111', phoneHref: '+12035550111' });
    expect(await readSiteSettingsState()).toEqual({
      settings: {
        ...blankSiteSettings,
        phone: '(203) 555-0111',
        phoneHref: '+12035550111',
        siteUrl: siteSettings.siteUrl,
      },
      saved: true,
    });
    await db().doc(siteSettingsPath).set({ phone: 42 });
    expect(await readSiteSettingsState()).toEqual({
      settings: { ...blankSiteSettings, siteUrl: siteSettings.siteUrl },
      saved: false,
    });
  });

  it('takes siteUrl from SITE_URL, never from the document', async () => {
    expect((await readSiteSettings({ SITE_URL: 'https://www.example.com' })).siteUrl).toBe('https://www.example.com');
  });

  it('seeds the defaults once and never overwrites a save', async () => {
    const { siteUrl: _siteUrl, ...defaults } = siteSettings;
    expect(await seedSiteSettings(defaults)).toBe(true);
    await put({ ...form, companyName: 'Saved Co' }).expect(200);
    expect(await seedSiteSettings(defaults)).toBe(false);
    expect((await readSiteSettings()).companyName).toBe('Saved Co');
  });
});
