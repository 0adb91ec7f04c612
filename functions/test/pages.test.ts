/**
 * Every page, served by React Router's server render in the function (routes/pages.ts,
 * the web build's server build: npm test builds first), against the Firestore emulator: a saved
 * company detail and a published service or page post show on the pages at the next request, a
 * draft never; unknown paths, service and project slugs answer 404 through their routes; staff
 * pages are the SPA, never cached; each document's CSP allows exactly its own inline scripts;
 * when data cannot be read visitors get the last good data, else a 503 with the company's phone
 * when it is known, and never the demo company; a failed render is reported.
 */
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { createApp } from '../src/app';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { readSiteData } from '../src/services/site/site-data';
import { siteSettingsPath } from '../src/services/site/site-settings-store';
import { cachedVisitorRead, invalidateVisitorReads } from '../src/services/platform/visitor-read-cache';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { staffUser } from './objects-helpers';

useTestFirestore('pages');
const appOptions = {
  verifySession: async (cookie: string) => (cookie === 'staff' ? staffUser : null),
  deleteImages: async () => undefined,
};
const app = createApp(appOptions);
const asStaff = (req: request.Test) =>
  req.set('Cookie', '__session=staff').set('Origin', 'http://127.0.0.1:5050').set('X-Requested-With', 'fetch');
const newPhone = { display: '(203) 555-0199', e164: '+12035550199' };
const publicPages = [
  '/',
  '/contact',
  '/services',
  '/about',
  '/service/landscaping',
  '/projects',
  '/project/stone-patio-guilford',
];
/** The documents that run React (ADR 0024: the staff pages); the others (/contact since ADR 0025, an unknown address too) load islands only. */
const hydratingPages = ['/admin', '/staff/sign-in'];

/** The JSON-LD blocks of a document. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

/** The footer's markup. */
const footerOf = (html: string) => /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

/** The text of the inline scripts the browser would run (React Router's hydration data and bootstrap). */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/(?:^|\s)src=/.test(m[1] ?? '') && !/type="application\/(?:ld\+)?json"/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');

const serviceBody = {
  type: 'service',
  slug: 'landscaping',
  title: 'Gardens and Lawns by Staff',
  excerpt: 'A card description written in the admin.',
  content: '<p>Service page text written by staff in the admin.</p>',
  status: 'published',
};

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});
beforeEach(async () => {
  await db().doc(siteSettingsPath).delete();
  await seedDemoCompany();
  const posts = await db().collection('posts').where('type', 'in', ['service', 'page']).get();
  await Promise.all(posts.docs.map((doc) => doc.ref.delete()));
  await invalidateVisitorReads();
});

describe('company details on every page', () => {
  it('a saved phone number shows on every page, its footer, the navbar call link, the JSON-LD and the data it hydrates from, at the next request', async () => {
    const before = await request(app).get('/').expect(200);
    expect(before.text).toContain(siteSettings.phone);
    await asStaff(request(app).put('/api/settings'))
      .send({ ...inputFromSettings(siteSettings), phone: newPhone.display })
      .expect(200);
    for (const path of publicPages) {
      const res = await request(app).get(path).expect(200);
      // Nowhere in the document, the hydration data included (on the pages that hydrate).
      expect(res.text, path).not.toContain(siteSettings.phone);
      expect(footerOf(res.text), path).toContain(`href="tel:${newPhone.e164}"`);
      expect(footerOf(res.text), path).toContain(newPhone.display);
      if (hydratingPages.includes(path)) expect(inlineScriptsOf(res.text).join(''), path).toContain(newPhone.display);
      // Elsewhere one inline script: the loader of the islands' script (ADR 0024 item 9).
      else expect(inlineScriptsOf(res.text), path).toEqual([expect.stringContaining('addEventListener("load"')]);
    }
    const home = await request(app).get('/').expect(200);
    expect(jsonLdOf(home.text).find((node) => node['@type'] === 'HomeAndConstructionBusiness')).toMatchObject({
      telephone: newPhone.e164,
    });
    // The navbar's call link (desktop header).
    expect(/<header\b[\s\S]*?<\/header>/.exec(home.text)?.[0]).toContain(`href="tel:${newPhone.e164}"`);
    const contact = await request(app).get('/contact').expect(200);
    expect(/<main\b[\s\S]*<\/main>/.exec(contact.text)?.[0]).toContain(newPhone.display);
    expect(contact.text).toMatch(
      new RegExp(`<meta name="description" content="Call ${newPhone.display.replace(/[()]/g, '\\$&')}`),
    );
  });

  it('embeds the contact form when a contact form URL is saved, and lets its origin into the CSP', async () => {
    const before = await request(app).get('/contact').expect(200);
    expect(before.text).not.toContain('<iframe');
    await asStaff(request(app).put('/api/settings'))
      .send({ ...inputFromSettings(siteSettings), contactFormUrl: 'https://forms.example.net/f/estimate' })
      .expect(200);
    const res = await request(app).get('/contact').expect(200);
    expect(res.text).toMatch(/<iframe[^>]*src="https:\/\/forms\.example\.net\/f\/estimate"/);
    expect(res.headers['content-security-policy']).toContain('frame-src https://forms.example.net;');
  });
});

