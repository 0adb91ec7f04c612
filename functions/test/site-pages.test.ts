/**
 * Every public page rendered from live data (issue 14 "Live public pages"; ADR 0018), against
 * the Firestore emulator and the web build's own renderer (npm test builds first): a saved
 * company detail and a published service or page post show on the pages at the next request, a
 * draft never; unknown paths, service and project slugs answer 404 with their not-found page;
 * staff pages are the SPA with the site data; a failed or slow render serves the page's
 * prerendered frame, and the next request renders again.
 */
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '@site/contract/site-settings';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { siteDataElementId } from '@site/contract/site-data';
import { createApp } from '../src/app';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/firestore';
import { renderPage } from '../src/services/seo/page-renderer';
import { loadPageFrame } from '../src/services/seo/web-build-html';
import { siteSettingsPath } from '../src/services/site-settings-store';
import { invalidateVisitorReads } from '../src/services/visitor-read-cache';
import { useTestFirestore } from './emulator';
import { testCatalog, testProjects } from './fixtures';

useTestFirestore('site-pages');
const staffUser = { id: 'u1', email: 'staff@example.com', firstName: 'Sam', lastName: null, profileImageUrl: null };
const app = createApp({ verifySession: async (cookie) => (cookie === 'staff' ? staffUser : null), deleteImages: async () => undefined });
const asStaff = (req: request.Test) => req.set('Cookie', '__session=staff').set('Origin', 'http://127.0.0.1:5050').set('X-Requested-With', 'fetch');
const newPhone = { display: '(203) 555-0199', e164: '+12035550199' };

/** The site data block of a document. */
function siteDataOf(html: string): { settings: { phone: string }; services: Record<string, { title: string }> } {
  const block = new RegExp(`<script type="application/json" id="${siteDataElementId}">(.*?)</script>`).exec(html);
  if (!block) throw new Error('no site data block');
  return JSON.parse(block[1] ?? '');
}

/** The JSON-LD blocks of a document. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

/** The footer's markup. */
const footerOf = (html: string) => /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

const serviceBody = {
  type: 'service',
  slug: 'landscaping',
  title: 'Gardens and Lawns by Staff',
  excerpt: 'A card description written in the admin.',
  content: '<p>Service page text written by staff in the admin.</p>',
  status: 'published',
};

beforeAll(async () => {
  await seedDatabase({ catalog: testCatalog, projects: testProjects });
});
beforeEach(async () => {
  await db().doc(siteSettingsPath).delete();
  const posts = await db().collection('posts').where('type', 'in', ['service', 'page']).get();
  await Promise.all(posts.docs.map((doc) => doc.ref.delete()));
  await invalidateVisitorReads();
});

