/**
 * A public page that cannot be rendered from live data is something staff see (issue 26): the
 * page server reports it (services/page-render-status.ts), GET /api/page-render-status lists it
 * for staff only, and the next good render takes it off the list. Against the Firestore emulator,
 * with a renderer that fails on demand.
 */
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageRenderStatusSchema } from '@site/contract/page-render-status';
import { createApp } from '../src/app';
import { db } from '../src/services/firestore';
import {
  pageRenderStatusPath,
  reportPageRenderFailure,
  reportPageRenderSuccess,
  resetPageRenderStatusMemory,
} from '../src/services/page-render-status';
import { useTestFirestore } from './emulator';

useTestFirestore('page-render-status');
const staffUser = { id: 'u1', email: 'staff@example.com', firstName: 'Sam', lastName: null, profileImageUrl: null };
const page = (text: string) => `<!doctype html><html><head><title>${text}</title></head><body><main>${text}</main></body></html>`;
let broken = false;
const app = createApp({
  verifySession: async (cookie) => (cookie === 'staff' ? staffUser : null),
  renderPage: async (url) => {
    if (broken) throw new Error(`Hours "Closed" cannot be read\n    at render (${url})`);
    return page(`rendered ${url}`);
  },
  pageFrameHtml: (path) => page(`frame ${path}`),
  spaFallbackHtml: () => page('spa'),
});
const status = async () => {
  const res = await request(app).get('/api/page-render-status').set('Cookie', '__session=staff').expect(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return pageRenderStatusSchema.parse(res.body).failing;
};

beforeEach(async () => {
  broken = false;
  resetPageRenderStatusMemory();
  await db().doc(pageRenderStatusPath).delete();
  vi.spyOn(logger, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/page-render-status', () => {
  it('is for staff only', async () => {
    await request(app).get('/api/page-render-status').expect(401);
    expect(await status()).toEqual([]);
  });

  it('lists a page whose render failed, with the time and the first line of the reason, until it renders again', async () => {
    broken = true;
    const before = Date.now();
    const fallback = await request(app).get('/contact?utm_source=x').expect(200);
    expect(fallback.text).toContain('frame /contact');
    await vi.waitFor(async () => expect(await status()).toHaveLength(1));
    const [failure] = await status();
    expect(failure).toMatchObject({ path: '/contact', message: 'Hours "Closed" cannot be read' });
    expect(Date.parse(failure!.at)).toBeGreaterThanOrEqual(before - 1000);

    broken = false;
    const rendered = await request(app).get('/contact').expect(200);
    expect(rendered.text).toContain('rendered /contact');
    await vi.waitFor(async () => expect(await status()).toEqual([]));
  });
});

describe('reportPageRenderFailure / reportPageRenderSuccess', () => {
  it('keeps one entry per page, newest first, cuts long messages, and clears what another instance recorded', async () => {
    await reportPageRenderFailure('/about', new Error('x'.repeat(500)), new Date('2026-11-27T10:00:00Z'));
    await reportPageRenderFailure('/projects?filter=residential', new Error('gallery broke'), new Date('2026-11-27T10:01:00Z'));
    await reportPageRenderFailure('/about', new Error('x'.repeat(500)), new Date('2026-11-27T10:00:30Z'));
    const failing = await status();
    expect(failing.map((f) => f.path)).toEqual(['/projects', '/about']);
    expect(failing[1]!.message).toHaveLength(200);
    expect(failing[1]!.at).toBe('2026-11-27T10:00:00.000Z');

    // Another instance (no memory of these failures) renders /about: it reads the list and clears it.
    resetPageRenderStatusMemory();
    await reportPageRenderSuccess('/about');
    expect((await status()).map((f) => f.path)).toEqual(['/projects']);
    // A page that was never listed costs no write.
    await reportPageRenderSuccess('/services');
    expect((await status()).map((f) => f.path)).toEqual(['/projects']);
  });

  it('never rejects when Firestore fails', async () => {
    const failing = vi.spyOn(db().doc(pageRenderStatusPath).constructor.prototype, 'set').mockRejectedValue(new Error('unavailable'));
    await expect(reportPageRenderFailure('/', new Error('boom'))).resolves.toBeUndefined();
    failing.mockRestore();
    expect(logger.error).toHaveBeenCalledWith('page render status: recording a failure failed', expect.any(Error), { page: '/' });
  });
});
