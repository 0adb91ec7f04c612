/**
 * A real contractor's first day (ADR 0031): a non-demo project id on an empty Firestore, the
 * migrations (never the seed), the company saved as a company in another state with no licences
 * or certifications. Services, project tags, JSON-LD and the sitemap work from the migrations'
 * defaults, and no public page says anything of the demo company.
 */
import { readdirSync } from 'node:fs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { inject } from 'vitest';
import type { Service } from '@site/contract/service';
import { defaultServicesMarkPath, writeDefaultServices } from '../src/migrations/default-services';
import { runMigrations } from '../src/migrations/run-migrations';
import { db } from '../src/services/platform/firestore';
import { invalidateVisitorReads } from '../src/services/platform/visitor-read-cache';
import { acmeCompany } from './fixtures';
import { leadBody, leadsApp, submitLead } from './lead-helpers';
import { createPost, staffApp, staffHeaders, storedImagePaths, useTempObjects } from './objects-helpers';
import { sitemapText } from './sitemap-files';

// A real project's id: no `demo-` prefix (the seed would refuse it), on the tests' Firestore stand-in.
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
process.env.GCLOUD_PROJECT = 'acme-landscaping-first-run';
process.env.METADATA_SERVER_DETECTION = 'none';
useTempObjects('real-project');
const app = staffApp({ deleteImages: async () => undefined });
/** What only the demo company says: its town, state, founding year, licences, lead prefix, photos. */
const demoClaims = [
  /Orange/,
  /Connecticut/,
  /, CT/,
  /1998/,
  /Licensed/,
  /OV-/,
  new RegExp(`/photos/(${demoPhotos()})`),
];
let project: { id: string; slug: string };

beforeAll(async () => {
  await runMigrations();
  const saved = await request(app).put('/api/settings').set(staffHeaders).send(inputFromSettings(acmeCompany));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const [before, after] = await storedImagePaths(2);
  project = await createPost(app, {
    title: 'Backyard Patio and Wall',
    content: '<p>A new patio with a seat wall.</p>',
    status: 'published',
    type: 'project',
    location: 'Dublin, OH',
    serviceIds: ['patios-hardscape', 'natural-stone-walls'],
    beforeImageUrl: before,
    afterImageUrl: after,
  });
});

describe('a real project after the migrations', () => {
  it('lists the default services', async () => {
    const res = await request(app).get('/api/services').expect(200);
    expect(res.body).toHaveLength(13);
    expect(res.body[0]).toEqual({ id: 'landscaping', name: 'Landscaping', slug: 'landscaping' });
  });

  it('shows a project’s two services on its page and in its JSON-LD', async () => {
    const html = (await request(app).get(`/project/${project.slug}`).expect(200)).text;
    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain('Patios and Hardscape');
    expect(body).toContain('Natural Stone Walls');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]).join();
    expect(jsonLd).toContain('"name":"Patios and Hardscape"');
    expect(jsonLd).toContain('"name":"Natural Stone Walls"');
  });

  it('lists every service page in the sitemap', async () => {
    const services = (await request(app).get('/api/services').expect(200)).body as { slug: string }[];
    const xml = await sitemapText(app);
    for (const { slug } of services) expect(xml).toContain(`/service/${slug}</loc>`);
  });

  it('no public page says anything of the demo company', async () => {
    const services = (await request(app).get('/api/services').expect(200)).body as Service[];
    const paths = ['/', '/services', '/projects', `/project/${project.slug}`, '/about', '/contact', '/privacy'];
    const found: string[] = [];
    for (const path of [...paths, ...services.map((s) => `/service/${s.slug}`)]) {
      const html = (await request(app).get(path).expect(200)).text;
      for (const claim of demoClaims) {
        const at = html.search(claim);
        if (at >= 0) found.push(`${path}: ${html.slice(Math.max(0, at - 60), at + 40)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('a request gets the company’s reference prefix, and its town is not judged against the demo towns', async () => {
    const leads = leadsApp();
    const { id, reference } = await submitLead(leads, leadBody({ town: 'Hartford', street: '1 Elm Street' }));
    expect(reference).toMatch(/^AC-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect((await db().doc(`leads/${id}`).get()).get('townInServiceArea')).toBeNull();
  });

  it('a later run never brings back or rewrites a service staff changed', async () => {
    await db().doc('services/fertilizer').delete();
    await db().doc('services/landscaping').update({ name: 'Lawns and Gardens' });
    await invalidateVisitorReads(); // written outside the API, which would do it
    expect(await runMigrations()).toContain('migrate: default services: written by an earlier run');
    const services = (await request(app).get('/api/services').expect(200)).body as Service[];
    expect(services.map((s) => s.slug)).not.toContain('fertilizer');
    expect((await db().doc('services/landscaping').get()).get('name')).toBe('Lawns and Gardens');
  });

  it('a project with services from before the mark gets only the missing ones, its own kept', async () => {
    await db().doc(defaultServicesMarkPath).delete();
    const result = await writeDefaultServices();
    expect(result).toEqual({ created: ['fertilizer'], kept: 12, done: false });
    expect((await db().doc('services/landscaping').get()).get('name')).toBe('Lawns and Gardens');
  });
});

/** The demo photos' names (assets/photos), as one alternation. */
function demoPhotos(): string {
  const dir = new URL('../../assets/photos/', import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jpg'))
    .map((name) => name.replace(/\.jpg$/, ''))
    .join('|');
}
