/** Projects gallery, filters and project detail (spec §2 Projects section, Projects gallery, Project detail). */
import { demoProjects } from '@site/functions/seed/demo-projects';
import { allowConsoleErrors, expect, hiddenProjectTitles, test, waitForHydration } from './fixtures';
import { goBackTo } from './support/visitor-page';
import { walkGallery } from './support/gallery-pages';

const published = demoProjects.filter((p) => p.status === 'published');
const matches = (word: string) =>
  published.filter((p) => [p.title, p.metaDescription, p.content].some((t) => t.toLowerCase().includes(word)));

test('/projects lists every published project, page after page, and never a draft or archived one', async ({
  page,
}) => {
  // The function renders the gallery from its loader's cards: the page hydrates with
  // them and asks the API for nothing.
  const listRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/posts')) listRequests.push(req.url());
  });
  await page.goto('/projects');
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(listRequests).toEqual([]);
  const titles = await walkGallery(page, '/projects');
  for (const p of published) expect(titles).toContain(p.title);
  for (const title of hiddenProjectTitles) expect(titles).not.toContain(title);
});

// The first card's photo is the gallery's largest paint on a phone: it loads at once
// with fetchpriority=high (and the head preloads it), the others lazily. Reached by a client-side
// navigation from the home page's projects section too. Other tests may publish a project of
// their own, which then comes first: the check holds for whichever card is first.
test('the gallery loads the first card photo eagerly at high priority and the rest lazily', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('heading', { name: 'Recent Projects' }).scrollIntoViewIfNeeded();
  await page.getByRole('main').getByRole('link', { name: 'View All Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  for (const load of ['client navigation', 'document']) {
    if (load === 'document') await page.reload();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('article') });
    await expect(cards.nth(2)).toBeVisible();
    const firstImage = cards.first().locator('img');
    if ((await firstImage.count()) > 0) {
      await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
      await expect(firstImage).toHaveAttribute('loading', 'eager');
    }
    for (const img of await cards.locator('img').all()) {
      if ((await img.getAttribute('fetchpriority')) !== 'high') await expect(img).toHaveAttribute('loading', 'lazy');
    }
    await expect(page.getByRole('main').locator('img[fetchpriority="high"]')).toHaveCount(await firstImage.count());
  }
});

for (const filter of ['residential', 'commercial'] as const) {
  test(`the ${filter} filter shows exactly the projects whose text contains "${filter}"`, async ({ page }) => {
    const expected = matches(filter);
    for (const url of [`/projects/${filter}`, `/projects?filter=${filter}`]) {
      const titles = await walkGallery(page, url);
      for (const p of expected) expect(titles).toContain(p.title);
      for (const p of published.filter((p) => !expected.includes(p))) expect(titles).not.toContain(p.title);
    }
  });
}