describe('service and page posts', () => {
  it('a published service post shows on its page, the listing, the home grid and the navbar of any page; a draft never', async () => {
    const created = await asStaff(request(app).post('/api/posts'))
      .send({ ...serviceBody, status: 'draft' })
      .expect(201);
    for (const path of ['/service/landscaping', '/services', '/']) {
      expect((await request(app).get(path).expect(200)).text, path).not.toContain(serviceBody.title);
    }
    await asStaff(request(app).put(`/api/posts/${created.body.id}`))
      .send({ status: 'published' })
      .expect(200);
    const detail = await request(app).get('/service/landscaping').expect(200);
    expect(detail.text).toMatch(new RegExp(`<h1\\b[^>]*>${serviceBody.title}</h1>`));
    expect(detail.text).toContain('Service page text written by staff in the admin.');
    expect(jsonLdOf(detail.text).find((node) => node['@type'] === 'Service')).toMatchObject({
      name: serviceBody.title,
    });
    const listing = await request(app).get('/services').expect(200);
    expect(/<main\b[\s\S]*<\/main>/.exec(listing.text)?.[0]).toContain(serviceBody.excerpt);
    // The navbar's Services dropdown on any page, and the footer's service links.
    for (const path of ['/about', '/projects', '/no-such-page']) {
      const page = await request(app).get(path);
      expect(/<header\b[\s\S]*?<\/header>/.exec(page.text)?.[0], path).toContain(serviceBody.title);
      expect(footerOf(page.text), path).toContain(serviceBody.title);
    }
    // Unpublished again: the built-in text is back at the next request.
    await asStaff(request(app).put(`/api/posts/${created.body.id}`))
      .send({ status: 'draft' })
      .expect(200);
    expect((await request(app).get('/service/landscaping').expect(200)).text).not.toContain(serviceBody.title);
  });

  it('the published about and home page posts replace the built-in story and intro banner', async () => {
    for (const [slug, title] of [
      ['about', 'Our Family Business'],
      ['home', 'Outdoor Spaces Built to Last'],
    ] as const) {
      await asStaff(request(app).post('/api/posts'))
        .send({ type: 'page', slug, title, content: `<p>The ${slug} text written by staff.</p>`, status: 'published' })
        .expect(201);
    }
    const about = await request(app).get('/about').expect(200);
    expect(about.text).toMatch(/<h1\b[^>]*>Our Family Business<\/h1>/);
    expect(about.text).toContain('The about text written by staff.');
    expect(about.text).not.toContain('started in 1998 in Orange, Connecticut, with one truck');
    const home = await request(app).get('/').expect(200);
    expect(home.text).toContain('Outdoor Spaces Built to Last');
    expect(home.text).toContain('The home text written by staff.');
  });

  it('pages read their data through the visitor read cache: once for every page until the next write', async () => {
    const reads = vi.fn(() => readSiteData());
    const counting = createApp({
      ...appOptions,
      pageServer: { siteData: () => cachedVisitorRead('counted-site-data', reads) },
    });
    for (const path of ['/', '/about', '/contact']) await request(counting).get(path).expect(200);
    expect(reads).toHaveBeenCalledTimes(1);
    await asStaff(request(app).put('/api/settings'))
      .send({ ...inputFromSettings(siteSettings), phone: newPhone.display })
      .expect(200);
    expect((await request(counting).get('/about').expect(200)).text).toContain(newPhone.display);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});

describe('statuses, heads and caching', () => {
  it.each([
    ['an unknown path', '/no-such-page', /We couldn.*t find that page/],
    ['a deeper unknown path', '/services/extra/deep', /We couldn.*t find that page/],
    ['a path under a project', '/project/stone-patio-guilford/extra', /We couldn.*t find that page/],
    ['an unknown service', '/service/no-such-service', /Service Not Found/],
    ['an unknown project', '/project/no-such-project', /Project Not Found/],
    ['a draft project', '/project/secret-draft-walkway', /Project Not Found/],
    ['an archived project (by id)', '/project/demo-archived-pond', /Project Not Found/],
  ])('%s answers 404 with its not-found page inside the site, noindex', async (_label, path, text) => {
    const res = await request(app).get(path).expect(404).expect('Content-Type', 'text/html; charset=utf-8');
    expect(res.text).toMatch(text);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toMatch(/<footer\b/);
    expect(res.text).not.toMatch(/Secret Draft|Archived Pond/);
    // A 404 is kept at the CDN no longer than a page (Hosting's default for a 404 is 10 minutes).
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  });

  it('public pages may stay at the CDN 30 s, and 30 s more while it fetches a new copy (60 s at most)', async () => {
    for (const path of publicPages) {
      const res = await request(app).get(path).expect(200);
      expect(res.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    }
  });

  it.each([
    '/admin',
    '/admin/services',
    '/admin/pages',
    '/admin/company',
    '/admin/leads',
    '/admin/posts/x/edit',
    '/upload',
    '/staff/sign-in',
  ])(
    'staff page %s is the SPA: its loading state, its title with the company name, with the live site data, never stored',
    async (path) => {
      await asStaff(request(app).put('/api/settings'))
        .send({ ...inputFromSettings(siteSettings), phone: newPhone.display })
        .expect(200);
      const res = await request(app).get(path).expect(200);
      expect(res.text).toMatch(/Loading( admin panel)?\.\.\./);
      expect(res.text).toMatch(/<title>[^<|]+ \| [^<]+<\/title>/);
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).not.toContain(siteSettings.phone);
      expect(footerOf(res.text)).toContain(newPhone.display);
    },
  );

  it('the API keeps its JSON 404', async () => {
    const res = await request(app).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('the CSP of each document allows exactly its own inline scripts, by hash; no other inline script runs', async () => {
    for (const path of [...publicPages, '/no-such-page', '/admin', '/staff/sign-in']) {
      const res = await request(app).get(path);
      const csp = res.headers['content-security-policy'] ?? '';
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      const hashes = inlineScriptsOf(res.text).map(
        (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
      );
      // React Router's inline scripts on the pages that run React; on the island pages only the
      // loader of their one script (ADR 0024 item 9), the same text on every page.
      if (hydratingPages.includes(path)) expect(hashes.length, path).toBeGreaterThan(0);
      else expect(hashes, path).toHaveLength(1);
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), path).toEqual(
        [...new Set(hashes)].sort(),
      );
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(csp.match(/(?:^|;)script-src /g), path).toHaveLength(1);
    }
  });

  it('each Emotion rule comes before the first element that uses it: the first viewport’s in <head>, the rest in <body> where that viewport ends (ADR 0024 item 10)', async () => {
    for (const path of [...publicPages, ...hydratingPages]) {
      const html = (await request(app).get(path)).text;
      const bodyAt = html.indexOf('<body');
      const styles = [...html.matchAll(/<style data-emotion="mui(?:-global)? ([^"]*)"[^>]*>/g)].map((m) => ({
        at: m.index,
        ids: (m[1] ?? '').split(' '),
      }));
      const ruleAt = new Map(styles.flatMap(({ at, ids }) => ids.map((id) => [id, at] as const)));
      for (const [, id = '', index] of [...html.slice(bodyAt).matchAll(/\bclass="[^"]*\bmui-([a-z0-9]+)/g)].map(
        (m) => [m[0], m[1], bodyAt + m.index] as const,
      )) {
        if (id === '0') continue; // Emotion's class for no styles at all (the hash of ''): it has no rule
        expect(ruleAt.get(id), `${path}: the rule of mui-${id}`).toBeLessThan(index);
      }
      expect(html, path).not.toContain('data-first-viewport-end');
      const inBody = styles.filter(({ at }) => at > bodyAt);
      // Public pages (no React) split their rules; a page that hydrates keeps them all in <head>.
      if (hydratingPages.includes(path)) expect(inBody, path).toEqual([]);
      else expect(inBody.length, path).toBeGreaterThan(0);
      expect(styles.filter(({ at }) => at < bodyAt).length, path).toBeGreaterThan(0);
    }
  });

  it('React Router’s data requests answer JSON for client navigations, with the page’s caching', async () => {
    const res = await request(app).get('/about.data').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/x-script/);
    expect(res.text).toContain(siteSettings.phone);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  });
});

