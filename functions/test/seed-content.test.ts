/**
 * The real built-in content (contract/src/content) through the seed and the API: what a
 * visitor of the local stack gets (13 services, ≥ 8 published demo projects mixing
 * residential and commercial, one draft and one archived that visitors never see).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProjects } from '@site/functions/seed/demo-projects';
import type { Post, PostPage } from '@site/contract/post';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import { writeDefaultServices } from '../src/migrations/default-services';
import { createApp } from '../src/app';
import { seedDatabase } from '../src/seed/seed';
import { sanitizeHtml } from '../src/services/posts/sanitize-html';
import { useTestFirestore } from './emulator';

/** The first-run services' slugs (migrations/default-services.ts writes them). */
const serviceSlugs = serviceSummaries.map((summary) => summary.slug);

useTestFirestore('content');
const app = createApp({ verifySession: async () => null });

beforeAll(async () => {
  await writeDefaultServices();
  await seedDatabase({ projects: demoProjects });
});

describe('seeded built-in content', () => {
  it('serves the 13 catalog services in the spec order', async () => {
    const res = await request(app).get('/api/services').expect(200);
    expect((res.body as { slug: string }[]).map((s) => s.slug)).toEqual([...serviceSlugs]);
  });

  it('shows visitors only the published demo projects, newest first, with known services', async () => {
    const res = await request(app).get('/api/posts?type=project&status=published').expect(200);
    const posts = (res.body as PostPage).items;
    const published = demoProjects.filter((p) => p.status === 'published');
    expect(posts.map((p) => p.id).sort()).toEqual(published.map((p) => p.id).sort());
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const times = posts.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const post of posts) expect(post.postServices.length).toBe(post.serviceIds.length);
    const text = (p: Post) => `${p.title} ${p.metaDescription ?? ''} ${p.content ?? ''}`.toLowerCase();
    expect(posts.some((p) => text(p).includes('residential'))).toBe(true);
    expect(posts.some((p) => text(p).includes('commercial'))).toBe(true);
  });

  it('has a draft and an archived project that visitors cannot reach', async () => {
    const hidden = demoProjects.filter((p) => p.status !== 'published');
    expect(new Set(hidden.map((p) => p.status))).toEqual(new Set(['draft', 'archived']));
    for (const project of hidden) {
      await request(app).get(`/api/posts/${project.id}`).expect(404);
      await request(app).get(`/api/posts/${project.slug}`).expect(404);
    }
  });

  it('demo HTML already fits the sanitizer allowlist (nothing is silently dropped)', () => {
    for (const project of demoProjects) expect(sanitizeHtml(project.content), project.id).toBe(project.content);
  });
});
