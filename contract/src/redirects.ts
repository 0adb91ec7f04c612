/**
 * Redirects for the old site ("Redirects for the old site"): staff send old addresses
 * (`/services.html`, `/gallery/stone-wall`, a WordPress `/?p=12`) to pages of this site, 301
 * (moved for good: search engines move the old page's standing to the new one) or 302 (for now).
 * The page server answers them before rendering and counts each hit
 * (functions/src/services/redirects). The browser form and the API parse with these rules.
 *
 * Matching is what visitors expect of an address: the path without case and without a trailing
 * slash (`/Services.html/` is `/services.html`); an old address with a query string matches only
 * that query (`/?p=12`), one without matches any query.
 */
import { z } from 'zod';
import { sitePath } from './site-path';
import { isFixedAppRoute, isStaffPath, matchSitePage } from './site-pages';

/** The statuses a rule may answer (RFC 9110 §15.4.2 301 Moved Permanently, §15.4.3 302 Found). */
export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** Longest address accepted (old CMS addresses can be long; Firestore document ids take 1500 bytes). */
export const maxRedirectPathLength = 1000;

/** A base for parsing paths as a browser would (no real host is ever contacted). */
const base = 'https://site.invalid';

/** Paths that are no page, whatever follows: the API (sign-out included), stored images, Hosting's `/__/`. */
const notPagePrefix = /^\/(api|objects|__)(\/|$)/;

/** Files Hosting serves before any rewrite (web/public, the build's assets): no rule there would run. */
const siteFiles = /^\/(assets|photos)(\/|$)|^\/(robots\.txt|sitemap(-[\w-]+)?\.xml|favicon\.svg)$/;

