/**
 * The whole sitemap as a crawler reads it (ADR 0036): the index /sitemap.xml, then every file it
 * lists.
 */
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The text of every sitemap file /sitemap.xml lists, joined.
 * @param request a request context whose baseURL is the site
 */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(files.length).toBeGreaterThan(0);
  let text = '';
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    text += await res.text();
  }
  return text;
}
