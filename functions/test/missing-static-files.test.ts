/**
 * A file of the web build that is not there (routes/missing-static-files.ts): Hosting
 * rewrites it to the function, which answers a plain 404 that nobody keeps (`no-store`), never the
 * site's 404 page with its CDN lifetime. The browser test (tests/e2e/security-headers.spec.ts)
 * checks the same through the Hosting emulator, where firebase.json's rules apply on top.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { hostingHeaderRules } from '../src/security/hosting-headers';

const app = createApp();

describe('a missing /assets or /photos file', () => {
  it.each([
    '/assets/entry.client-DeAdBeEf.js',
    '/assets/nested/chunk-0000.css',
    '/photos/not-here-800.webp',
    '/photos/x.jpg',
  ])('%s answers 404 no-store, text', async (missing) => {
    const res = await request(app).get(missing);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toBe('*');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('Not found');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HEAD too, and the folder names alone are no file either', async () => {
    expect((await request(app).head('/assets/app-1234.js')).headers['cache-control']).toBe('no-store');
    const bare = await request(app).get('/photos/');
    expect(bare.status).toBe(404);
    expect(bare.headers['cache-control']).toBe('no-store');
  });

  it('firebase.json keeps the hashed build files a year, immutable, and no other path', () => {
    const rules = hostingHeaderRules().filter((rule) =>
      rule.headers.some((header) => header.key.toLowerCase() === 'cache-control'),
    );
    expect(rules).toEqual([
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ]);
  });
});