/** The part of an address before its query or fragment. */
const pathPart = (text: string) => text.split(/[?#]/)[0]!;

/** A parsed address or why it is refused. */
export type PathResult = { path: string } | { error: string };

/**
 * What both addresses of a rule check first: the text trimmed, not empty, at most
 * maxRedirectPathLength characters, and a web address `toUrl` can read.
 * @param which 'old' or 'new', as the messages name the address
 * @param emptyError the message when nothing was written
 * @returns the trimmed text and its URL, or `{error}`
 */
function readAddress(
  value: string,
  which: 'old' | 'new',
  emptyError: string,
  toUrl: (text: string) => URL,
): { text: string; url: URL } | { error: string } {
  const text = value.trim();
  if (text === '') return { error: emptyError };
  if (text.length > maxRedirectPathLength)
    return { error: `The ${which} address is longer than ${maxRedirectPathLength} characters` };
  try {
    return { text, url: toUrl(text) };
  } catch {
    return { error: `The ${which} address is not a valid web address` };
  }
}

/**
 * An old address as staff (or a CSV from the old site) write it → the path this site matches,
 * normalised as the router reads it (site-path.ts): a full URL of any host gives its path and
 * query (the old domain now points here); the fragment is dropped (browsers never send it). It
 * may not be one of the app's own routes (contract isFixedAppRoute), an API or image path, or a
 * file of the site; whether a service or project has it is the server's check.
 * @returns `{path}` e.g. '/services.html', '/?p=12'; or `{error}` with the reason, for the form
 */
export function normalizeFromPath(value: string): PathResult {
  const read = readAddress(value, 'old', 'Enter the old address, e.g. /services.html', (text) =>
    /^https?:\/\//i.test(text) ? new URL(text) : new URL(text, base),
  );
  if ('error' in read) return read;
  const { text, url } = read;
  if (
    !/^https?:\/\//i.test(text) &&
    (!text.startsWith('/') || text.startsWith('//') || pathPart(text).includes('\\'))
  ) {
    return { error: 'An old address starts with / (e.g. /services.html) or is a full web address' };
  }
  const site = sitePath(url.pathname);
  if (!site) return { error: 'The old address is not a path of a web site (no //, \\ or control characters)' };
  if (site.key === '/' && url.search === '') return { error: 'The home page cannot redirect' };
  if (notPagePrefix.test(site.key))
    return { error: 'Addresses under /api, /objects and /__ are not pages and cannot redirect' };
  if (siteFiles.test(site.key)) return { error: 'This is a file of this site: it cannot redirect' };
  if (isStaffPath(site.key)) return { error: 'This is a staff page of this site: it cannot redirect' };
  if (url.search === '' && isFixedAppRoute(site.key))
    return {
      error: `This is a page of this site (${matchSitePage(site.key)?.page.path ?? site.key}): it cannot redirect`,
    };
  return { path: `${site.path}${url.search}` };
}

/**
 * Where a rule leads, as staff write it → a path of this site, normalised as the router reads it
 * (site-path.ts): a path, or a full URL of this site's own origin (`siteOrigin`); never another
 * site (no `//`, backslash or scheme survives), and never a non-page (/api/…: an old link must
 * not sign anyone out).
 * @param siteOrigin this site's origin, e.g. 'https://www.example.com' (null: only paths accepted)
 * @returns `{path}` with its query and fragment, always starting with a single '/'; or `{error}`
 */
export function normalizeToPath(value: string, siteOrigin: string | null): PathResult {
  const read = readAddress(
    value,
    'new',
    'Enter the page it should lead to, e.g. /services',
    (text) => new URL(text, base),
  );
  if ('error' in read) return read;
  const { text, url } = read;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//');
  if (absolute && (siteOrigin === null || url.origin !== siteOrigin)) {
    return {
      error: `Redirects lead to pages of this site only: write a path such as /services${siteOrigin ? ` or an address on ${siteOrigin}` : ''}`,
    };
  }
  if (!absolute && (!text.startsWith('/') || pathPart(text).includes('\\')))
    return { error: 'The new address is a path of this site, starting with /' };
  const site = sitePath(url.pathname);
  if (!site) return { error: 'The new address is not a path of this site (no //, \\ or control characters)' };
  if (notPagePrefix.test(site.key))
    return { error: 'Redirects lead to pages: /api, /objects and /__ addresses are not pages' };
  return { path: `${site.path}${url.search}${url.hash}` };
}

/**
 * The key an address is matched by: its path normalised as the router reads it (site-path.ts:
 * decoded once, dot segments resolved, lower case, no trailing slash), then its query as written.
 * Both rules and requests are keyed this way.
 * @param pathWithQuery e.g. '/Services.html/?x=1'
 * @returns e.g. '/services.html?x=1'; null for a path no rule can have (sitePath refuses it)
 */
export function redirectKey(pathWithQuery: string): string | null {
  const query = pathWithQuery.indexOf('?');
  const site = sitePath(query < 0 ? pathWithQuery : pathWithQuery.slice(0, query));
  const search = query < 0 ? '' : pathWithQuery.slice(query);
  return site ? `${site.key}${search === '?' ? '' : search}` : null;
}

/** Body of POST /api/redirects and PUT /api/redirects/:id. */
export const redirectInputSchema = z.object({
  from: z.string({ error: 'Enter the old address, e.g. /services.html' }).max(maxRedirectPathLength + 100),
  to: z.string({ error: 'Enter the page it should lead to, e.g. /services' }).max(maxRedirectPathLength + 100),
  status: z
    .union([z.literal(301), z.literal(302)], { error: 'The status is 301 (moved for good) or 302 (for now)' })
    .default(301),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

/** A rule as GET /api/redirects lists it. */
export const redirectRuleSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  /** Visits the rule answered (each one a visitor or crawler following an old link). */
  hits: z.number().int().nonnegative(),
  lastHitAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

/** The list of GET /api/redirects (most hits first). */
export const redirectRuleListSchema = z.array(redirectRuleSchema);

/** Body of POST /api/redirects/import: the CSV text (from,to[,status] per line; a header line is skipped). */
export const redirectImportSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The CSV file is empty')
    .max(90_000, 'The CSV file is too large (at most 90 kB; split it)'),
});

/** Answer of a CSV import: how many rules were added and replaced; or the 400 with the lines at fault. */
export const redirectImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type RedirectImportResult = z.infer<typeof redirectImportResultSchema>;
