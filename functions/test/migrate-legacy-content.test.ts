/**
 * The legacy content migration (ADR 0016) against the Firestore emulator: bodies in the
 * old text convention become sanitized HTML, HTML bodies and timestamps stay as they were, and a
 * second run changes nothing.
 */
import request from 'supertest';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { migrateLegacyContent } from '../src/migrations/migrate-legacy-content';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { storePost, testProjects } from './fixtures';

useTestFirestore('migrate-legacy');
const app = createApp({ verifySession: async () => null });
const legacy = {
  slug: 'old-text-wall',
  type: 'project',
  title: 'Old Text Wall',
  status: 'published',
  content: '## Scope\nWe rebuilt 40 ft of wall & steps <3\n\n- Fieldstone\n- Granite caps',
  excerpt: null,
  location: null,
  completionDate: null,
  metaTitle: null,
  metaDescription: null,
  featuredImageUrl: null,
  image: null,
  galleryImages: [],
  beforeImageUrl: null,
  afterImageUrl: null,
  serviceIds: [],
};
let created: Timestamp;

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  created = await storePost('old-text-wall', '2026-01-05T10:00:00Z', legacy);
});

describe('migrateLegacyContent', () => {
  it('converts old-convention bodies once, keeps HTML bodies and timestamps, and a second run changes nothing', async () => {
    const htmlBefore = (await db().collection('posts').doc(testProjects[0]!.id).get()).data();
    const first = await migrateLegacyContent();
    expect(first.converted).toEqual(['old-text-wall']);
    expect(first.examined).toBe(testProjects.length + 1);
    const stored = (await db().collection('posts').doc('old-text-wall').get()).data();
    expect(stored?.content).toBe(
      '<h3>Scope</h3>\n<p>We rebuilt 40 ft of wall &amp; steps &lt;3</p>\n<ul>\n<li>Fieldstone</li>\n<li>Granite caps</li>\n</ul>',
    );
    expect((stored?.updatedAt as Timestamp).isEqual(created)).toBe(true);
    expect((await db().collection('posts').doc(testProjects[0]!.id).get()).data()).toEqual(htmlBefore);

    const second = await migrateLegacyContent();
    expect(second.converted).toEqual([]);
    expect((await db().collection('posts').doc('old-text-wall').get()).data()?.content).toBe(stored?.content);

    const page = await request(app).get('/api/posts/old-text-wall').expect(200);
    expect(page.body.content).toContain('<li>Granite caps</li>');
  });
});
