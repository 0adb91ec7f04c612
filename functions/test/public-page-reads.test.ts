/**
 * Public pages carry what they show (ADR 0036), rendered by the function from live data against
 * the Firestore emulator (npm test builds the web first): the gallery is cursor pages of 12 cards with Newer / Older links, rel=prev/next and a canonical per page, its sector filters
 * page the same way, a cursor that names no published project redirects to the first page; the
 * home page reads each filter's newest four; a render reads a bounded number of documents cold
 * (counted as Firestore bills them: document-reads.ts) and its document stays small; the
 * sitemap is an index of a pages file and one projects file per year, each cached until a write.
 */
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { backfillPostListFields } from '../src/migrations/post-list-fields';
import { db } from '../src/services/platform/firestore';
import { invalidateVisitorReads } from '../src/services/platform/visitor-read-cache';
import { readProjectCardsPage } from '../src/services/posts/project-card-pages';
import { countDocumentReads } from './document-reads';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, storePost } from './fixtures';

useTestFirestore('public-page-reads');
const app = createApp();

/** Published projects 1…60 (60 newest), three days apart from December 2024: 1–10 in 2024, the rest in 2025. */
const projectCount = 60;
const slugOf = (n: number) => `project-${String(n).padStart(2, '0')}`;
const createdAt = (n: number) => new Date(Date.UTC(2024, 11, 1) + n * 3 * 86_400_000).toISOString();
/** Even projects are residential, odd ones commercial. */
const sectorOf = (n: number) => (n % 2 === 0 ? 'Residential' : 'Commercial');
/** Slugs n, n-1, … down to m (newest first). */
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((from - to) / step) + 1 }, (_, i) => slugOf(from - i * step));

beforeAll(async () => {
  await seedDemoCompany();
  for (let n = 1; n <= projectCount; n += 1) {
    await storePost(`p${n}`, createdAt(n), {
      type: 'project',
      status: 'published',
      slug: slugOf(n),
      title: `${sectorOf(n)} garden ${n}`,
      content: `<p>A ${sectorOf(n).toLowerCase()} garden.</p>`,
      excerpt: 'Stone and plants.',
      location: 'Orange, CT',
      featuredImageUrl: `/objects/p${n}.jpg`,
      serviceIds: [],
      galleryImages: [],
      views: 0,
    });
  }
  await storePost('p-draft', createdAt(projectCount + 1), {
    type: 'project',
    status: 'draft',
    slug: 'project-draft',
    title: 'Residential draft',
    serviceIds: [],
    views: 0,
  });
  await invalidateVisitorReads();
});

/** The page's HTML (200). */
const html = async (path: string) => (await request(app).get(path).expect(200)).text;
/** The project slugs the page's cards link to, in order. */
const cardSlugs = (page: string) => [...new Set([...page.matchAll(/href="\/project\/([\w-]+)"/g)].map((m) => m[1]))];
/** A `<link rel=…>` of the head, as the path and query of its URL. */
const headLink = (page: string, rel: string) => {
  const href = new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(page)?.[1];
  return href === undefined ? undefined : new URL(href).pathname + new URL(href).search;
};
/** The visible page link with this text, its href. */
const pageLink = (page: string, text: string) =>
  new RegExp(`<a[^>]*href="([^"]+)"[^>]*>(?:(?!</a>).)*${text}`).exec(page)?.[1]?.replaceAll('&amp;', '&');