// After hydration a filter is a client-side navigation (the list filters from the cached posts).
test('filter buttons switch the list and the URL', async ({ page }) => {
  await page.goto('/category/projects');
  await waitForHydration(page);
  const filters = page.getByRole('navigation', { name: 'Filter projects' });
  await expect(filters.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');
  await filters.getByRole('link', { name: 'Commercial', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/commercial$/);
  await expect(filters.getByRole('link', { name: 'Commercial', exact: true })).toHaveAttribute('aria-current', 'page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: matches('commercial')[0]!.title })).toBeVisible();
  await expect(main.getByRole('heading', { name: matches('residential')[0]!.title })).toHaveCount(0);
  await filters.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(main.getByRole('heading', { name: matches('residential')[0]!.title })).toBeVisible();
});

test.describe('before the scripts have run', () => {
  test.use({ javaScriptEnabled: false });

  // A tap while a phone still loads the scripts must not be lost: the filters are plain links
  // to pages that come with their cards (ADR 0021).
  test('a filter opens its page, with its cards', async ({ page }) => {
    await page.goto('/projects');
    const filters = page.getByRole('navigation', { name: 'Filter projects' });
    await filters.getByRole('link', { name: 'Residential', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/residential$/);
    await expect(filters.getByRole('link', { name: 'Residential', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(filters.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute('aria-current');
    const main = page.getByRole('main');
    for (const p of matches('residential')) await expect(main.getByRole('heading', { name: p.title })).toBeVisible();
    // The first card's photo is in the HTML (the page's largest paint: LCP).
    const photos = main.locator('article img');
    expect(await photos.count()).toBeGreaterThan(0);
    await expect(photos.first()).toHaveJSProperty('complete', true);
  });
});

test('a project card leads to its detail page with content and both buttons', async ({ page }) => {
  const project = published.find((p) => p.beforeImageUrl && p.afterImageUrl)!;
  await walkGallery(page, '/projects', (titles) => titles.includes(project.title));
  await page.getByRole('main').getByRole('heading', { name: project.title }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByText(project.metaDescription).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us for Your Project' })).toHaveAttribute('href', '/contact');
  await goBackTo(page, 'Projects', '/projects');
});

test('a project is found by id as well as slug', async ({ page }) => {
  const project = published[0]!;
  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
});

test('drafts, archived and unknown projects show Project Not Found, with status 404', async ({ page, pageErrors }) => {
  for (const p of demoProjects.filter((p) => p.status !== 'published')) {
    const res = await page.goto(`/project/${p.slug}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Project Not Found')).toBeVisible();
    await expect(page.getByText(p.title)).toHaveCount(0);
  }
  await page.goto('/project/no-such-project');
  await expect(page.getByText('Project Not Found')).toBeVisible();
  // The document is a 404 (the route's status; Chromium logs it as a failed resource).
  allowConsoleErrors(pageErrors, /status of 404/);
});

// The function renders a project page from its loader's post: the page hydrates with
// it and does not ask the API for the post.
test('a project page hydrates from the post in its document, without requesting it', async ({ page }) => {
  const project = published[0]!;
  const requests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/api/posts/${project.slug}`) requests.push(req.url());
  });
  await page.goto(`/project/${project.slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

// The head also preloads the photo of the page's largest paint (contract projectLeadImages), at
// high priority; the slider's before photo loads at once at normal priority. The browser fetches
// each once, in the candidate the page shows. On a phone (Lighthouse's Moto G Power), where the
// preload's `imagesizes` must be read with the device's viewport, not the 980 px one a document
// has before its viewport meta.
test.describe('on a phone', () => {
  // The screen too: Desktop Chrome's 1920 px screen with a phone viewport is no real device.
  test.use({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });

  test('a project page preloads the photo of its largest paint and downloads each photo once', async ({ page }) => {
    const project = published.find((p) => p.beforeImageUrl && p.afterImageUrl)!;
    const imageRequests: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'image') imageRequests.push(new URL(req.url()).pathname);
    });
    await page.goto(`/project/${project.slug}`);
    const preloaded = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset') ?? ''));
    expect(preloaded).toHaveLength(1);
    const main = page.getByRole('main');
    const lead = main.locator('img[fetchpriority="high"]');
    await expect(lead).toHaveCount(1);
    await expect(lead).toHaveAttribute('alt', /after the work$/);
    const before = main.locator('img[alt$="before the work"]');
    await expect(before).toHaveAttribute('loading', 'eager');
    // Loaded at once, after the lead photo: the largest paint gets the bandwidth first.
    await expect(before).toHaveAttribute('fetchpriority', 'low');
    for (const img of [lead, before]) await expect(img).toHaveJSProperty('complete', true);
    const shown = async (img: typeof lead) =>
      new URL(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).pathname;
    const leadPath = await shown(lead);
    const beforePath = await shown(before);
    expect(preloaded[0]).toContain(`${leadPath} `);
    await page.waitForLoadState('networkidle');
    // Of the lead photo's candidates, only the one shown was downloaded, and once; the before
    // photo too.
    const candidates = (preloaded[0] ?? '').split(',').map((c) => c.trim().split(' ')[0]);
    expect(imageRequests.filter((p) => candidates.includes(p))).toEqual([leadPath]);
    expect(imageRequests.filter((p) => p === beforePath)).toEqual([beforePath]);
  });
});
