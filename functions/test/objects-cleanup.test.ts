/**
 * deleteStoredImages (DESIGN §6: DELETE /api/posts/:id removes its images) and cleanupOrphans
 * (unreferenced uploads and published images expire), against the Firestore emulator.
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageDeleter } from '../src/services/media/object-store/delete-stored-images';
import { db } from '../src/services/platform/firestore';
import { cleanupOrphans, referencedObjectNames } from '../src/services/media/object-store/cleanup-orphans';
import { deleteStoredImages } from '../src/services/media/object-store/delete-stored-images';
import { DiskObjectStore } from '../src/services/media/object-store/disk-object-store';
import { publishedPaths } from '../src/services/media/object-store/object-store';
import { defaultObjectStore } from '../src/services/media/object-store/select-object-store';
import { useTestFirestore } from './emulator';
import { assetPhoto, filesIn, staffApp, uploadAndPublish, useTempObjects } from './objects-helpers';

useTestFirestore('objects-cleanup');
const root = useTempObjects('cleanup');
const store = defaultObjectStore() as DiskObjectStore;
const files = (dir: string) => filesIn(root, dir);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
/** Files of one published image: the master and every variant. */
const filesPerImage = publishedPaths(crypto.randomUUID()).length;

/** Writes the published files of a new name, master and variants (dummy bytes: the store does not decode). */
async function fakePublished(ageHours: number): Promise<string> {
  const name = crypto.randomUUID();
  for (const p of publishedPaths(name)) {
    await store.writePublic(p, Buffer.from('x'), p.endsWith('.jpg') ? 'image/jpeg' : `image/${p.slice(-4)}`);
    const when = hoursAgo(ageHours);
    utimesSync(path.join(root, p), when, when);
  }
  return name;
}

beforeAll(() => {
  expect(store).toBeInstanceOf(DiskObjectStore);
});

describe('deleteStoredImages', () => {
  it('deletes master and variants of each /objects path, ignoring /photos and foreign URLs', async () => {
    const deleter: ImageDeleter = deleteStoredImages; // the shape the post-writes routes expect
    const app = staffApp();
    const photo = assetPhoto();
    const first = await uploadAndPublish(app, photo);
    const second = await fakePublished(0);
    const kept = await fakePublished(0);
    expect(files('objects')).toHaveLength(3 * filesPerImage);
    await deleteStoredImages([
      first,
      `/objects/${second}-480w.webp`,
      first,
      '/photos/forest-path.jpg',
      `https://evil.example/objects/${kept}.jpg`,
      `/objects/../${kept}.jpg`,
      null,
      '',
    ]);
    expect(files('objects').sort()).toEqual(
      publishedPaths(kept)
        .map((p) => p.slice(9))
        .sort(),
    );
    await deleter([]);
  });
});

describe('cleanupOrphans', () => {
  it('deletes old unreferenced images and old raw uploads, keeps referenced and recent ones', async () => {
    const referencedByField = await fakePublished(48);
    const referencedInHtml = await fakePublished(48);
    const referencedInGallery = await fakePublished(48);
    const orphan = await fakePublished(48);
    const recentOrphan = await fakePublished(1);
    await db()
      .collection('posts')
      .doc('cleanup-a')
      .set({
        title: 'A',
        beforeImageUrl: `/objects/${referencedByField}.jpg`,
        galleryImages: [`/objects/${referencedInGallery}-960w.webp`],
        createdAt: Timestamp.now(),
      });
    // A document that does not match the post schema still protects its images.
    await db()
      .collection('posts')
      .doc('cleanup-b')
      .set({ content: `<p><img src="/objects/${referencedInHtml}.jpg"></p>`, nested: { x: 1 } });

    const oldUpload = crypto.randomUUID();
    const newUpload = crypto.randomUUID();
    mkdirSync(path.join(root, 'uploads'), { recursive: true });
    for (const [name, age] of [
      [oldUpload, 30],
      [newUpload, 2],
    ] as const) {
      for (const suffix of ['', '.claim']) {
        writeFileSync(path.join(root, 'uploads', name + suffix), 'raw');
        utimesSync(path.join(root, 'uploads', name + suffix), hoursAgo(age), hoursAgo(age));
      }
    }

    expect(await referencedObjectNames()).toEqual(new Set([referencedByField, referencedInHtml, referencedInGallery]));
    const result = await cleanupOrphans();
    expect(result).toEqual({ uploads: 1, images: 1, leadPhotos: 0 });
    const left = new Set(files('objects').map((f) => f.slice(0, 36)));
    expect(left.has(orphan)).toBe(false);
    for (const name of [referencedByField, referencedInHtml, referencedInGallery, recentOrphan])
      expect(left.has(name), name).toBe(true);
    expect(files('objects').filter((f) => f.startsWith(referencedByField))).toHaveLength(filesPerImage);
    expect(files('uploads').filter((f) => f.startsWith(oldUpload))).toEqual([]);
    expect(files('uploads')).toEqual(expect.arrayContaining([newUpload, `${newUpload}.claim`]));

    // Nothing is deleted when the posts cannot be read.
    await fakePublished(48);
    const before = files('objects').length;
    await expect(cleanupOrphans({ referenced: () => Promise.reject(new Error('Firestore down')) })).rejects.toThrow(
      'Firestore down',
    );
    expect(files('objects')).toHaveLength(before);
  });
});
