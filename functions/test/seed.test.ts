/**
 * The seed (DESIGN §4): idempotent upsert of the demo projects (services are the
 * migrations', ADR 0031).
 */
import { describe, expect, it } from 'vitest';
import { db } from '../src/services/platform/firestore';
import { formatSummary, seedDatabase, seedTarget } from '../src/seed/seed';
import { readViewCount, recordView } from '../src/services/posts/post-views';
import { useTestFirestore } from './emulator';
import { testProjects } from './fixtures';

useTestFirestore('seed');

async function snapshotPosts() {
  const snapshot = await db().collection('posts').get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

describe('seedDatabase', () => {
  it('creates the projects, then re-runs without duplicating or resetting anything', async () => {
    const now = new Date('2026-11-01T12:00:00Z');
    // The first-run services (written before every test file, as the migrations do) are not the seed's.
    const services = (await db().collection('services').get()).size;
    const first = await seedDatabase({ projects: testProjects, now });
    expect(first).toEqual({ projects: { created: 5, updated: 0, unchanged: 0 } });
    expect(formatSummary(first)).toBe('seed: 5 projects (5 created, 0 updated, 0 unchanged)');

    const before = await snapshotPosts();
    expect(before.get('demo-office-park')?.createdAt.toDate().toISOString()).toBe('2026-10-12T12:00:00.000Z');
    expect(before.get('demo-office-park')?.type).toBe('project');
    expect(before.get('demo-stone-patio')?.content).not.toMatch(/<script|onerror|javascript:/);
    // No made-up view counts: views are only the visits counted.
    for (const data of before.values()) expect(data).not.toHaveProperty('views');
    await recordView('demo-old-wall', 'a-browser-id-of-22-chars');

    const second = await seedDatabase({ projects: testProjects, now: new Date() });
    expect(second).toEqual({ projects: { created: 0, updated: 0, unchanged: 5 } });

    const after = await snapshotPosts();
    expect(after.size).toBe(5);
    expect((await db().collection('services').get()).size).toBe(services);
    expect(await readViewCount('demo-old-wall')).toBe(1);
    for (const [id, data] of before) {
      expect(after.get(id)?.createdAt.isEqual(data.createdAt), id).toBe(true);
    }
  });

  it('updates changed content but keeps createdAt and the counted views', async () => {
    const changed = testProjects.map((p) => (p.id === 'demo-old-wall' ? { ...p, title: 'Renamed Wall' } : p));
    const before = (await db().collection('posts').doc('demo-old-wall').get()).data();
    const result = await seedDatabase({ projects: changed });
    expect(result.projects).toEqual({ created: 0, updated: 1, unchanged: 4 });
    const after = (await db().collection('posts').doc('demo-old-wall').get()).data();
    expect(after?.title).toBe('Renamed Wall');
    expect(await readViewCount('demo-old-wall')).toBe(1);
    expect(after?.createdAt.isEqual(before?.createdAt)).toBe(true);
    expect(after?.updatedAt.toMillis()).toBeGreaterThan(before?.updatedAt.toMillis());
  });
});

describe('seedTarget (safety)', () => {
  it('accepts only demo- projects with an emulator host', () => {
    expect(seedTarget({ GCLOUD_PROJECT: 'demo-x', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual({
      projectId: 'demo-x',
      emulatorHost: '127.0.0.1:8080',
    });
    expect(seedTarget({ GCLOUD_PROJECT: 'my-real-project', FIRESTORE_EMULATOR_HOST: 'h:1' })).toHaveProperty('error');
    expect(seedTarget({ FIRESTORE_EMULATOR_HOST: 'h:1' })).toHaveProperty('error');
    expect(seedTarget({ GCLOUD_PROJECT: 'demo-x' })).toHaveProperty('error');
  });
});