describe('company details on every page', () => {
  it('a saved phone number shows on /, /contact, in the footer, the navbar call link and the JSON-LD at the next request', async () => {
    const before = await request(app).get('/').expect(200);
    expect(before.text).toContain(siteSettings.phone);
    await asStaff(request(app).put('/api/settings')).send({ ...inputFromSettings(siteSettings), phone: newPhone.display }).expect(200);
    for (const path of ['/', '/contact', '/services', '/about', '/service/landscaping', '/projects', '/project/stone-patio-guilford']) {
      const res = await request(app).get(path).expect(200);
      expect(res.text, path).not.toContain(siteSettings.phone);
      expect(footerOf(res.text), path).toContain(`href="tel:${newPhone.e164}"`);
      expect(footerOf(res.text), path).toContain(newPhone.display);
      expect(siteDataOf(res.text).settings.phone, path).toBe(newPhone.display);
    }
    const home = await request(app).get('/').expect(200);
    expect(jsonLdOf(home.text).find((node) => node['@type'] === 'HomeAndConstructionBusiness')).toMatchObject({ telephone: newPhone.e164 });
    // The navbar's call link (desktop header).
    expect(/<header\b[\s\S]*?<\/header>/.exec(home.text)?.[0]).toContain(`href="tel:${newPhone.e164}"`);
    const contact = await request(app).get('/contact').expect(200);
    expect(/<main\b[\s\S]*<\/main>/.exec(contact.text)?.[0]).toContain(newPhone.display);
    expect(contact.text).toMatch(new RegExp(`<meta name="description" content="Call ${newPhone.display.replace(/[()]/g, '\\$&')}`));
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
    const created = await asStaff(request(app).post('/api/posts')).send({ ...serviceBody, status: 'draft' }).expect(201);
    for (const path of ['/service/landscaping', '/services', '/']) {
      expect((await request(app).get(path).expect(200)).text, path).not.toContain(serviceBody.title);
    }
    await asStaff(request(app).put(`/api/posts/${created.body.id}`)).send({ status: 'published' }).expect(200);
    const detail = await request(app).get('/service/landscaping').expect(200);
    expect(detail.text).toMatch(new RegExp(`<h1\\b[^>]*>${serviceBody.title}</h1>`));
    expect(detail.text).toContain('Service page text written by staff in the admin.');
    expect(jsonLdOf(detail.text).find((node) => node['@type'] === 'Service')).toMatchObject({ name: serviceBody.title });
    const listing = await request(app).get('/services').expect(200);
    expect(/<main\b[\s\S]*<\/main>/.exec(listing.text)?.[0]).toContain(serviceBody.excerpt);
    // The navbar's Services dropdown on any page, and the footer's service links.
    for (const path of ['/about', '/projects', '/no-such-page']) {
      const page = await request(app).get(path);
      expect(/<header\b[\s\S]*?<\/header>/.exec(page.text)?.[0], path).toContain(serviceBody.title);
      expect(footerOf(page.text), path).toContain(serviceBody.title);
    }
    // Unpublished again: the built-in text is back at the next request.
    await asStaff(request(app).put(`/api/posts/${created.body.id}`)).send({ status: 'draft' }).expect(200);
    expect((await request(app).get('/service/landscaping').expect(200)).text).not.toContain(serviceBody.title);
  });

  it('the published about and home page posts replace the built-in story and intro banner', async () => {
    for (const [slug, title] of [['about', 'Our Family Business'], ['home', 'Outdoor Spaces Built to Last']] as const) {
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
});

describe('statuses', () => {
  it.each([
    ['an unknown path', '/no-such-page', /We couldn.*t find that page/],
    ['a deeper unknown path', '/services/extra/deep', /We couldn.*t find that page/],
    ['an unknown service', '/service/no-such-service', /Service Not Found/],
    ['an unknown project', '/project/no-such-project', /Loading project\.\.\./],
    ['a draft project', '/project/secret-draft-walkway', /Loading project\.\.\./],
  ])('%s answers 404 with its not-found page, noindex', async (_label, path, text) => {
    const res = await request(app).get(path).expect(404).expect('Content-Type', 'text/html; charset=utf-8');
    expect(res.text).toMatch(text);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it.each(['/admin', '/admin/services', '/admin/pages', '/admin/company', '/admin/leads', '/admin/posts/x/edit', '/upload', '/staff/sign-in'])(
    'staff page %s is the SPA with the live site data, 200',
    async (path) => {
      await asStaff(request(app).put('/api/settings')).send({ ...inputFromSettings(siteSettings), phone: newPhone.display }).expect(200);
      const res = await request(app).get(path).expect(200);
      expect(res.text).toContain('Loading...');
      // The SPA's built-in block is replaced by the live one: one block, the saved phone.
      expect(res.text.match(new RegExp(`id="${siteDataElementId}"`, 'g'))).toHaveLength(1);
      expect(siteDataOf(res.text).settings.phone).toBe(newPhone.display);
    },
  );

  it('the API keeps its JSON 404', async () => {
    const res = await request(app).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('when a render fails or is slow', () => {
  it('serves the prerendered page (built-in data), not kept: the next request renders again', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    let failures = 1;
    const flaky = createApp({
      renderPage: async (url, context, frame) => {
        if (failures-- > 0) throw new Error('render broke once');
        return renderPage(url, context, frame);
      },
    });
    // A saved phone number: the rendered page shows it, the prerendered one the built-in one it was made with.
    await asStaff(request(app).put('/api/settings')).send({ ...inputFromSettings(siteSettings), phone: newPhone.display }).expect(200);
    const fallback = await request(flaky).get('/services').expect(200);
    expect(fallback.text).toBe(loadPageFrame('/services'));
    expect(siteDataOf(fallback.text).settings.phone).toBe(siteSettings.phone);
    const rendered = await request(flaky).get('/services').expect(200);
    expect(siteDataOf(rendered.text).settings.phone).toBe(newPhone.display);
    expect(footerOf(rendered.text)).toContain(newPhone.display);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('serving its prerendered frame'), expect.any(Error), { page: '/services' });
    error.mockRestore();
  });

  it('does not wait past the deadline', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const slow = createApp({ renderTimeoutMs: 50, renderPage: () => new Promise(() => {}) });
    const started = Date.now();
    const res = await request(slow).get('/no-such-page').expect(404);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.text).toMatch(/We couldn.*t find that page/);
    expect(error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: expect.stringContaining('longer than 50 ms') }), {
      page: '/no-such-page',
    });
    error.mockRestore();
  });
});
