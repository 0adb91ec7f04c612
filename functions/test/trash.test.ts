/**
 * "Trash", through the Express app against the Firestore emulator and the disk object
 * store (real uploads, createApp's real image deletion): a delete moves the post to the Trash
 * (404 for visitors, in no list nor the sitemap, its photos, slug and views kept); a restore
 * brings it back whole; "Delete forever" and the purge after 30 days (the clock moved) remove it
 * with only the photos no other post uses; services and pages too; leads are not posts.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { trashListSchema } from '@site/contract/trash';
import { deleteStoredImages } from '../src/services/media/object-store/delete-stored-images';
import { db } from '../src/services/platform/firestore';
import { readViewCount } from '../src/services/posts/post-views';
import { slugsCollection } from '../src/services/posts/slug-reservations';
import { purgeExpiredTrash } from '../src/services/posts/trash';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, serviceForm } from './fixtures';
import { createPost, publishedPhotos, staffHeaders, useStaffApp, visitorHeaders } from './objects-helpers';
import { sitemapText } from './sitemap-files';

useTestFirestore('trash');
const { app } = useStaffApp('trash');
/** Creates a project as staff, published unless `status` says, with the given photo fields. */
const createProject = (title: string, photos: Record<string, unknown> = {}, status = 'published') =>
  createPost(app, { title, content: '<p>A project kept in the Trash.</p>', status, type: 'project', ...photos });
const trash = async () =>
  trashListSchema.parse((await request(app).get('/api/trash?limit=100').set(staffHeaders).expect(200)).body.items);
const day = 24 * 3600_000;

beforeAll(async () => {
  await seedDemoCompany();
});

describe('delete → Trash → restore', () => {
  it('a deleted project leaves the site at once but keeps its photos, address and views; restore brings it back whole', async () => {
    const [before, after, extra] = await publishedPhotos(app, '#664422', '#226644', '#224466');
    const post = await createProject('Trash Patio', {
      beforeImageUrl: before,
      afterImageUrl: after,
      galleryImages: [extra],
      featuredImageUrl: extra,
    });
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    await request(app)
      .post(`/api/posts/${post.id}/views`)
      .set({ ...visitorHeaders, 'User-Agent': chrome })
      .send({ browserId: `browser${'trash'.padStart(25, '0')}` })
      .expect(204);
    const views = await readViewCount(post.id);
    expect(views).toBe(1);
    const stored = (await request(app).get(`/api/posts/${post.id}`).set(staffHeaders).expect(200)).body;
    await request(app).get('/project/trash-patio').expect(200);

    await request(app).delete(`/api/posts/${post.id}`).set(staffHeaders).expect(204);
    // Gone for visitors: the page, the API, every list and the sitemap.
    await request(app).get('/project/trash-patio').expect(404);
    await request(app).get(`/api/posts/${post.id}`).expect(404);
    await request(app).get('/api/posts/trash-patio').expect(404);
    expect(
      (await request(app).get('/api/posts?type=project').expect(200)).body.items.map((p: { id: string }) => p.id),
    ).not.toContain(post.id);
    expect((await request(app).get('/projects').expect(200)).text).not.toContain('Trash Patio');
    expect(await sitemapText(app)).not.toContain('trash-patio');
    // And from the admin list; it is in the Trash, with its photos kept.
    expect(
      (await request(app).get('/api/posts?status=all&limit=100').set(staffHeaders).expect(200)).body.items.map(
        (p: { id: string }) => p.id,
      ),
    ).not.toContain(post.id);
    const listed = (await trash()).find((item) => item.id === post.id);
    expect(listed).toMatchObject({
      title: 'Trash Patio',
      type: 'project',
      status: 'published',
      slug: 'trash-patio',
      photoCount: 3,
      thumbnail: extra,
      trashedBy: 'Sam',
    });
    expect(new Date(listed!.purgeAt).getTime() - new Date(listed!.trashedAt).getTime()).toBe(30 * day);
    for (const path of [before, after, extra]) await request(app).get(path).expect(200);
    // Its address stays its own: a new project of that title gets another slug.
    expect((await createProject('Trash Patio', {}, 'draft')).slug).toBe('trash-patio-2');

    const restored = await request(app).post(`/api/trash/${post.id}/restore`).set(staffHeaders).expect(200);
    expect(restored.body).toMatchObject({
      id: post.id,
      slug: 'trash-patio',
      status: 'published',
      beforeImageUrl: before,
      afterImageUrl: after,
      galleryImages: [extra],
      featuredImageUrl: extra,
      createdAt: stored.createdAt,
      views,
    });
    await request(app).get('/project/trash-patio').expect(200);
    expect((await trash()).map((item) => item.id)).not.toContain(post.id);
    expect(await sitemapText(app)).toContain('/project/trash-patio<');
  });

  it('refuses visitors and bad ids: 401 without a session, 404 for what is not in the Trash', async () => {
    await request(app).get('/api/trash').set(visitorHeaders).expect(401);
    await request(app).post('/api/trash/nothing-here/restore').set(visitorHeaders).expect(401);
    await request(app).delete('/api/trash/nothing-here').set(visitorHeaders).expect(401);
    await request(app).post('/api/trash/nothing-here/restore').set(staffHeaders).expect(404);
    await request(app).delete('/api/trash/nothing-here').set(staffHeaders).expect(404);
    await request(app).delete('/api/posts/nothing-here').set(staffHeaders).expect(404);
  });

  it('a service text goes to the Trash too: the built-in text is back, and its restore is refused while new text holds the slug', async () => {
    const form = serviceForm('hydro-seeding', { title: 'Hydro', status: 'published' });
    const first = await createPost(app, form);
    await request(app).delete(`/api/posts/${first.id}`).set(staffHeaders).expect(204);
    expect((await trash()).find((item) => item.id === first.id)).toMatchObject({ type: 'service', title: 'Hydro' });
    const second = (
      await request(app)
        .post('/api/posts')
        .set(staffHeaders)
        .send({ ...form, title: 'Newer' })
        .expect(201)
    ).body as { id: string };
    const refused = await request(app).post(`/api/trash/${first.id}/restore`).set(staffHeaders).expect(409);
    expect(refused.body.message).toMatch(/hydro-seeding service has new text/);
    await request(app).delete(`/api/posts/${second.id}`).set(staffHeaders).expect(204);
    expect(
      (await request(app).post(`/api/trash/${first.id}/restore`).set(staffHeaders).expect(200)).body,
    ).toMatchObject({ id: first.id, title: 'Hydro', status: 'published' });
  });
});

