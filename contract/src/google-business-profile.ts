/**
 * The company's Google Business Profile link ("Reviews"; ADR 0027): the Company setting
 * `googleBusinessProfileUrl`, and the two links the pages make of it, "Read our reviews on Google"
 * and "Leave us a review". Free of zod: public pages import it.
 *
 * Accepted: an https address on one of Google's hosts that open a business profile or its review
 * form (what the profile's own "Share" and "Ask for reviews" buttons, Google Maps and Search give):
 * - `g.page/…` (the profile's short link; `g.page/r/<id>/review` opens the review form),
 * - `maps.app.goo.gl/…` (Google Maps' share link),
 * - `business.google.com/…` (the profile manager's links),
 * - `maps.google.com/…`, `google.com/maps/…` and `www.google.com/maps/…` (a Maps place page),
 * - `search.google.com/local/…` (`/local/writereview?placeid=…` and `/local/reviews?placeid=…`).
 * Anything else (another site, http, a Google search results page, a look-alike host) is refused:
 * the links must lead to the company's profile and nowhere else.
 */
import { plainHttpsUrl } from './https-url';

/** Hosts accepted, each with the path segment it must start with ('/' for any non-empty path). */
export const googleBusinessProfileHosts: Readonly<Record<string, string>> = {
  'g.page': '/',
  'maps.app.goo.gl': '/',
  'business.google.com': '/',
  'maps.google.com': '/',
  'google.com': '/maps',
  'www.google.com': '/maps',
  'search.google.com': '/local',
};

/** The message of a refused address (the Company form shows it on the field). */
export const googleBusinessProfileUrlMessage =
  'Google Business Profile link must be an https:// address of your profile on Google (g.page, maps.app.goo.gl, business.google.com, google.com/maps or search.google.com/local)';

/**
 * Whether an address is a Google Business Profile link this site accepts (see the module comment).
 * @param value the address as typed (trimmed by the caller)
 * @returns true for an https URL on an accepted host and path, without user name or password
 */
export function isGoogleBusinessProfileUrl(value: string): boolean {
  const url = plainHttpsUrl(value);
  if (!url) return false;
  const prefix = googleBusinessProfileHosts[url.hostname];
  if (prefix === undefined) return false;
  if (prefix === '/') return url.pathname.length > 1 || url.search.length > 1;
  return url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
}

/** The two links the pages show. */
export interface GoogleReviewLinks {
  /** "Read our reviews on Google": the profile (or its reviews list). */
  read: string;
  /** "Leave us a review": the review form when the address says which, else the profile (its "Write a review" button). */
  write: string;
}

/**
 * The links made of the saved address: a review-form address (`g.page/r/<id>/review`,
 * `search.google.com/local/writereview?placeid=…`) gives the profile or reviews list to read and
 * itself to write; a profile address gives itself to read and, when it is a `g.page/r/<id>` link,
 * `…/review` to write (Google's "Ask for reviews" link), else itself (the profile has a
 * "Write a review" button).
 * @param url the setting (null or '': no links)
 */
export function googleReviewLinks(url: string | null | undefined): GoogleReviewLinks | null {
  if (!url || !isGoogleBusinessProfileUrl(url)) return null;
  const parsed = new URL(url);
  if (parsed.hostname === 'g.page') {
    const match = /^\/r\/([^/]+)(\/review)?\/?$/.exec(parsed.pathname);
    if (match) {
      const profile = `https://g.page/r/${match[1]}`;
      return { read: profile, write: `${profile}/review` };
    }
  }
  if (parsed.hostname === 'search.google.com' && parsed.pathname === '/local/writereview') {
    const placeId = parsed.searchParams.get('placeid');
    if (placeId)
      return {
        read: `https://search.google.com/local/reviews?placeid=${encodeURIComponent(placeId)}`,
        write: url,
      };
  }
  return { read: url, write: url };
}
