/**
 * Pages rendered by React Router in the function: the HTML the stack serves for the
 * public routes carries the content, the critical CSS (<style data-emotion>), the head
 * (canonical, JSON-LD), and only inline scripts the page's own CSP allows by their hashes (none on
 * a public page); its scripts then run without console errors (the fixtures fail a
 * test on any console error, CSP violations and hydration errors included).
 */
import { createHash } from 'node:crypto';
import { demoProjects } from '@site/functions/seed/demo-projects';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import { sitePages } from '@site/contract/site-pages';
import { expect, test, waitForHydration } from './fixtures';

/** The first-run services' slugs (migrations/default-services.ts writes them). */
const serviceSlugs = serviceSummaries.map((summary) => summary.slug);

/** A published project's page. */
const projectPath = `/project/${demoProjects.find((p) => p.status === 'published')!.slug}`;

/** Every public page of the one list of pages, with its parameters filled in. */
const publicPaths = sitePages
  .filter((page) => page.audience === 'public' && page.path !== '*')
  .flatMap((page) =>
    page.path === '/service/:slug'
      ? serviceSlugs.map((slug) => `/service/${slug}`)
      : page.path === '/project/:idOrSlug'
        ? [projectPath]
        : [page.path],
  );

/** Every <script> element of an HTML document: its attributes and its text. */
function scriptElements(html: string): { attrs: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
    attrs: m[1] ?? '',
    body: m[2] ?? '',
  }));
}

/** Is this script element an inline script the browser would execute? (Data blocks are not.) */
function isInlineExecutable({ attrs }: { attrs: string }): boolean {
  if (/(?:^|\s)src\s*=/i.test(attrs)) return false; // `src`, not `data-src`
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
  return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** The hash sources the CSP must list for a document's inline scripts. */
const inlineHashes = (html: string) =>
  scriptElements(html)
    .filter(isInlineExecutable)
    .map((s) => `'sha256-${createHash('sha256').update(s.body).digest('base64')}'`);

test('/services HTML (no JavaScript) has the 13 services, critical CSS, canonical and JSON-LD', async ({ request }) => {
  const res = await request.get('/services');
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const s of serviceSummaries) expect(html, s.title).toContain(`>${s.title.replace(/&/g, '&amp;')}<`);
  expect(html).toMatch(/<style data-emotion="mui[ -][^"]*">[^<]{100,}/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/services"\/?>/);
  const jsonLd = scriptElements(html).filter((s) => /application\/ld\+json/.test(s.attrs));
  const types = jsonLd.map((s) => (JSON.parse(s.body) as { '@type': string })['@type']);
  expect(types).toContain('BreadcrumbList');
});

test('a service page carries its Service JSON-LD and the built-in content', async ({ request }) => {
  const html = await (await request.get('/service/fertilizer')).text();
  const nodes = scriptElements(html)
    .filter((s) => /application\/ld\+json/.test(s.attrs))
    .map((s) => JSON.parse(s.body) as { '@type': string; name?: string });
  expect(nodes.find((n) => n['@type'] === 'Service')?.name).toBe('Fertilizer Program');
  expect(html).toContain('Fertilizer Program</h1>');
  expect(html).not.toContain('Loading...');
});

test('every public page is server-rendered, and its CSP lists exactly the hashes of its inline scripts', async ({
  request,
}) => {
  for (const path of publicPaths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, `${path} has its critical CSS`).toContain('data-emotion="mui');
    const listed = (/(?:^|;)script-src ([^;]*)/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? '')
      .split(' ')
      .filter((s) => s.startsWith("'sha256-"));
    expect(listed.sort(), `${path} script hashes`).toEqual([...new Set(inlineHashes(html))].sort());
    // Every Suspense boundary is complete in place (not streamed out of line behind a script).
    expect(html, `${path} out-of-line boundaries`).not.toMatch(/<!--\$\?-->|<div hidden id="S:/);
  }
});

test('a staff page is the SPA: its loading state, never stored, its inline scripts allowed by hash', async ({
  request,
}) => {
  const res = await request.get('/admin');
  const html = await res.text();
  expect(html).toContain('Loading admin panel...');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  const listed = res.headers()['content-security-policy'] ?? '';
  for (const hash of inlineHashes(html)) expect(listed).toContain(hash);
});

// Public pages come with their data from their loaders: they need no post parser
// (zod), and neither does `/` (JS for / ≤ 170 KB gzip). Only the staff screens,
// which read the API, load it.
test('the post parser is not in the HTML of the gallery, a project page or /', async ({ request }) => {
  const parser = /\/assets\/parse-posts-[\w-]+\.js/;
  for (const path of ['/projects', projectPath, '/'])
    expect(await (await request.get(path)).text(), path).not.toMatch(parser);
});

test('the old project page shell path is an unknown project', async ({ request }) => {
  const res = await request.get('/project/__shell');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<meta name="robots" content="noindex"/>');
});

// The function renders project pages from the project's post: the page is in the document, its
// photos are <img> elements the browser finds in the HTML (LCP).
test('without JavaScript a project page shows the project: title, photos and story', async ({ browser }) => {
  const project = demoProjects.find((p) => `/project/${p.slug}` === projectPath)!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(projectPath);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).first(),
  ).toBeAttached();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'About this project' })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Loading project...' })).toHaveCount(0);
  const photos = main.locator('img[src^="/"]');
  expect(await photos.count()).toBeGreaterThan(0);
  for (const img of await photos.all()) await expect(img).toHaveJSProperty('complete', true);
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await context.close();
});

test('without JavaScript the services page shows its content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services');
  const main = page.getByRole('main');
  for (const s of serviceSummaries)
    await expect(main.getByRole('heading', { name: s.title, exact: true })).toBeVisible();
  await context.close();
});

// Public pages ship no framework JavaScript (ADR 0024): no React Router context, only
// their islands' module scripts; /contact too since its form is a native form with an island
// (ADR 0025). Every link
// between public pages loads a document (a marker on window does not survive it).
for (const path of ['/', '/services', '/service/landscaping', '/projects', projectPath, '/about', '/contact']) {
  test(`${path} runs its scripts without console errors, and its links load documents`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-island')));
    const react = await page.evaluate(() => '__reactRouterContext' in window);
    expect(react).toBe(false);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts, 'every script is an island').not.toContain(null);
    await page.evaluate(() => Object.assign(window, { pageMarker: true }));
    const [label, heading] = path === '/contact' ? ['About', /since/] : ['Contact', 'Contact Us'];
    await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => 'pageMarker' in window)).toBe(false);
  });
}

// Parts below the first viewport render as they near it (web/src/lib/render-when-near.ts): before
// and after they have rendered, no public page is wider than a 360 px phone.
test('on a 360 px phone no public page scrolls sideways, before or after scrolling to its end', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of ['/', '/services', '/service/landscaping', '/projects', projectPath, '/about', '/contact']) {
    await page.goto(path);
    expect(await overflow(), `${path} on load`).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    expect(await overflow(), `${path} scrolled to its end`).toBeLessThanOrEqual(0);
  }
});
