/**
 * Redirect rules can never be turned against the site, through the Express app against the
 * Firestore stand-in (pages rendered by the web's server build): no target leaves the site, no
 * rule takes over one of the app's own pages (however its address is spelled), two saves racing
 * cannot make a loop, and odd addresses are refused or answered 400/404, never 500.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSiteSettings } from '@site/functions/seed/demo-company';
import { redirectKey } from '@site/contract/redirects';
import { db } from '../src/services/platform/firestore';
import { invalidateVisitorReads } from '../src/services/platform/visitor-read-cache';
import { redirectsCollection, ruleId } from '../src/services/redirects/redirect-rules';
import { seedDatabase } from '../src/seed/seed';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { staffApp, staffHeaders, useTempObjects } from './objects-helpers';

useTestFirestore('redirect-safety');
useTempObjects('redirect-safety');
const site = 'http://127.0.0.1:5050';
const app = staffApp({ siteSettings: () => ({ ...demoSiteSettings, siteUrl: site }) });
const add = (body: object) => request(app).post('/api/redirects').set(staffHeaders).send(body);

/** Writes a rule as an older version (or a bad import) might have stored it, bypassing every check. */
async function storeRaw(from: string, to: string): Promise<void> {
  await db()
    .collection(redirectsCollection)
    .doc(ruleId(from.toLowerCase()))
    .set({ from, to, status: 301, hits: 0, lastHitAt: null, createdAt: new Date(), updatedAt: new Date() });
  await invalidateVisitorReads();
}

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
});

describe('redirect rules cannot be turned against the site', () => {
  it('refuses every target that leaves the site once normalised (open redirect)', async () => {
    for (const to of [
      '/.//evil.example',
      '/..//evil.example',
      `${site}//evil.example`,
      '/%2F/evil.example',
      '/\\evil.example',
    ]) {
      const res = await add({ from: '/old-page.html', to });
      expect(res.status, to).toBe(400);
      expect(res.body.errors.to, to).toBeTruthy();
    }
    const csv = await request(app)
      .post('/api/redirects/import')
      .set(staffHeaders)
      .send({ csv: '/old-a.html,/.//evil.example\n/old-b.html,/..//evil.example\n' })
      .expect(400);
    expect(Object.keys(csv.body.errors)).toEqual(['line 1', 'line 2']);
  });

  it('never answers a stored target that leaves the site', async () => {
    await storeRaw('/stored-evil.html', '//evil.example');
    const res = await request(app).get('/stored-evil.html');
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it("refuses rules from the app's own pages, however the address is written", async () => {
    for (const from of [
      '/Admin',
      '/Staff/sign-in',
      '/Admin/redirects',
      '/%63ontact',
      '/%70rivacy',
      '/x/../about',
      '/UPLOAD/',
    ]) {
      const res = await add({ from, to: '/services' });
      expect(res.status, from).toBe(400);
      expect(res.body.errors.from, from).toMatch(/page of this site|staff page/);
    }
  });

  it("never looks a rule up for the app's own pages, even one stored before the check", async () => {
    await storeRaw('/admin', '/services');
    await storeRaw('/contact', '/services');
    await request(app).get('/contact').expect(200);
    await request(app).get('/Contact').expect(200);
    const admin = await request(app).get('/admin');
    expect(admin.status).toBe(200);
  });

  it('two saves racing cannot make a loop: one is saved, the other refused', async () => {
    await add({ from: '/race-a.html', to: '/services' }).expect(201);
    await add({ from: '/race-b.html', to: '/about' }).expect(201);
    const put = (from: string, to: string) =>
      request(app)
        .put(`/api/redirects/${encodeURIComponent(encodeURIComponent(from))}`)
        .set(staffHeaders)
        .send({ from, to });
    const [first, second] = await Promise.all([
      put('/race-a.html', '/race-b.html'),
      put('/race-b.html', '/race-a.html'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect((first.status === 400 ? first : second).body.errors.to).toMatch(/loop/);
  });

  it('a loop stored anyway is answered as no redirect, never a redirect loop', async () => {
    await storeRaw('/loop-a.html', '/loop-b.html');
    await storeRaw('/loop-b.html', '/loop-a.html');
    await request(app).get('/loop-a.html').expect(404);
  });

  it('odd addresses: refused with a message or answered 404, never 500', async () => {
    expect((await add({ from: '/%2F', to: '/services' })).status).toBe(400);
    expect((await add({ from: '/%E0%A4%A', to: '/services' })).status).toBe(400);
    const csv = await request(app).post('/api/redirects/import').set(staffHeaders).send({ csv: '/x,/%2F\n' });
    expect(csv.status).toBe(400);
    for (const path of ['/%E0%A4%A', '/%2F', '/a%00b', '/..%2F..%2Fadmin']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(redirectKey('/%E0%A4%A')).toBeNull();
  });
});