describe('GET /projects: cursor pages', () => {
  it('pages forward by ?after= and back by ?before=, 12 cards a page, each page its canonical', async () => {
    const first = await html('/projects');
    expect(cardSlugs(first)).toEqual(range(60, 49));
    expect(headLink(first, 'canonical')).toBe('/projects');
    expect(headLink(first, 'prev')).toBeUndefined();
    expect(headLink(first, 'next')).toBe('/projects?after=project-49');
    expect(pageLink(first, 'Older projects')).toBe('/projects?after=project-49');
    expect(pageLink(first, 'Newer projects')).toBeUndefined();
    expect(first).toContain('Projects 1–12 of 60');

    const second = await html('/projects?after=project-49');
    expect(cardSlugs(second)).toEqual(range(48, 37));
    expect(headLink(second, 'canonical')).toBe('/projects?after=project-49');
    expect(headLink(second, 'prev')).toBe('/projects');
    expect(headLink(second, 'next')).toBe('/projects?after=project-37');
    expect(pageLink(second, 'Newer projects')).toBe('/projects');
    expect(second).toMatch(/<title>Landscaping &amp; Masonry Projects \(13–24 of 60\)/);

    const third = await html('/projects?after=project-37');
    expect(cardSlugs(third)).toEqual(range(36, 25));
    expect(headLink(third, 'prev')).toBe('/projects?before=project-36');
    expect(pageLink(third, 'Newer projects')).toBe('/projects?before=project-36');

    const back = await html('/projects?before=project-36');
    expect(cardSlugs(back)).toEqual(range(48, 37));
    expect(headLink(back, 'canonical')).toBe('/projects?before=project-36');
    expect(headLink(back, 'prev')).toBe('/projects');
    expect(headLink(back, 'next')).toBe('/projects?after=project-37');

    const last = await html('/projects?after=project-13');
    expect(cardSlugs(last)).toEqual(range(12, 1));
    expect(headLink(last, 'next')).toBeUndefined();
    expect(pageLink(last, 'Older projects')).toBeUndefined();
    expect(last).toContain('Projects 49–60 of 60');
  });

  it('pages a sector filter the same way, on its own path', async () => {
    const first = await html('/projects/residential');
    expect(cardSlugs(first)).toEqual(range(60, 38, 2));
    expect(pageLink(first, 'Older projects')).toBe('/projects/residential?after=project-38');
    const second = await html('/projects/residential?after=project-38');
    expect(cardSlugs(second)).toEqual(range(36, 14, 2));
    expect(headLink(second, 'canonical')).toBe('/projects/residential?after=project-38');
    expect(pageLink(second, 'Newer projects')).toBe('/projects/residential');
    expect(cardSlugs(await html('/projects/residential?after=project-14'))).toEqual(range(12, 2, 2));
    // The query form of the filter pages on the filter's path.
    const commercial = await html('/projects?filter=commercial');
    expect(cardSlugs(commercial)).toEqual(range(59, 37, 2));
    expect(pageLink(commercial, 'Older projects')).toBe('/projects/commercial?after=project-37');
  });

  it('redirects a cursor that names no published project to the first page of its filter', async () => {
    for (const [path, to] of [
      ['/projects?after=no-such-project', '/projects'],
      ['/projects/commercial?before=project-draft', '/projects/commercial'],
      // Nothing lies after the oldest project.
      ['/projects?after=project-01', '/projects'],
    ]) {
      const res = await request(app).get(path!).expect(302);
      expect(res.headers.location, path).toBe(to);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('reads a bounded page: never more cards than a page, whatever is asked', async () => {
    const page = await readProjectCardsPage({ sector: null, limit: 500, after: slugOf(50) });
    expect(page?.cards.map((card) => card.slug)).toEqual(range(49, 38));
    expect(page).toMatchObject({ total: 60, newerCount: 11, newer: slugOf(49), older: slugOf(38) });
  });
});

describe('GET /: the newest projects of each filter', () => {
  it('carries the newest four of each filter, in order, and View All Projects for each', async () => {
    const home = await html('/');
    const slugs = cardSlugs(home);
    const numbers = slugs.map((slug) => Number(slug!.slice('project-'.length)));
    expect(numbers.slice(0, 4)).toEqual([60, 59, 58, 57]);
    expect(numbers.filter((n) => n % 2 === 0)).toEqual([60, 58, 56, 54]);
    expect(numbers.filter((n) => n % 2 === 1)).toEqual([59, 57, 55, 53]);
    expect(home).toContain('data-more="all residential commercial"');
  });
});

describe('documents read and sent per page, cold', () => {
  const pages = [
    '/',
    '/projects',
    '/projects?after=project-49',
    '/projects/residential?after=project-38',
    '/about',
    '/project/project-30',
  ];
  it.each(pages)(
    '%s reads at most 40 documents with nothing cached, and its document is at most 40 KB gzip',
    async (path) => {
      await invalidateVisitorReads();
      const { result, reads } = await countDocumentReads(() => request(app).get(path).expect(200));
      const gzipBytes = gzipSync(result.text).length;
      console.info(`${path}: ${reads} documents read cold, ${result.text.length} bytes, ${gzipBytes} bytes gzip`);
      expect(reads).toBeLessThanOrEqual(40);
      expect(gzipBytes).toBeLessThanOrEqual(40 * 1024);
      // Warm: only the write stamp (visitor-read-cache.ts) and what no cache holds.
      const warm = await countDocumentReads(() => request(app).get(path).expect(200));
      expect(warm.reads).toBeLessThan(reads);
    },
  );
});

describe('the sitemap: an index of files, each cached until a write', () => {
  const origin = () => /<loc>(https?:\/\/[^<]+?)\/sitemap-pages\.xml<\/loc>/;

  it('is an index of the pages file and one projects file per year', async () => {
    const res = await request(app)
      .get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(['/sitemap-pages.xml', '/sitemap-projects-2024.xml', '/sitemap-projects-2025.xml']);
    expect(origin().test(res.text)).toBe(true);
  });

  it('lists each year’s published projects in its file, the pages in the pages file', async () => {
    const year2024 = (await request(app).get('/sitemap-projects-2024.xml').expect(200)).text;
    const slugs = (xml: string) => [...xml.matchAll(/\/project\/([\w-]+)<\/loc>/g)].map((m) => m[1]);
    expect(slugs(year2024)).toEqual(range(10, 1));
    expect(year2024).toContain('<image:loc>');
    const year2025 = (await request(app).get('/sitemap-projects-2025.xml').expect(200)).text;
    expect(slugs(year2025)).toEqual(range(60, 11));
    expect(year2025).not.toContain('project-draft');
    const pagesFile = (await request(app).get('/sitemap-pages.xml').expect(200)).text;
    expect(pagesFile).toMatch(/\/projects<\/loc>\s*<lastmod>/);
    expect(pagesFile).toContain('/service/landscaping</loc>');
    expect(slugs(pagesFile)).toEqual([]);
    await request(app).get('/sitemap-projects-2023.xml').expect(404);
    await request(app).get('/sitemap-projects-next.xml').expect(404);
  });

  it('reads Firestore once per write: a kept file reads only the write stamp', async () => {
    await invalidateVisitorReads();
    const cold = await countDocumentReads(() => request(app).get('/sitemap-projects-2025.xml').expect(200));
    const warm = await countDocumentReads(() => request(app).get('/sitemap-projects-2025.xml').expect(200));
    console.info(`/sitemap-projects-2025.xml: ${cold.reads} documents read cold, ${warm.reads} warm`);
    expect(cold.reads).toBeGreaterThanOrEqual(50);
    // The write stamp, once for each kept value the file needs (the years and the file).
    expect(warm.reads).toBeLessThanOrEqual(2);
    expect(warm.result.text).toBe(cold.result.text);
    // A write visitors may see drops the kept files.
    await invalidateVisitorReads();
    expect((await countDocumentReads(() => request(app).get('/sitemap-projects-2025.xml'))).reads).toBeGreaterThan(1);
  });
});

describe('the list fields migration', () => {
  it('writes the stored sector of a project stored without it, so its filter finds it', async () => {
    // Written as before the field existed: no `sector`.
    const time = Timestamp.fromDate(new Date(createdAt(projectCount + 2)));
    await db().doc('posts/p-legacy').set({
      type: 'project',
      status: 'published',
      slug: 'legacy-plaza',
      title: 'Legacy plaza',
      metaDescription: 'A commercial plaza',
      serviceIds: [],
      views: 0,
      createdAt: time,
      updatedAt: time,
    });
    await invalidateVisitorReads();
    expect(cardSlugs(await html('/projects/commercial'))).not.toContain('legacy-plaza');
    expect((await backfillPostListFields()).updated).toEqual(['p-legacy']);
    expect((await db().doc('posts/p-legacy').get()).get('sector')).toBe('commercial');
    expect((await backfillPostListFields()).updated).toEqual([]);
    await invalidateVisitorReads();
    expect(cardSlugs(await html('/projects/commercial'))[0]).toBe('legacy-plaza');
  });
});
