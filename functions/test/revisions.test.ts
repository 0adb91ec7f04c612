/**
 * "Revisions", through the Express app against the Firestore emulator and the disk
 * object store: every save keeps the version before it (form edits, Publish/Unpublish, service
 * texts) with who saved it and when; staff see what changed and restore a version (a restore is
 * a new revision, its photos and old address come back); the last 20 are kept, and a photo only a
 * pruned revision named is freed; a post deleted forever takes its revisions along.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { revisionDetailSchema, revisionListSchema } from '@site/contract/revisions';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, serviceForm } from './fixtures';
import { createPost, publishedPhotos, staffHeaders, useStaffApp, visitorHeaders } from './objects-helpers';

useTestFirestore('revisions');
const { app } = useStaffApp('revisions');
const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `<p>${title}: the story of the work.</p>`,
  status: 'published',
  type: 'project',
  ...extra,
});
const revisions = async (id: string) =>
  revisionListSchema.parse((await request(app).get(`/api/posts/${id}/revisions`).set(staffHeaders).expect(200)).body);

beforeAll(async () => {
  await seedDemoCompany();
});

describe('revisions of a project', () => {
  let id = '';
  let first = '';
  let second = '';

  it('an edit keeps the version before it, with who saved it and when, and what changed', async () => {
    [first, second] = await publishedPhotos(app, '#665544', '#445566');
    const created = await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send(form('Bluestone Walk', { afterImageUrl: first }))
      .expect(201);
    id = created.body.id as string;
    expect(await revisions(id)).toEqual([]);
    await request(app)
      .put(`/api/posts/${id}`)
      .set(staffHeaders)
      .send(form('Bluestone Walk in Milford', { afterImageUrl: second }))
      .expect(200);

    const list = await revisions(id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: 'Bluestone Walk',
      status: 'published',
      savedBy: 'Sam',
      replacedBy: 'Sam',
      restoredFrom: null,
      changes: ['title', 'text', 'photos', 'details'],
    });
    expect(list[0]!.savedAt).toBe(created.body.updatedAt);
    // The replaced photo stays: the revision would restore it.
    await request(app).get(first).expect(200);
  });

  it('Publish/Unpublish is a save too: the version before it is kept, status changed', async () => {
    await request(app).put(`/api/posts/${id}`).set(staffHeaders).send({ status: 'draft' }).expect(200);
    const list = await revisions(id);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ title: 'Bluestone Walk in Milford', status: 'published', changes: ['status'] });
  });

  it('a revision opens with its own fields', async () => {
    const oldest = (await revisions(id)).at(-1)!;
    const detail = revisionDetailSchema.parse(
      (await request(app).get(`/api/posts/${id}/revisions/${oldest.id}`).set(staffHeaders).expect(200)).body,
    );
    expect(detail.post).toMatchObject({
      title: 'Bluestone Walk',
      afterImageUrl: first,
      slug: 'bluestone-walk',
      status: 'published',
    });
    await request(app).get(`/api/posts/${id}/revisions/no-such-revision`).set(staffHeaders).expect(404);
  });

  it('restoring a version brings back its title, text, photos, status and address, and is itself a revision', async () => {
    const oldest = (await revisions(id)).at(-1)!;
    const restored = await request(app)
      .post(`/api/posts/${id}/revisions/${oldest.id}/restore`)
      .set(staffHeaders)
      .expect(200);
    expect(restored.body).toMatchObject({
      title: 'Bluestone Walk',
      slug: 'bluestone-walk',
      status: 'published',
      afterImageUrl: first,
      content: '<p>Bluestone Walk: the story of the work.</p>',
    });
    await request(app).get('/project/bluestone-walk').expect(200);
    // The address it had in between redirects to it (its slug history).
    expect((await request(app).get('/project/bluestone-walk-in-milford').expect(301)).headers.location).toBe(
      '/project/bluestone-walk',
    );
    const list = await revisions(id);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ title: 'Bluestone Walk in Milford', status: 'draft', restoredFrom: oldest.id });
  });

  it('keeps the last 20; a photo only a pruned revision named is freed, the others stay', async () => {
    for (let i = 0; i < 20; i += 1) {
      await request(app)
        .put(`/api/posts/${id}`)
        .set(staffHeaders)
        .send({ status: i % 2 === 0 ? 'draft' : 'published' })
        .expect(200);
    }
    const list = await revisions(id);
    expect(list).toHaveLength(20);
    // The versions that named the second photo were the oldest two: pruned, and no other post names it.
    expect(list.some((revision) => revision.title === 'Bluestone Walk in Milford')).toBe(false);
    await request(app).get(second).expect(404);
    await request(app).get(first).expect(200);
  });

  it('staff only: visitors get 401 and change nothing', async () => {
    await request(app).get(`/api/posts/${id}/revisions`).set(visitorHeaders).expect(401);
    const oldest = (await revisions(id)).at(-1)!;
    await request(app).post(`/api/posts/${id}/revisions/${oldest.id}/restore`).set(visitorHeaders).expect(401);
    expect(await revisions(id)).toHaveLength(20);
  });

  it('a post deleted forever takes its revisions along', async () => {
    await request(app).delete(`/api/posts/${id}`).set(staffHeaders).expect(204);
    expect((await db().collection('postRevisions').where('postId', '==', id).get()).size).toBe(20);
    await request(app).delete(`/api/trash/${id}`).set(staffHeaders).expect(204);
    expect((await db().collection('postRevisions').where('postId', '==', id).get()).size).toBe(0);
    await request(app).get(first).expect(404);
  });
});

describe('revisions of a service text', () => {
  it('a service text edit is kept and restored the same way', async () => {
    const body = serviceForm('fertilizer', { status: 'published' });
    const created = await createPost(app, body);
    await request(app)
      .put(`/api/posts/${created.id}`)
      .set(staffHeaders)
      .send({ ...body, content: '<p>Our new five-part program.</p>' })
      .expect(200);
    const list = await revisions(created.id);
    expect(list).toHaveLength(1);
    expect(list[0]!.changes).toEqual(['text']);
    const back = await request(app)
      .post(`/api/posts/${created.id}/revisions/${list[0]!.id}/restore`)
      .set(staffHeaders)
      .expect(200);
    expect(back.body.content).toBe('<p>Our fertilizer program.</p>');
  });
});
