/**
 * robots.txt and GET /sitemap.xml: robots rules and sitemap location; a
 * sitemap from live data listing published projects only, with lastmod and image entries.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '@site/contract/seo/robots-txt';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import { writeDefaultServices } from '../src/migrations/default-services';
import { createApp } from '../src/app';
import { seedDatabase } from '../src/seed/seed';
import { escapeXml, sitemapXml } from '../src/services/site/sitemap-xml';
import { serverSiteSettings } from '../src/services/site/server-site-settings';
import { useTestFirestore } from './emulator';
import { hiddenIds, hiddenSlugs, storePost, testProjects } from './fixtures';

/** The first-run services' slugs (migrations/default-services.ts writes them). */
const serviceSlugs = serviceSummaries.map((summary) => summary.slug);

useTestFirestore('seo-files');
const site = 'https://www.example.com';
const app = createApp({ siteSettings: () => ({ ...siteSettings, siteUrl: site }) });

beforeAll(async () => {
  await writeDefaultServices();
  await seedDatabase({ projects: testProjects });
  // A published service post overrides the catalog page of its slug; drafts of any type stay out.
  await storePost('svc-fence', '2026-01-02T03:04:05Z', {
    slug: 'fence-installation',
    type: 'service',
    title: 'Fences',
    status: 'published',
    image: '/objects/fence.jpg',
    serviceIds: [],
    views: 0,
  });
});

/** The <url> blocks of a sitemap, each as {loc, lastmod, images}. */
function parseUrls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(block)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(block)?.[1],
    images: [...block.matchAll(/<image:loc>(.*?)<\/image:loc>/g)].map((m) => m[1]),
  }));
}

describe('robots.txt (a static file the build writes)', () => {
  it('allows the site, disallows staff and API paths, and names the sitemap', () => {
    expect(robotsTxt(`${site}/`)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /upload',
        'Disallow: /staff/',
        'Disallow: /api/',
        '',
        `Sitemap: ${site}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('is a file Hosting serves (files come before rewrites); sitemap.xml goes to the function with every other path', () => {
    const config = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../firebase.json'), 'utf8'));
    const rewrites: { source: string; function?: unknown }[] = config.hosting.rewrites;
    expect(rewrites).toEqual([{ source: '**', function: { functionId: 'api' } }]);
    expect(existsSync(path.join(import.meta.dirname, '../../web/public/robots.txt'))).toBe(false);
  });

  it('takes the site URL from SITE_URL on the server', () => {
    expect(serverSiteSettings({ SITE_URL: 'https://orange.example.org/' }).siteUrl).toBe('https://orange.example.org');
    // No literal fallback (never a loopback URL on a real site): a deploy always sets it.
    expect(() => serverSiteSettings({})).toThrow(/SITE_URL is not set/);
    expect(serverSiteSettings({ SITE_URL: 'https://orange.example.org' }).companyName).toBe('');
    expect(() => serverSiteSettings({ SITE_URL: 'ftp://x' })).toThrow();
  });
});

describe('GET /sitemap.xml', () => {
  it('is an index of sitemaps that together list the public pages, every service and the published projects with lastmod and images', async () => {
    const index = await request(app)
      .get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', 'application/xml; charset=utf-8');
    expect(index.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(index.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    const files = [...index.text.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files[0]).toBe(`${site}/sitemap-pages.xml`);
    expect(files.slice(1).every((file) => /\/sitemap-projects-\d{4}\.xml$/.test(file))).toBe(true);
    let text = '';
    for (const file of files) {
      const res = await request(app)
        .get(new URL(file).pathname)
        .expect(200)
        .expect('Content-Type', 'application/xml; charset=utf-8');
      expect(res.text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:image="http:\/\/www.google.com\/schemas\/sitemap-image\/1.1">/,
      );
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
      text += res.text;
    }
    const res = { text };
    const urls = parseUrls(text);
    const locs = urls.map((u) => u.loc);
    expect(locs.slice(0, 2)).toEqual([`${site}/`, `${site}/services`]);
    expect(locs).toEqual(
      expect.arrayContaining(
        ['/projects', '/projects/residential', '/projects/commercial', '/about', '/contact'].map((p) => site + p),
      ),
    );
    expect(locs.filter((l) => l?.includes('/service/'))).toEqual(serviceSlugs.map((slug) => `${site}/service/${slug}`));
    expect(urls.find((u) => u.loc === `${site}/service/fence-installation`)).toEqual({
      loc: `${site}/service/fence-installation`,
      lastmod: '2026-01-02T03:04:05.000Z',
      images: [`${site}/objects/fence.jpg`],
    });

    const published = testProjects.filter((p) => p.status === 'published');
    const projectUrls = urls.filter((u) => u.loc?.includes('/project/'));
    expect(projectUrls.map((u) => u.loc).sort()).toEqual(published.map((p) => `${site}/project/${p.slug}`).sort());
    for (const entry of projectUrls) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(entry.images).toEqual([`${site}/photos/after.jpg`, `${site}/photos/before.jpg`]);
    }
    for (const hidden of [...hiddenIds, ...hiddenSlugs]) expect(res.text).not.toContain(hidden);
    expect(locs).not.toContain(`${site}/landscaping`);
  });

  it('escapes XML in URLs', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(sitemapXml([{ loc: 'https://e.com/?a=1&b=2', images: ['https://e.com/x.jpg?a&b'] }])).toContain(
      '<loc>https://e.com/?a=1&amp;b=2</loc>\n    <image:image><image:loc>https://e.com/x.jpg?a&amp;b</image:loc></image:image>',
    );
  });
});
