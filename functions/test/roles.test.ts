/**
 * Roles checked on the server for every route (ADR 0033), through the Express app against the
 * Firestore emulator, with the session check injected: Owner may do everything, Office all but
 * the Team, Company and set-up, Crew create project drafts and edit their own; a refused call is
 * 403 naming the roles that may, and changes nothing.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@site/contract/api';
import type { StaffRole } from '@site/contract/staff-roles';
import { createApp } from '../src/app';
import { roleRules } from '../src/middleware/role-gate';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, storePost } from './fixtures';

useTestFirestore('roles');

const person = (role: StaffRole): AuthUser => ({
  id: `uid-${role}`,
  email: `${role}@example.com`,
  firstName: role,
  lastName: null,
  profileImageUrl: null,
  role,
});
const app = createApp({
  verifySession: async (cookie) => (['owner', 'office', 'crew'].includes(cookie) ? person(cookie as StaffRole) : null),
});
const as = (role: StaffRole) => ({
  Cookie: `__session=${role}`,
  'X-Requested-With': 'fetch',
  Origin: 'http://127.0.0.1:5050',
});
const draftForm = { title: 'Crew Patio', content: '<p>Laid by the crew.</p>', status: 'draft', type: 'project' };

beforeAll(async () => {
  await seedDemoCompany();
  await storePost('roles-published', '2026-01-02T03:04:05Z', {
    type: 'project',
    status: 'published',
    slug: 'roles-published',
    title: 'Roles Published',
    content: '<p>x</p>',
  });
});

describe('403 naming the roles that may', () => {
  it('Crew may not delete posts nor read leads, and the post stays', async () => {
    const del = await request(app).delete('/api/posts/roles-published').set(as('crew')).expect(403);
    expect(del.body).toEqual({
      message: 'Only the Owner or Office role may delete posts. You are signed in as Crew.',
    });
    expect((await db().doc('posts/roles-published').get()).exists).toBe(true);
    const leads = await request(app).get('/api/leads').set(as('crew')).expect(403);
    expect(leads.body.message).toBe('Only the Owner or Office role may see leads. You are signed in as Crew.');
    await request(app).get('/api/leads.csv').set(as('crew')).expect(403);
  });

  it('Office may read leads but not change the company details nor the team', async () => {
    await request(app).get('/api/leads').set(as('office')).expect(200);
    const put = await request(app).put('/api/settings').set(as('office')).send({}).expect(403);
    expect(put.body.message).toBe('Only the Owner role may change the company details. You are signed in as Office.');
    await request(app).get('/api/setup').set(as('office')).expect(403);
    await request(app).get('/api/team').set(as('office')).expect(403);
  });

  it('Owner passes every gate (the route answers), visitors get the routes’ own 401', async () => {
    await request(app).get('/api/setup').set(as('owner')).expect(200);
    await request(app).get('/api/leads').set(as('owner')).expect(200);
    await request(app).delete('/api/posts/roles-missing').set(as('owner')).expect(404);
    await request(app).get('/api/leads').expect(401);
    await request(app).get('/api/trash').expect(401);
  });

  it('a route missing from the table is the Owner’s only', () => {
    expect(roleRules.at(-1)).toMatchObject({ method: 'use', path: '/api', allowed: 'team' });
  });
});

describe('Crew and their own drafts', () => {
  it('Crew create a draft project and edit it while it stays a draft; never publish it', async () => {
    const created = await request(app).post('/api/posts').set(as('crew')).send(draftForm).expect(201);
    const id = created.body.id as string;
    expect((await db().doc(`posts/${id}`).get()).get('createdByUid')).toBe('uid-crew');
    await request(app)
      .put(`/api/posts/${id}`)
      .set(as('crew'))
      .send({ ...draftForm, title: 'Crew Patio, edged' })
      .expect(200);
    await request(app)
      .put(`/api/posts/${id}`)
      .set(as('crew'))
      .send({ ...draftForm, title: 'Crew Patio, edged twice' })
      .expect(200);
    const publish = await request(app)
      .put(`/api/posts/${id}`)
      .set(as('crew'))
      .send({ status: 'published' })
      .expect(403);
    expect(publish.body.message).toMatch(/^Only the Owner or Office role may publish/);
    expect((await db().doc(`posts/${id}`).get()).get('status')).toBe('draft');
    await request(app).put(`/api/posts/${id}`).set(as('office')).send({ status: 'published' }).expect(200);
  });

  it('Crew may not create a published project, a service, nor edit someone else’s draft', async () => {
    await request(app)
      .post('/api/posts')
      .set(as('crew'))
      .send({ ...draftForm, status: 'published' })
      .expect(403);
    const office = await request(app).post('/api/posts').set(as('office')).send(draftForm).expect(201);
    await request(app).put(`/api/posts/${office.body.id}`).set(as('crew')).send(draftForm).expect(403);
    await request(app).get(`/api/posts/${office.body.id}/revisions`).set(as('crew')).expect(403);
  });

  it('Crew read what the admin needs: the user, posts and the upload ticket', async () => {
    const me = await request(app).get('/api/auth/user').set(as('crew')).expect(200);
    expect(me.body.role).toBe('crew');
    await request(app).get('/api/posts?status=all').set(as('crew')).expect(200);
    await request(app).post('/api/objects/upload').set(as('crew')).send({}).expect(200);
    await request(app).get('/api/services/manage').set(as('crew')).expect(200);
    const order = await request(app).put('/api/services/order').set(as('crew')).send({}).expect(403);
    expect(order.body.message).toBe('Only the Owner or Office role may manage services. You are signed in as Crew.');
  });
});

describe('drafts waiting for review', () => {
  it('Crew submit their own draft; Office see it waiting and publish it; it leaves the list', async () => {
    const created = await request(app)
      .post('/api/posts')
      .set(as('crew'))
      .send({ ...draftForm, title: 'Crew Wall' })
      .expect(201);
    const id = created.body.id as string;
    const mine = async () =>
      (await request(app).get('/api/review-requests').set(as('crew')).expect(200)).body as {
        id: string;
        submittedAt: string | null;
      }[];
    expect((await mine()).find((d) => d.id === id)?.submittedAt).toBeNull();
    await request(app).post(`/api/posts/${id}/review-request`).set(as('crew')).expect(204);
    expect((await mine()).find((d) => d.id === id)?.submittedAt).toMatch(/^\d{4}-/);

    const waiting = await request(app).get('/api/review-requests').set(as('office')).expect(200);
    expect(waiting.body).toEqual([expect.objectContaining({ id, title: 'Crew Wall', submittedBy: 'crew' })]);
    await request(app).put(`/api/posts/${id}`).set(as('office')).send({ status: 'published' }).expect(200);
    expect((await request(app).get('/api/review-requests').set(as('office')).expect(200)).body).toEqual([]);
    expect((await mine()).map((d) => d.id)).not.toContain(id);
  });

  it('Crew may not submit someone else’s draft', async () => {
    const office = await request(app).post('/api/posts').set(as('office')).send(draftForm).expect(201);
    await request(app).post(`/api/posts/${office.body.id}/review-request`).set(as('crew')).expect(403);
    await request(app).post(`/api/posts/roles-published/review-request`).set(as('office')).expect(404);
  });
});

describe('the activity list', () => {
  it('records publishes, deletes, restores, exports and company changes with who and when; Owner and Office read it, Crew may not', async () => {
    const created = await request(app)
      .post('/api/posts')
      .set(as('office'))
      .send({ ...draftForm, title: 'Logged Terrace' })
      .expect(201);
    const id = created.body.id as string;
    await request(app).put(`/api/posts/${id}`).set(as('office')).send({ status: 'published' }).expect(200);
    await request(app).put(`/api/posts/${id}`).set(as('office')).send({ status: 'published' }).expect(200);
    await request(app).delete(`/api/posts/${id}`).set(as('office')).expect(204);
    await request(app).post(`/api/trash/${id}/restore`).set(as('owner')).expect(200);
    await request(app).get('/api/leads.csv').set(as('office')).expect(200);
    await request(app).delete('/api/posts/roles-missing').set(as('owner')).expect(404);

    const list = await request(app).get('/api/activity').set(as('owner')).expect(200);
    const mine = (list.body as { action: string; subject: string | null; by: string; at: string }[]).filter(
      (entry) => entry.subject === 'Logged Terrace' || entry.action === 'exported-leads',
    );
    expect(mine.map((entry) => [entry.action, entry.subject, entry.by])).toEqual([
      ['exported-leads', null, 'office'],
      ['restored', 'Logged Terrace', 'owner'],
      ['deleted', 'Logged Terrace', 'office'],
      ['published', 'Logged Terrace', 'office'],
    ]);
    expect(mine[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const stored = (await db().collection('activity').get()).docs[0]!;
    expect(stored.get('expireAt').toMillis() - stored.get('at').toMillis()).toBe(365 * 86_400_000);
    await request(app).get('/api/activity').set(as('office')).expect(200);
    const crew = await request(app).get('/api/activity').set(as('crew')).expect(403);
    expect(crew.body.message).toBe(
      'Only the Owner or Office role may see the activity list. You are signed in as Crew.',
    );
  });
});
