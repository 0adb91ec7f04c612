/**
 * "Redirects for the old site", through the Express app against the Firestore emulator
 * (pages rendered by the web's server build): a rule added through the API is answered by the
 * page server before rendering and counts its hits; rules are validated (same-site targets, no
 * loop, no live page shadowed); a chain ends in one hop; the CSV import is all or nothing.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSiteSettings } from '@site/functions/seed/demo-company';
import { redirectRuleListSchema } from '@site/contract/redirects';
import { seedDatabase } from '../src/seed/seed';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { staffApp, staffHeaders, useTempObjects, visitorHeaders } from './objects-helpers';

useTestFirestore('redirects');
useTempObjects('redirects');
const site = 'https://www.example.com';
const app = staffApp({ siteSettings: () => ({ ...demoSiteSettings, siteUrl: site }) });
const add = (body: object) => request(app).post('/api/redirects').set(staffHeaders).send(body);
const rules = async () =>
  redirectRuleListSchema.parse(
    (await request(app).get('/api/redirects?limit=100').set(staffHeaders).expect(200)).body.items,
  );

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
});

describe('redirects for the old site', () => {
  it('a rule added by staff answers before rendering and counts its hits', async () => {
    await request(app).get('/services.html').expect(404);
    await add({ from: '/services.html', to: '/services', status: 301 }).expect(201);
    for (const path of ['/services.html', '/Services.html/', '/services.html?utm=fb']) {
      const res = await request(app).get(path).expect(301);
      expect(res.headers.location, path).toBe('/services');
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    const [rule] = await rules();
    expect(rule).toMatchObject({ from: '/services.html', to: '/services', status: 301, hits: 3 });
    expect(rule!.lastHitAt).not.toBeNull();
  });

  it('accepts a full address of the old site and of this one; 302 when asked', async () => {
    await add({
      from: 'https://old-landscaper.example/gallery/stone-wall.html',
      to: `${site}/projects?filter=residential`,
      status: 302,
    }).expect(201);
    const res = await request(app).get('/gallery/stone-wall.html').expect(302);
    expect(res.headers.location).toBe('/projects?filter=residential');
  });

  it('refuses other sites, non-pages, live pages, an address that has a rule, and loops: nothing written', async () => {
    const before = (await rules()).length;
    const cases: [object, string, RegExp][] = [
      [{ from: '/a.html', to: 'https://evil.example/x' }, 'to', /pages of this site only/],
      [{ from: '/a.html', to: '/api/logout' }, 'to', /not pages/],
      [{ from: '/about', to: '/contact' }, 'from', /page of this site/],
      [{ from: '/service/landscaping', to: '/contact' }, 'from', /service page/],
      [{ from: '/project/stone-patio-guilford', to: '/contact' }, 'from', /A project has this address/],
      [{ from: '/admin', to: '/contact' }, 'from', /staff page/],
      [{ from: '/services.html', to: '/about' }, 'from', /already has a redirect/],
      [{ from: '/services', to: '/services.html' }, 'from', /page of this site/],
      [{ from: '/b.html', to: '/b.html' }, 'to', /cannot lead to itself/],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(body);
      expect([400, 409], JSON.stringify(body)).toContain(res.status);
      expect(res.body.errors?.[field], JSON.stringify(body)).toMatch(message);
    }
    const nowhere = await add({ from: '/c.html', to: '/d.html' }).expect(400);
    expect(nowhere.body.errors.to).toMatch(/No page of this site has the address \/d.html/);
    const draft = await add({ from: '/c.html', to: '/project/secret-draft-walkway' }).expect(400);
    expect(draft.body.errors.to).toMatch(/No page of this site/);
    await add({ from: '/d.html', to: '/services' }).expect(201);
    await add({ from: '/c.html', to: '/d.html' }).expect(201);
    const loop = await request(app)
      .put(`/api/redirects/${encodeURIComponent(encodeURIComponent('/d.html'))}`)
      .set(staffHeaders)
      .send({ from: '/d.html', to: '/c.html' })
      .expect(400);
    expect(loop.body.errors.to).toMatch(/loop: \/d.html → \/c.html → \/d.html/);
    expect((await rules()).length).toBe(before + 2);
  });

  it('a chain is one hop: a rule to another rule, and to an old project address, ends at the page', async () => {
    await add({ from: '/e.html', to: '/c.html' }).expect(201);
    expect((await request(app).get('/e.html').expect(301)).headers.location).toBe('/services');
  });

  it('the CSV import is all or nothing, and lists the lines at fault', async () => {
    const before = (await rules()).length;
    const bad = await request(app)
      .post('/api/redirects/import')
      .set(staffHeaders)
      .send({
        csv: 'from,to,status\n/old-1.html,/about\n/old-2.html,https://evil.example/\n/old-3.html,/contact,307\n',
      })
      .expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['line 4', 'line 3']);
    expect((await rules()).length).toBe(before);
    const good = await request(app)
      .post('/api/redirects/import')
      .set(staffHeaders)
      .send({
        csv: 'from,to,status\r\n/old-1.html,/about\r\n"/old,2.html",/contact,302\r\n/services.html,/services\r\n',
      })
      .expect(200);
    expect(good.body).toEqual({ created: 2, updated: 1 });
    expect((await request(app).get('/old%2C2.html').expect(302)).headers.location).toBe('/contact');
    // Replaced, its hits kept.
    expect((await rules()).find((rule) => rule.from === '/services.html')!.hits).toBe(3);
  });

  it('staff only', async () => {
    await request(app).get('/api/redirects').set(visitorHeaders).expect(401);
    await request(app).post('/api/redirects').set(visitorHeaders).send({ from: '/x.html', to: '/about' }).expect(401);
    await request(app).post('/api/redirects/import').set(visitorHeaders).send({ csv: '/x.html,/about' }).expect(401);
  });
});
