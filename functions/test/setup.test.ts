/**
 * The "Set up your site" checklist (routes/setup.ts, services/posts/demo-projects.ts):
 * staff see what is left (Company saved by staff, demo projects, their own privacy page
 * published, the Google Business Profile link); they remove every demo project (any status) with its stored images in one step, for
 * good (nothing in the Trash); a project staff made stays, with its images; visitors get 401, a
 * cross-site call 403, and nothing changes.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { defaultObjectStore } from '../src/services/media/object-store/select-object-store';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { staffHeaders, storedImagePaths, useStaffApp, visitorHeaders } from './objects-helpers';

useTestFirestore('setup');
const { app } = useStaffApp('setup');
const staffCookie = { Cookie: '__session=staff' };
const stored = (objectPath: string) => defaultObjectStore().hasPublic(objectPath);

let ownId = '';
let demoImage = '';
let ownImage = '';

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
  const [first, second] = await storedImagePaths(2);
  demoImage = first!;
  ownImage = second!;
  // Staff gave one demo project a photo of their own; and made a project of their own.
  await db().collection('posts').doc(testProjects[0]!.id).update({ featuredImageUrl: demoImage });
  const created = await request(app).post('/api/posts').set(staffHeaders).send({
    title: 'Our Own Patio',
    content: 'A patio we built last spring for a client.',
    status: 'published',
    type: 'project',
    beforeImageUrl: ownImage,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ownId = created.body.id as string;
});

/** GET /api/setup as staff. */
const status = async () =>
  (await request(app).get('/api/setup').set(staffCookie).expect(200)).body as Record<string, unknown>;
/** The Company settings as staff read them (GET /api/settings), to PUT back with a change. */
const companySettings = async () =>
  (await request(app).get('/api/settings').set(staffCookie).expect(200)).body as Record<string, unknown>;
/** PUT /api/settings as staff. */
const saveCompany = (settings: Record<string, unknown>) =>
  request(app).put('/api/settings').set(staffHeaders).send(settings);

describe('the set-up checklist', () => {
  it('after the seed: Company not saved by staff, every demo project left, no privacy page of their own; visitors cannot ask', async () => {
    const res = await request(app).get('/api/setup').set(staffCookie).expect(200);
    expect(res.body).toEqual({
      company: false,
      demoProjects: testProjects.length,
      ownProjects: 1,
      privacy: false,
      heroPhotos: false,
      googleBusinessProfile: false,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    await request(app).get('/api/setup').expect(401);
  });

  it('counts demo projects by their id range and every other project as staff’s own, whatever ids sort beside them', async () => {
    const near = ['demo', 'demo.x', 'demo_x', 'democrat-wall', 'dem-o'];
    const posts = db().collection('posts');
    const fields = { type: 'project', title: 'A wall near the demo ids', status: 'draft', createdAt: new Date() };
    for (const id of near) await posts.doc(id).set({ ...fields, slug: id });
    await posts.doc('demo-service-text').set({ ...fields, slug: 'demo-service-text', type: 'service' });
    try {
      expect(await status()).toMatchObject({ demoProjects: testProjects.length, ownProjects: 1 + near.length });
    } finally {
      for (const id of [...near, 'demo-service-text']) await posts.doc(id).delete();
    }
  });

  it('a draft privacy page is not done; a published one is', async () => {
    const page = {
      type: 'page',
      slug: 'privacy',
      title: 'Privacy policy',
      content: '<p>We keep requests two years.</p>',
      status: 'draft',
    };
    const created = await request(app).post('/api/posts').set(staffHeaders).send(page);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await status()).privacy).toBe(false);
    const id = created.body.id as string;
    const published = await request(app)
      .put(`/api/posts/${id}`)
      .set(staffHeaders)
      .send({ ...page, status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await status()).privacy).toBe(true);
  });

  it('Company is done once staff save it (the seed wrote it before)', async () => {
    const current = await companySettings();
    const saved = await saveCompany(current);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await status()).company).toBe(true);
  });

  it('the Google Business Profile link is done once the Company section has it, and open again when it is emptied', async () => {
    const current = await companySettings();
    expect((await status()).googleBusinessProfile).toBe(false);
    const saved = await saveCompany({ ...current, googleBusinessProfileUrl: 'https://g.page/r/CXyz123abc' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await status()).googleBusinessProfile).toBe(true);
    await saveCompany({ ...current, googleBusinessProfileUrl: '' }).expect(200);
    expect((await status()).googleBusinessProfile).toBe(false);
  });
});

describe('demo projects', () => {
  it('refuses visitors and cross-site calls without removing anything', async () => {
    await request(app).delete('/api/setup/demo-projects').set(visitorHeaders).expect(401);
    await request(app)
      .delete('/api/setup/demo-projects')
      .set({ ...staffHeaders, Origin: 'https://evil.example' })
      .expect(403);
    expect((await status()).demoProjects).toBe(testProjects.length);
  });

  it('removes every demo project (drafts and archived too) with its stored images; staff’s own project stays', async () => {
    expect(await stored(demoImage)).toBe(true);
    const res = await request(app).delete('/api/setup/demo-projects').set(staffHeaders).expect(200);
    expect(res.body).toEqual({ removed: testProjects.length });
    const left = await db().collection('posts').where('type', '==', 'project').get();
    expect(left.docs.map((doc) => doc.id)).toEqual([ownId]);
    expect(
      (await db().collection('trash').get()).docs.map((doc) => doc.id).filter((id) => id.startsWith('demo-')),
    ).toEqual([]);
    expect(await stored(demoImage)).toBe(false);
    expect(await stored(ownImage)).toBe(true);
    expect(await status()).toMatchObject({ demoProjects: 0, ownProjects: 1 });
    expect((await request(app).delete('/api/setup/demo-projects').set(staffHeaders).expect(200)).body).toEqual({
      removed: 0,
    });
  });
});
