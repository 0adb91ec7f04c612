/**
 * Properties of the one rule for redirect paths (contract redirects.ts over site-path.ts), with
 * fast-check: whatever staff type, an old address is refused or is a site path the router would
 * not serve as one of the app's own pages, and a new address is refused or stays on this site.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeFromPath, normalizeToPath, redirectKey } from '@site/contract/redirects';
import { isFixedAppRoute, isStaffPath } from '@site/contract/site-pages';
import { sitePath } from '@site/contract/site-path';

const origin = 'https://www.example.com';

/** Strings built from the pieces that make paths tricky, beside any string at all. */
const pathLike = fc.oneof(
  fc.string(),
  fc
    .array(
      fc.constantFrom(
        '/',
        '//',
        '.',
        '..',
        '%2e',
        '%2E%2e',
        '%2F',
        '%5C',
        '\\',
        '%00',
        '\u0000',
        '\u202e',
        'admin',
        'Admin',
        'contact',
        '%63ontact',
        'staff',
        'sign-in',
        'api',
        'objects',
        'evil.example',
        'http:',
        'https:',
        '?',
        '#',
        '%',
        '%E0%A4%A',
        ' ',
        'é',
        'project',
        'a',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
  fc.webUrl().map((url) => url.replace(/^https?:\/\/[^/]+/, '')),
);

describe('the redirect path rule', () => {
  it('an accepted old address is a site path that is none of the app’s own pages', () => {
    fc.assert(
      fc.property(pathLike, (text) => {
        const result = normalizeFromPath(text);
        if ('error' in result) return;
        const [pathname = ''] = result.path.split('?');
        const site = sitePath(pathname);
        expect(site).not.toBeNull();
        expect(site!.path).toBe(pathname);
        expect(result.path.startsWith('/') && !result.path.startsWith('//')).toBe(true);
        expect(/^\/(api|objects|__)(\/|$)/.test(site!.key)).toBe(false);
        expect(isStaffPath(site!.key)).toBe(false);
        if (!result.path.includes('?')) expect(isFixedAppRoute(site!.key)).toBe(false);
        expect(redirectKey(result.path)).not.toBeNull();
      }),
      { numRuns: 3000 },
    );
  });

  it('an accepted new address stays on this site, and reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pathLike,
          pathLike.map((path) => `${origin}${path}`),
        ),
        (text) => {
          const result = normalizeToPath(text, origin);
          if ('error' in result) return;
          const url = new URL(result.path, origin);
          expect(url.origin).toBe(origin);
          expect(result.path.startsWith('/') && !result.path.startsWith('//')).toBe(true);
          expect(result.path.split(/[?#]/)[0]).not.toMatch(/[\\\p{Cc}]/u);
          expect(normalizeToPath(result.path, origin)).toEqual(result);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('the examples that used to leave the site are refused', () => {
    for (const to of ['/.//evil.example', '/..//evil.example', `${origin}//evil.example`, '//evil.example']) {
      expect('error' in normalizeToPath(to, origin), to).toBe(true);
    }
  });
});
