/**
 * The sitemap document (sitemaps.org protocol 0.9, with Google's image extension
 * `xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"`,
 * developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps). Only `<loc>` and
 * `<lastmod>` per URL and `<image:loc>` per image: Google ignores `<priority>`/`<changefreq>`
 * and dropped the other image tags in 2022.
 */

/** The protocol's limit of URLs per sitemap file (sitemaps.org "Using Sitemap index files"). */
export const sitemapMaxUrls = 50_000;

/** One URL of the sitemap. */
export interface SitemapEntry {
  /** Absolute URL of the page. */
  loc: string;
  /** W3C Datetime (ISO 8601), e.g. a post's updatedAt. */
  lastmod?: string;
  /** Absolute URLs of the page's images. */
  images?: string[];
}

/** XML text escaping for element content (sitemaps.org "Entity escaping": & ' " < >). */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/**
 * Serializes the entries as a UTF-8 `<urlset>` (≤ 50,000 URLs per file, the protocol's limit).
 * @throws Error when there are more entries than one sitemap file may hold
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > sitemapMaxUrls)
    throw new Error('A sitemap holds at most 50,000 URLs: split it with a sitemap index');
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(entry.loc)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    for (const image of entry.images ?? [])
      lines.push(`    <image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Serializes a sitemap index (sitemaps.org "Using Sitemap index files"): one `<sitemap>` per file,
 * its absolute `<loc>` and optional `<lastmod>`.
 * @throws Error when there are more files than one index may list (50,000)
 */
export function sitemapIndexXml(files: readonly { loc: string; lastmod?: string | undefined }[]): string {
  if (files.length > sitemapMaxUrls) throw new Error('A sitemap index lists at most 50,000 sitemaps');
  const sitemaps = files.map((file) => {
    const lines = [`    <loc>${escapeXml(file.loc)}</loc>`];
    if (file.lastmod) lines.push(`    <lastmod>${escapeXml(file.lastmod)}</lastmod>`);
    return `  <sitemap>\n${lines.join('\n')}\n  </sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
}
