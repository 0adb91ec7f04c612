/**
 * axe-core on every page of the site, at a phone's width (390 px) and a desk's (1366 px): every
 * public page (the sitemap's URLs, the aliases of the one list of pages and the not-found page)
 * and every staff screen (each admin section, the editor screens of a lead, a service, each page
 * part, the hero slides and a project, /upload and the sign-in page). Every rule axe runs by
 * default, WCAG 2.2 AA and best practices alike, of any impact: a page passes with no violation.
 * No rule is left out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pageSlugs } from '@site/contract/page-input';
import { sitePages } from '@site/contract/site-pages';
import { adminPaths, adminSectionLinks, adminSectionUrl } from '../../web/src/config/admin-paths';
import { allowConsoleErrors, expect, test, waitForHydration } from './fixtures';
import { createLeadThroughApi, uniqueVisitor } from './support/request-form';
import { staffTest } from './support/staff-admin-page';
import { createDraftProject, deletePostQuietly, updatePost } from './support/staff-posts';
import { mutationHeaders } from './support/staff-session';
import { sitemapText } from './support/sitemap';

const widths = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** axe's violations on the page as it is now, one line each: rule, impact, the first nodes. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** The paths the sitemap's files list (the fixed pages, every service page, every published project). */
async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await sitemapText(page.request);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path, i, all) => all.indexOf(path) === i && !/\.(avif|webp|jpe?g|png)$/.test(path));
}

/** Public pages of the list that the sitemap leaves out (aliases: /landscaping, /category/…). */
const aliasPaths = sitePages
  .filter((p) => p.audience === 'public' && !p.sitemap && !p.path.includes(':') && !p.path.includes('*'))
  .map((p) => p.path);

/** Visits `path` as a visitor, waits for its scripts, and checks it with axe. */
async function checkPublic(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await waitForHydration(page);
    expect.soft(await violations(page), path).toEqual([]);
  });
}

/** Waits until a staff screen has its heading and nothing on it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
}

for (const viewport of widths) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('public pages: the sitemap, the aliases and the not-found page have no axe violation', async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(600_000);
      const paths = [...(await sitemapPaths(page)), ...aliasPaths];
      expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/projects', '/about', '/contact', '/privacy']));
      expect(paths.filter((p) => p.startsWith('/service/')).length).toBeGreaterThan(0);
      expect(paths.filter((p) => p.startsWith('/project/')).length).toBeGreaterThan(0);
      for (const path of paths) await checkPublic(page, path);
      await checkPublic(page, '/no-such-page-here');
      allowConsoleErrors(pageErrors, /status of 404/);
    });

    test('the staff sign-in page has no axe violation', async ({ page }) => {
      await page.goto('/staff/sign-in');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Google/ }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });

  staffTest.describe(`${viewport.width} px, staff`, () => {
    staffTest.use({ viewport });

    staffTest('every staff screen has no axe violation', async ({ page, baseURL }) => {
      staffTest.setTimeout(600_000);
      const origin = String(baseURL);
      // Screens with something on them: a lead in the inbox, a project with photos (the Feature
      // toggles) and a kept version, a post in the Trash (Restore, Delete forever).
      const lead = await createLeadThroughApi(page, origin, uniqueVisitor('Axe'));
      const photos = {
        beforeImageUrl: '/photos/dune-grass.jpg',
        afterImageUrl: '/photos/green-meadow.jpg',
        galleryImages: ['/photos/calm-lake.jpg', '/photos/forest-path.jpg'],
      };
      const project = await createDraftProject(page.request, origin, 'axe', photos);
      await updatePost(page.request, origin, project.id, {
        ...photos,
        title: `${project.title} kept`,
        content: '<p>A second version, so the first is kept.</p>',
        status: 'draft',
        type: 'project',
      });
      const trashed = await createDraftProject(page.request, origin, 'axe-trash');
      await deletePostQuietly(page.request, origin, trashed.id, { keepInTrash: true });
      const services = (await (await page.request.get('/api/services')).json()) as { slug: string }[];
      expect(services.length).toBeGreaterThan(0);
      const screens = [
        ...Object.values(adminSectionLinks).map((section) => adminSectionUrl(section.path)),
        adminPaths.lead(lead.id),
        adminPaths.service(services[0]!.slug),
        ...pageSlugs.map((slug) => adminPaths.page(slug)),
        adminPaths.heroSlides,
        `/admin/posts/${project.id}/edit`,
        '/upload',
      ];
      try {
        for (const path of screens)
          await staffTest.step(path, async () => {
            await page.goto(path);
            await settled(page);
            expect.soft(await violations(page), path).toEqual([]);
          });
      } finally {
        await deletePostQuietly(page.request, origin, trashed.id);
        await deletePostQuietly(page.request, origin, project.id);
        await page.request.post('/api/leads/bulk', {
          headers: mutationHeaders(String(baseURL)),
          data: { action: 'delete', ids: [lead.id] },
        });
      }
    });
  });
}
