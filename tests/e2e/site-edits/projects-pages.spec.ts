/**
 * The projects gallery in pages (ADR 0036): with more published projects than a page holds,
 * /projects shows one page of cards with Older / Newer links that page forward and back, with
 * JavaScript and without (the links are plain links), on the gallery and on a sector filter; the
 * head names each page's neighbours (rel=prev/next) and its own canonical URL. The projects are
 * published through the staff API and deleted afterwards; a site-edits test, since it changes
 * what the gallery's first pages show while it runs.
 */
import type { Page } from '@playwright/test';
import { projectsPageSize } from '@site/contract/project-card';
import { expect, test } from '../fixtures';
import { createDraftProject, deletePostQuietly, type TestPost } from '../support/staff-posts';
import { signInAsStaff } from '../support/staff-session';
import { cardTitles } from '../support/gallery-pages';

/** Published by this file, oldest first: more than a page, so the demo's projects move to page 2. */
const made: TestPost[] = [];
const madeCount = projectsPageSize + 2;

/** The site's address (the project's baseURL: hooks get no test-scoped fixtures). */
const siteUrl = () => String(test.info().project.use.baseURL);

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await signInAsStaff(context, siteUrl());
    for (let n = 0; n < madeCount; n += 1)
      made.push(
        await createDraftProject(context.request, siteUrl(), `Residential paging ${n}`, { status: 'published' }),
      );
  } finally {
    await context.close();
  }
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await signInAsStaff(context, siteUrl());
    for (const post of made) await deletePostQuietly(context.request, siteUrl(), post.id);
  } finally {
    await context.close();
  }
});

/** The path and query of a head link (`rel` canonical, prev or next), or null when there is none. */
async function headLink(page: Page, rel: string): Promise<string | null> {
  const link = page.locator(`head link[rel="${rel}"]`);
  if ((await link.count()) === 0) return null;
  const url = new URL(String(await link.getAttribute('href')));
  return url.pathname + url.search;
}

/** The newest `count` of this file's projects, newest first, from the `skip`th newest. */
const newest = (skip: number, count: number) =>
  made
    .slice()
    .reverse()
    .slice(skip, skip + count)
    .map((post) => post.title);

/** Pages /projects forward to page 2 and back, by its links, checking the cards and the head on each. */
async function pageForwardAndBack(page: Page): Promise<void> {
  const pager = page.getByRole('navigation', { name: 'Project pages' });
  await page.goto('/projects');
  expect(await cardTitles(page)).toEqual(newest(0, projectsPageSize));
  await expect(pager).toContainText(`Projects 1–${projectsPageSize} of`);
  const afterSlug = made[madeCount - projectsPageSize]!.slug;
  expect(await headLink(page, 'canonical')).toBe('/projects');
  expect(await headLink(page, 'prev')).toBeNull();
  expect(await headLink(page, 'next')).toBe(`/projects?after=${afterSlug}`);
  await expect(pager.getByRole('link', { name: 'Newer projects' })).toHaveCount(0);

  await pager.getByRole('link', { name: 'Older projects' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects\\?after=${afterSlug}$`));
  const second = await cardTitles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.length).toBeLessThanOrEqual(projectsPageSize);
  expect(second.slice(0, 2)).toEqual(newest(projectsPageSize, 2));
  await expect(pager).toContainText(`Projects ${projectsPageSize + 1}–`);
  expect(await headLink(page, 'canonical')).toBe(`/projects?after=${afterSlug}`);
  expect(await headLink(page, 'prev')).toBe('/projects');

  await pager.getByRole('link', { name: 'Newer projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  expect(await cardTitles(page)).toEqual(newest(0, projectsPageSize));

  // The residential filter pages on its own path (every project of this file is residential).
  await page.goto('/projects/residential');
  expect(await cardTitles(page)).toEqual(newest(0, projectsPageSize));
  await pager.getByRole('link', { name: 'Older projects' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/residential\\?after=${afterSlug}$`));
  expect((await cardTitles(page)).slice(0, 2)).toEqual(newest(projectsPageSize, 2));
  await pager.getByRole('link', { name: 'Newer projects' }).click();
  await expect(page).toHaveURL(/\/projects\/residential$/);
}

test('/projects pages forward and back by its links, with JavaScript', async ({ page }) => {
  await pageForwardAndBack(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/projects pages forward and back by its links', async ({ page }) => {
    await pageForwardAndBack(page);
  });

  test('an Older link to a project that is gone leads to the first page', async ({ page }) => {
    await page.goto('/projects?after=a-project-that-never-was');
    await expect(page).toHaveURL(/\/projects$/);
    expect(await cardTitles(page)).toEqual(newest(0, projectsPageSize));
  });
});
