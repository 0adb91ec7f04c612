/**
 * The whole sitemap as a crawler reads it (ADR 0036): the index /sitemap.xml, then every file it
 * lists, each answered 200 as XML.
 */
import type { Express } from 'express';
import request from 'supertest';

/**
 * The text of every sitemap file the index lists, joined.
 * @throws an assertion error when the index or a file does not answer 200
 */
export async function sitemapText(app: Express): Promise<string> {
  const index = (
    await request(app)
      .get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /application\/xml/)
  ).text;
  const files = [...index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  let text = '';
  for (const file of files)
    text += (
      await request(app)
        .get(file)
        .expect(200)
        .expect('Content-Type', /application\/xml/)
    ).text;
  return text;
}
