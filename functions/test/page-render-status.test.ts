/**
 * A public page that cannot be rendered from live data is something staff see: the
 * page server (routes/pages.ts: React Router's server render) reports it
 * (services/site/page-render-status.ts) when a loader's read fails (503), when the page was rendered
 * from the last good copy because Firestore could not be read (stale-if-error), or when the
 * render itself fails (500); GET /api/page-render-status lists it for staff only, and the next
 * good render takes it off the list. Against the Firestore emulator and the web's server build,
 * with site data that fails on demand.
 */
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageRenderStatusSchema } from '@site/contract/page-render-status';
import { createApp } from '../src/app';
import { db } from '../src/services/platform/firestore';
import {
  pageRenderStatusPath,
  reportPageRenderFailure,
  reportPageRenderSuccess,
  resetPageRenderStatusMemory,
} from '../src/services/site/page-render-status';
import { readSiteData } from '../src/services/site/site-data';
import { cachedVisitorRead, invalidateVisitorReads } from '../src/services/platform/visitor-read-cache';
import { useTestFirestore } from './emulator';
import { seedDatabase } from '../src/seed/seed';
import { seedDemoCompany, testProjects } from './fixtures';
import { staffUser } from './objects-helpers';

useTestFirestore('page-render-status');
let broken = false;
/** The site data, through the visitor read cache (so a failure serves the last good copy), failing while `broken`. */
const siteData = () =>
  cachedVisitorRead('render-status-site-data', async () => {
    if (broken) throw new Error('Hours "Closed" cannot be read\n    at readSiteData');
    return readSiteData();
  });
const verifySession = async (cookie: string) => (cookie === 'staff' ? staffUser : null);
const app = createApp({ verifySession, pageServer: { siteData } });
/** An instance with nothing kept: a failed read is its 503. */
const coldApp = createApp({
  verifySession,
  pageServer: { siteData: async () => Promise.reject(new Error('Firestore unavailable: deadline exceeded')) },
});
const status = async () => {
  const res = await request(app).get('/api/page-render-status').set('Cookie', '__session=staff').expect(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return pageRenderStatusSchema.parse(res.body).failing;
};

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
});
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

  it('lists a page served from the last good data, with the time and the first line of the reason, until it renders from live data again', async () => {
    await request(app).get('/contact').expect(200);
    broken = true;
    // A save elsewhere: the kept value is no longer current, and loading it again fails.
    await invalidateVisitorReads();
    const before = Date.now();
    // The visitor still gets the page (the last good copy: stale-if-error), and staff learn of it.
    const stale = await request(app).get('/contact?utm_source=x').expect(200);
    expect(stale.text).toContain('Contact Us');
    await vi.waitFor(async () => expect(await status()).toHaveLength(1));
    const [failure] = await status();
    expect(failure).toMatchObject({ path: '/contact', message: 'Hours "Closed" cannot be read' });
    expect(Date.parse(failure!.at)).toBeGreaterThanOrEqual(before - 1000);

    broken = false;
    await invalidateVisitorReads();
    await request(app).get('/contact').expect(200);
    await vi.waitFor(async () => expect(await status()).toEqual([]));
  });

  it("lists a page whose data cannot be read at all (its 503), and a client navigation's data request under its page", async () => {
    await request(coldApp).get('/about').expect(503);
    await request(coldApp).get('/services.data').expect(503);
    await vi.waitFor(async () => expect((await status()).map((f) => f.path).sort()).toEqual(['/about', '/services']));
    expect((await status())[0]!.message).toBe('Firestore unavailable: deadline exceeded');
  });

  it("a visitor's unknown address is no render failure, and a report never holds the visitor's text", async () => {
    const hostile = '/project/SITE%20HACKED%20call%20555-0100%2Fx';
    await request(app).get(hostile).expect(404);
    await request(app).get('/SITE%20HACKED').expect(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await status()).toEqual([]);
    // With the data unreadable, a project address is reported by its route, without its text.
    await request(coldApp).get('/project/SITE%20HACKED%20call%20555-0100').expect(503);
    await vi.waitFor(async () => expect(await status()).toHaveLength(1));
    const [failure] = await status();
    expect(failure!.path).toBe('/project/*');
    expect(JSON.stringify(failure)).not.toMatch(/HACKED|555/);
    // The route rendering again clears it.
    await request(app).get('/project/stone-patio-guilford').expect(200);
    await vi.waitFor(async () => expect(await status()).toEqual([]));
  });

  it('lists a page whose render fails (500)', async () => {
    const broken = createApp({
      verifySession,
      pageServer: {
        siteData: async () => {
          const data = await readSiteData();
          return { ...data, settings: { ...data.settings, openingHours: null, licenses: null } as never };
        },
      },
    });
    await request(broken).get('/contact').expect(500);
    await vi.waitFor(async () => expect((await status()).map((f) => f.path)).toEqual(['/contact']));
  });
});

describe('reportPageRenderFailure / reportPageRenderSuccess', () => {
  it('keeps one entry per page, newest first, cuts long messages, and clears what another instance recorded', async () => {
    await reportPageRenderFailure('/about', new Error('x'.repeat(500)), new Date('2026-11-27T10:00:00Z'));
    await reportPageRenderFailure(
      '/projects?filter=residential',
      new Error('gallery broke'),
      new Date('2026-11-27T10:01:00Z'),
    );
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
    const failing = vi
      .spyOn(db().doc(pageRenderStatusPath).constructor.prototype, 'set')
      .mockRejectedValue(new Error('unavailable'));
    await expect(reportPageRenderFailure('/', new Error('boom'))).resolves.toBeUndefined();
    failing.mockRestore();
    expect(logger.error).toHaveBeenCalledWith('page render status: recording a failure failed', expect.any(Error), {
      page: '/',
    });
  });
});
