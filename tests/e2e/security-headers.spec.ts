/**
 * Security headers and crawler files on the running stack ("Security headers and limits":
 * "Tests assert the headers on a static page, an API response and an image"). Static files come
 * from the Hosting emulator honouring firebase.json `hosting.headers`; pages, API and /objects
 * responses from the `api` function (helmet) — both must carry the "**" set. The CSP of a page
 * is the function's (the saved contact form's origin; the sign-in policy on /staff/…; the hashes
 * of the page's own inline scripts), the static one is set on the files Hosting serves
 * itself.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { demoProjects } from '@site/functions/seed/demo-projects';
import { expect, test } from './fixtures';
import { sitemapText } from './support/sitemap';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const config = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../firebase.json'), 'utf8'));
const rules: HeaderRule[] = config.hosting.headers;
const headerSet = (source: string) =>
  Object.fromEntries(
    (rules.find((rule) => rule.source === source)?.headers ?? []).map((h) => [h.key.toLowerCase(), h.value]),
  );
const common = headerSet('**');
const staticCsp = headerSet('/@(assets|photos)/**')['content-security-policy'] ?? '';
const published = demoProjects.filter((p) => p.status === 'published');

/** A page's CSP without the hashes of its own inline scripts (React Router's; they differ per page). */
const withoutScriptHashes = (csp: string | undefined) => (csp ?? '').replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, '');

function expectCommonHeaders(res: APIResponse, except: string[] = []): void {
  const headers = res.headers();
  for (const [name, value] of Object.entries(common))
    if (!except.includes(name)) expect(headers[name], name).toBe(value);
}

test('the "**" header set is the full policy but the CSP, which the static files get on their own', () => {
  expect(Object.keys(common)).toEqual(
    expect.arrayContaining([
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
    ]),
  );
  expect(common['content-security-policy']).toBeUndefined();
  expect(staticCsp).toContain("script-src 'self';");
  expect(staticCsp).toContain("frame-ancestors 'none'");
  expect(common['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
});

test('a page (/about, rendered by the function) has the security headers and the public CSP', async ({ request }) => {
  const res = await request.get('/about');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/text\/html/);
  expectCommonHeaders(res);
  // A public page runs one inline script, the loader of its islands' file (ADR 0024
  // item 9): its policy is the static one with that script's hash, and no other.
  const loader = /<script data-island="public"[^>]*>([\s\S]*?)<\/script>/.exec(await res.text())?.[1] ?? '';
  expect(loader).toContain('addEventListener("load"');
  const loaderHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
  const pageCsp = staticCsp.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${loaderHash}`);
  expect(res.headers()['content-security-policy']).toBe(pageCsp);
  // /contact too (ADR 0025: its form is a native form and an island, no React).
  const contact = await request.get('/contact');
  expect(contact.headers()['content-security-policy']).toBe(pageCsp);
});

test("a static image (/photos) has the security headers and Hosting's own caching, not a rule of ours", async ({
  request,
}) => {
  const res = await request.get('/photos/green-meadow.jpg');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  // A firebase.json Cache-Control rule for /photos/** would replace the function's no-store on
  // the 404 of a missing file too (next test); Hosting's default for its files applies.
  // (the emulator sends none; production Hosting sends max-age=3600 and keeps it at the CDN until the next deploy).
  expect(res.headers()['cache-control'] ?? '').not.toContain('immutable');
  expectCommonHeaders(res);
  expect(res.headers()['content-security-policy']).toBe(staticCsp);
});

test('a hashed build file (/assets) is kept a year, immutable; a missing one answers 404 that no cache reuses', async ({
  request,
}) => {
  const page = await (await request.get('/contact')).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(page)?.[1] ?? '';
  expect(asset).toMatch(/^\/assets\/.+-[\w-]{8,}\.(js|css)$/);
  const existing = await request.get(asset);
  expect(existing.status()).toBe(200);
  expect(existing.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectCommonHeaders(existing);
  // The function answers no-store; firebase.json's /assets rule replaces it here (routes/missing-
  // static-files.ts), and Vary: * keeps any cache from reusing the 404 (RFC 9111 §4.1).
  for (const missing of ['/assets/entry.client-DeAdBeEf.js', '/photos/not-a-photo-1200.webp']) {
    const res = await request.get(missing);
    expect(res.status(), missing).toBe(404);
    expect(res.headers().vary ?? '', missing).toMatch(/(^|, ?)\*(,|$)/);
    expect(res.headers()['content-type'], missing).toMatch(/^text\/plain/);
    expectCommonHeaders(res);
  }
  expect((await request.get('/photos/not-a-photo-1200.webp')).headers()['cache-control']).toBe('no-store');
});

test('an API JSON response (from the function) has the same security headers', async ({ request }) => {
  const res = await request.get('/api/services');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/json/);
  expectCommonHeaders(res);
});

test('an unknown /objects image (from the function) has them too', async ({ request }) => {
  const res = await request.get('/objects/images/00000000-0000-4000-8000-000000000000.jpg');
  expect(res.status()).toBe(404);
  expectCommonHeaders(res);
});

test('the staff sign-in page gets the sign-in CSP and the rest of the set', async ({ request }) => {
  const res = await request.get('/staff/sign-in');
  expect(res.status()).toBe(200);
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(withoutScriptHashes(csp)).toContain("script-src 'self' https://apis.google.com;");
  expect(csp).toContain("frame-ancestors 'none'");
  expectCommonHeaders(res);
});

test('robots.txt (static) and sitemap.xml (function, live data) are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/application\/xml/);
  expect(await sitemap.text()).toContain('<sitemapindex');
  const xml = await sitemapText(request);
  for (const p of published) expect(xml).toContain(`/project/${p.slug}</loc>`);
  for (const p of demoProjects.filter((d) => d.status !== 'published')) expect(xml).not.toContain(p.slug);
  expectCommonHeaders(sitemap);
});

// zod's `new Function` probe ran when the shared schemas chunk evaluated before zod-jitless; the
// public fetchers now load zod-jitless first (web/src/lib/fetch-posts.ts). React Router's inline
// hydration scripts run by their hashes.
test('the public pages run under the CSP with no violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const url of ['/', '/services', '/service/landscaping', '/projects', '/about', '/contact']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('a project page carries its title, description, Open Graph and JSON-LD in the HTML, and runs under the CSP', async ({
  page,
  request,
}) => {
  const project = published[0]!;
  const res = await request.get(`/project/${project.slug}`);
  expect(res.status()).toBe(200);
  expectCommonHeaders(res);
  const html = await res.text();
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/project/${project.slug}"/>`));
  expect(html).toContain('<script type="application/ld+json">');

  await page.goto(`/project/${project.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(project.metaTitle || project.title),
  );

  const missing = await request.get('/project/no-such-project');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex"/>');
});
