/**
 * an image field accepts only this site's own images, on every post type,
 * through POST/PUT /api/posts against the Firestore emulator and the disk object store; and the
 * migration clears what was stored before the rule.
 */
import request from 'supertest';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearForeignImages, formatForeignImages } from '../src/migrations/clear-foreign-images';
import { db } from '../src/services/platform/firestore';
import { missingImageMessage } from '../src/services/media/image-references';
import { useTestFirestore } from './emulator';
import { storePost } from './fixtures';
import { staffHeaders, storedImagePaths, useStaffApp } from './objects-helpers';

useTestFirestore('site-images');
const { app } = useStaffApp('site-images');
const [uploaded] = await storedImagePaths(1);
const name = uploaded!.slice('/objects/'.length, -'.jpg'.length);
const project = {
  title: 'Image Rule Patio',
  content: '<p>A patio with enough detail.</p>',
  status: 'draft',
  type: 'project',
};
const service = {
  type: 'service',
  slug: 'hydro-seeding',
  title: 'Hydro',
  excerpt: 'Seed.',
  content: '<p>Hydro-seeding in Orange.</p>',
  status: 'draft',
};
const postCount = async () => (await db().collection('posts').count().get()).data().count;

/** What an attacker stored at be25a28 (201 each): actions, traversals, encodings, control characters, other origins. */
const attacks = [
  '/api/logout',
  '/objects/../api/logout',
  '/objects/%2e%2e/api/logout',
  '/api/lo\tgout',
  'https://evil.example/a.jpg',
  `/objects/${name}.jpg?logout`,
  `//evil.example/objects/${name}.jpg`,
];

beforeAll(async () => {});

describe("image fields take only this site's own images", () => {
  it.each(attacks)('POST /api/posts refuses %j in every image field of a project, writing nothing', async (value) => {
    const before = await postCount();
    const res = await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send({
        ...project,
        beforeImageUrl: value,
        afterImageUrl: value,
        featuredImageUrl: value,
        galleryImages: [value],
      })
      .expect(400);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: {
        beforeImageUrl: 'Image must be an uploaded image path',
        afterImageUrl: 'Image must be an uploaded image path',
        featuredImageUrl: 'Image must be an uploaded image path',
        'galleryImages.0': 'Image must be an uploaded image path',
      },
    });
    expect(await postCount()).toBe(before);
  });

  it.each(attacks)("POST /api/posts refuses %j as a service post's image", async (value) => {
    const res = await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send({ ...service, image: value })
      .expect(400);
    expect(res.body.errors).toEqual({ image: 'Image must be an uploaded image path' });
  });

  it('refuses an uploaded image that does not exist, naming the field', async () => {
    const ghost = '/objects/0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    const res = await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send({ ...project, afterImageUrl: uploaded, galleryImages: [ghost] })
      .expect(400);
    expect(res.body).toEqual({ message: 'Validation failed', errors: { 'galleryImages.0': missingImageMessage } });
    const svc = await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send({ ...service, image: ghost.replace('.jpg', '-480w.webp') })
      .expect(400);
    expect(svc.body.errors).toEqual({ image: missingImageMessage });
  });

  it('takes an existing upload (a variant stored as its master) and a built-in photo', async () => {
    const created = await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send({ ...project, beforeImageUrl: `/objects/${name}-960w.webp`, afterImageUrl: '/photos/green-meadow.jpg' })
      .expect(201);
    expect(created.body).toMatchObject({ beforeImageUrl: uploaded, afterImageUrl: '/photos/green-meadow.jpg' });
    const edit = await request(app)
      .put(`/api/posts/${created.body.id}`)
      .set(staffHeaders)
      .send({ ...project, beforeImageUrl: '/api/logout' })
      .expect(400);
    expect(edit.body.errors).toEqual({ beforeImageUrl: 'Image must be an uploaded image path' });
  });
});

describe('the migration of stored image values', () => {
  it('clears values that break the rule (with their alt texts), keeps the rest, and a second run changes nothing', async () => {
    const time = '2026-01-02T03:04:05Z';
    const base = { type: 'project', status: 'draft', title: 'Old', slug: 'old', content: null };
    const at = await storePost('poisoned', time, {
      ...base,
      beforeImageUrl: '/api/logout',
      beforeImageAlt: 'Logout',
      afterImageUrl: `/objects/${name}-480w.avif`,
      featuredImageUrl: '/objects/%2e%2e/api/logout',
      featured_image_url: 'https://evil.example/x.jpg',
      galleryImages: ['/photos/calm-lake.jpg', '/api/lo\tgout', uploaded],
      galleryImageAlts: ['Lake', 'Tab', 'Mine'],
    });
    await storePost('clean', time, { ...base, slug: 'clean', beforeImageUrl: uploaded, galleryImages: [] });

    const first = await clearForeignImages();
    expect(first.changed).toEqual([
      {
        id: 'poisoned',
        cleared: ['featuredImageUrl', 'featured_image_url', 'beforeImageUrl', 'galleryImages.1'],
        normalized: ['afterImageUrl'],
      },
    ]);
    const stored = (await db().collection('posts').doc('poisoned').get()).data();
    expect(stored).toMatchObject({
      beforeImageUrl: null,
      beforeImageAlt: null,
      afterImageUrl: uploaded,
      featuredImageUrl: null,
      featured_image_url: null,
      galleryImages: ['/photos/calm-lake.jpg', uploaded],
      galleryImageAlts: ['Lake', 'Mine'],
    });
    expect((stored?.updatedAt as Timestamp).isEqual(at)).toBe(true);
    // The log line names posts and fields, never the stored values.
    const line = formatForeignImages(first);
    expect(line).toContain('poisoned: cleared featuredImageUrl, featured_image_url, beforeImageUrl, galleryImages.1');
    expect(line).not.toMatch(/logout|evil/);
    expect((await clearForeignImages()).changed).toEqual([]);
  });
});