describe('Delete forever and the purge', () => {
  it('Delete forever removes the post, its slugs, its views and only the photos no other post uses', async () => {
    const [own, shared] = await publishedPhotos(app, '#101010', '#202020');
    const post = await createProject('Forever Wall', { beforeImageUrl: own, afterImageUrl: shared });
    await createProject('Keeps The Shared', { afterImageUrl: shared }, 'draft');
    await request(app).delete(`/api/posts/${post.id}`).set(staffHeaders).expect(204);
    await request(app).delete(`/api/trash/${post.id}`).set(staffHeaders).expect(204);
    await request(app).get(own).expect(404);
    await request(app).get(shared).expect(200);
    expect((await trash()).map((item) => item.id)).not.toContain(post.id);
    expect((await db().collection(slugsCollection).doc('project:forever-wall').get()).exists).toBe(false);
    await request(app).post(`/api/trash/${post.id}/restore`).set(staffHeaders).expect(404);
  });

  it('the purge after 30 days (clock moved) removes what is due, with the photos only it used, and keeps the rest', async () => {
    // What earlier tests left in the Trash goes first (they would be due at day 31 too).
    for (const item of await trash()) await request(app).delete(`/api/trash/${item.id}`).set(staffHeaders).expect(204);
    const [onlyOld, sharedWithTrash, sharedWithLive] = await publishedPhotos(app, '#303030', '#404040', '#505050');
    const old = await createProject('Old Trash', {
      beforeImageUrl: onlyOld,
      afterImageUrl: sharedWithTrash,
      galleryImages: [sharedWithLive],
    });
    await createProject('Live Neighbour', { afterImageUrl: sharedWithLive });
    await request(app).delete(`/api/posts/${old.id}`).set(staffHeaders).expect(204);
    const recent = await createProject('Recent Trash', { afterImageUrl: sharedWithTrash });
    const trashedAt = (await trash()).find((item) => item.id === old.id)!.trashedAt;
    // The recent one went to the Trash 20 days after the old one (its purge date moved by hand).
    await request(app).delete(`/api/posts/${recent.id}`).set(staffHeaders).expect(204);
    await db()
      .collection('trash')
      .doc(recent.id)
      .update({ purgeAt: new Date(new Date(trashedAt).getTime() + 50 * day) });

    // Day 29: nothing is due.
    expect(
      await purgeExpiredTrash(new Date(new Date(trashedAt).getTime() + 29 * day), (paths) => deleteStoredImages(paths)),
    ).toEqual({ posts: 0, images: 0 });
    // Day 31: the old one goes, with the one photo nobody else names; the photo the recent trashed
    // post names and the one a live post names stay.
    expect(
      await purgeExpiredTrash(new Date(new Date(trashedAt).getTime() + 31 * day), (paths) => deleteStoredImages(paths)),
    ).toEqual({ posts: 1, images: 1 });
    await request(app).get(onlyOld).expect(404);
    await request(app).get(sharedWithTrash).expect(200);
    await request(app).get(sharedWithLive).expect(200);
    const left = (await trash()).map((item) => item.id);
    expect(left).not.toContain(old.id);
    expect(left).toContain(recent.id);
    // The recent one, restored, has its photo.
    expect(
      (await request(app).post(`/api/trash/${recent.id}/restore`).set(staffHeaders).expect(200)).body.afterImageUrl,
    ).toBe(sharedWithTrash);
    await request(app).get(sharedWithTrash).expect(200);
  });
});
