/**
 * slugs are reserved atomically (`slugs/{type}:{slug}` created in the post's
 * transaction), against the Firestore emulator (the local stand-in, whose transactions do not
 * lock what they read: only the reservation's `create()` keeps two creates apart).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { reserveExistingSlugs } from '../src/migrations/reserve-slugs';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { slugsCollection } from '../src/services/posts/slug-reservations';
import { useTestFirestore } from './emulator';
import { serviceForm, testProjects } from './fixtures';
import { createPost, staffHeaders, useStaffApp } from './objects-helpers';

useTestFirestore('slug-reservations');
const { app } = useStaffApp('slug-reservations');
const project = (title: string) => ({
  title,
  content: '<p>A project with enough words.</p>',
  status: 'draft',
  type: 'project',
});
const reservation = async (id: string) => (await db().collection(slugsCollection).doc(id).get()).data();

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});

describe('slug reservations', () => {
  it('30 concurrent creates with one title get 30 distinct slugs, each reserved for its post', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(app).post('/api/posts').set(staffHeaders).send(project('Concurrent Patio')),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(30).fill(201));
    const slugs = responses.map((res) => res.body.slug as string);
    expect(new Set(slugs).size).toBe(30);
    expect(slugs).toContain('concurrent-patio');
    for (const res of responses)
      expect(await reservation(`project:${res.body.slug}`)).toMatchObject({
        postId: res.body.id,
        type: 'project',
        slug: res.body.slug,
      });
  });

  it('concurrent creates of one service page: exactly one is written, the others are 409', async () => {
    const form = serviceForm('putting-greens');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => request(app).post('/api/posts').set(staffHeaders).send(form)),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    const stored = (await db().collection('posts').get()).docs.filter(
      (doc) => doc.get('type') === 'service' && doc.get('slug') === 'putting-greens',
    );
    expect(stored).toHaveLength(1);
  });

  it("a slug change keeps the old slug as the post's history; a delete for good releases both for the next post", async () => {
    const created = await createPost(app, project('Moving Wall'));
    expect(created.slug).toBe('moving-wall');
    const renamed = await request(app)
      .put(`/api/posts/${created.id}`)
      .set(staffHeaders)
      .send(project('Moved Wall'))
      .expect(200);
    expect(renamed.body.slug).toBe('moved-wall');
    expect(await reservation('project:moving-wall')).toMatchObject({ postId: created.id });
    expect(await reservation('project:moved-wall')).toMatchObject({ postId: created.id });
    // Both slugs are the post's: others get the next free ones.
    expect((await createPost(app, project('Moving Wall'))).slug).toBe('moving-wall-2');
    expect((await createPost(app, project('Moved Wall'))).slug).toBe('moved-wall-2');
    // Taking back its own old name works (the reservation is its own).
    expect(
      (await request(app).put(`/api/posts/${created.id}`).set(staffHeaders).send(project('Moving Wall')).expect(200))
        .body.slug,
    ).toBe('moving-wall');

    await request(app).delete(`/api/posts/${created.id}`).set(staffHeaders).expect(204);
    // In the Trash it keeps them (a restore brings its address back); deleted forever, they go.
    expect(await reservation('project:moved-wall')).toMatchObject({ postId: created.id });
    await request(app).delete(`/api/trash/${created.id}`).set(staffHeaders).expect(204);
    expect(await reservation('project:moved-wall')).toBeUndefined();
    expect(await reservation('project:moving-wall')).toBeUndefined();
    expect((await createPost(app, project('Moved Wall'))).slug).toBe('moved-wall');
  });

  it('the migration reserves the slugs of posts written before reservations, once', async () => {
    const seeded = testProjects[0]!;
    expect(await reservation(`project:${seeded.slug}`)).toBeUndefined();
    const first = await reserveExistingSlugs();
    expect(first.reserved).toEqual(expect.arrayContaining(testProjects.map((p) => p.id)));
    expect(await reservation(`project:${seeded.slug}`)).toMatchObject({ postId: seeded.id });
    expect((await reserveExistingSlugs()).reserved).toEqual([]);
  });
});
