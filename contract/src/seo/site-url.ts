/**
 * Absolute URLs for crawlers. Canonical links, Open Graph `og:url`/`og:image`, sitemap `<loc>`
 * and JSON-LD `url`/`image` must be absolute (ogp.me "og:image … URL"; sitemaps.org protocol
 * "<loc> … must begin with the protocol"; developers.google.com/search/docs/crawling-indexing/
 * consolidate-duplicate-urls "use absolute paths").
 */

/**
 * The site origin without a trailing slash, e.g. "https://example.com".
 * @param siteUrl a base URL such as siteSettings.siteUrl (the server may override it with env SITE_URL)
 * @throws TypeError when siteUrl is not an absolute http(s) URL
 */
export function siteOrigin(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`siteUrl must be http(s): ${siteUrl}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * An absolute URL for a site path or a stored image path. Absolute http(s) URLs are kept;
 * relative paths get a leading slash (spec §2 Projects section: "Relative image paths get a
 * leading slash"); anything else (javascript:, data:, //host) is resolved as a path of the site,
 * so a stored value can never point a crawler at another scheme or host.
 * @param pathOrUrl e.g. "/project/a", "photos/a.jpg", "https://storage.googleapis.com/…"
 * @param siteUrl the site base URL
 * @returns e.g. "https://example.com/photos/a.jpg"
 */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  const value = pathOrUrl.trim();
  if (/^https?:\/\/[^/]/i.test(value)) return new URL(value).href;
  const path = `/${value.replace(/^[/\\]+/, '')}`;
  return new URL(`${siteOrigin(siteUrl)}${path}`).href;
}