describe('before staff have saved the company details (a new real project)', () => {
  it('public pages are a plain 503 "being set up", no company and no demo values; the staff pages work', async () => {
    await db().doc(siteSettingsPath).delete();
    await invalidateVisitorReads();
    for (const path of ['/', '/contact', '/project/stone-patio-guilford', '/no-such-page']) {
      const res = await request(app).get(path).expect(503);
      expect(res.text, path).toContain('This website is being set up');
      expect(res.text, path).not.toMatch(/555-01|Example Road|DEMO-|Orange Valley/);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    const admin = await request(app).get('/admin').expect(200);
    expect(admin.text).toContain('Loading admin panel...');
    expect(admin.text).not.toMatch(/555-01|Example Road|DEMO-|Orange Valley/);
    expect(admin.text).not.toMatch(/<footer\b/);
    // Saved once: the site is live at the next request.
    await asStaff(request(app).put('/api/settings')).send(inputFromSettings(siteSettings)).expect(200);
    expect((await request(app).get('/contact').expect(200)).text).toContain(siteSettings.phone);
  });
});

describe('when data cannot be read', () => {
  it('a page whose own data fails is a 503 with the company phone of the settings read, never kept', async () => {
    const failing = createApp({
      ...appOptions,
      pageServer: { publishedProject: async () => Promise.reject(new Error('Firestore unavailable')) },
    });
    const res = await request(failing).get('/project/stone-patio-guilford').expect(503);
    expect(res.text).toContain('We’ll be right back');
    expect(res.text).toContain(`href="tel:${siteSettings.phoneHref}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('30');
  });

  it('with no site data at all: a plain 503, no company at all (never the demo company, never a loopback URL)', async () => {
    const failing = createApp({
      ...appOptions,
      pageServer: { siteData: async () => Promise.reject(new Error('Firestore unavailable')) },
    });
    for (const path of ['/', '/contact', '/project/stone-patio-guilford', '/admin']) {
      const res = await request(failing).get(path).expect(503);
      expect(res.text).toContain('We’ll be right back');
      expect(res.text).not.toContain(siteSettings.companyName.replace('&', '&amp;'));
      expect(res.text).not.toMatch(/555-01|Example Road|DEMO-|127\.0\.0\.1/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a render that fails is a 500 error page, reported with its path', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const pageFailed = vi.fn();
    // Settings without their lists: the page's components cannot render them.
    const broken = createApp({
      ...appOptions,
      pageServer: {
        pageFailed,
        siteData: async () => {
          const data = await readSiteData();
          return { ...data, settings: { ...data.settings, openingHours: null, licenses: null } as never };
        },
      },
    });
    const res = await request(broken).get('/contact').expect(500);
    expect(res.text).toContain('Something went wrong');
    expect(pageFailed).toHaveBeenCalledWith(expect.any(Error), '/contact');
    error.mockRestore();
  });
});
