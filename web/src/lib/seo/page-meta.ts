/**
 * Per-page head tags ("Per-route title, meta description, canonical URL, Open Graph
 * and Twitter tags"). Sources: ogp.me (og:title, og:type, og:image, og:url required; og:description,
 * og:site_name, og:locale optional), developer.x.com "Cards markup" (twitter:card, twitter:title,
 * twitter:description, twitter:image), Google "canonical" (absolute URL) and "robots meta tag".
 *
 * The result is a list of plain objects in React Router's MetaDescriptor shapes, so a route's
 * `meta()` can return it as is; the `api` function renders the same list to HTML for /project/*.
 */
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { absoluteUrl, siteOrigin } from '@site/contract/seo/site-url';
import { truncateText } from './text';

/** One head element: <title>, <meta name>, <meta property> or <link rel>. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string };

export interface PageMetaInput {
  /** The full document title, e.g. pageTitle('Projects', settings). */
  title: string;
  /** Plain text; cut to 160 characters. */
  description: string;
  /** The page's canonical site path, e.g. "/service/landscaping" (query and hash are dropped). */
  path: string;
  /** The canonical URL's query, for a page a query names (a gallery page: "?after=stone-wall"); default none. */
  query?: string;
  /** Share image path or URL; without one the page has no og:image (never a demo photo, ADR 0031). */
  image?: string | null;
  /** Alternative text of the image. */
  imageAlt?: string;
  /** og:type: "website" (default) or "article" (a project). */
  type?: 'website' | 'article';
  /** true: `robots: noindex` (unknown pages, 404s). */
  noindex?: boolean;
}

/** "Projects" → "Projects | Orange Valley Landscaping & Masonry"; the home page passes its own. */
export function pageTitle(title: string, settings: Pick<PublicSiteSettings, 'companyName'>): string {
  return title.includes(settings.companyName) ? title : `${title} | ${settings.companyName}`;
}

/**
 * The head tags of one page.
 * @param input title, description, path, image, type, noindex
 * @param settings site settings; `siteUrl` decides every absolute URL
 * @returns title, description, robots (noindex only), canonical, og:* and twitter:* tags
 */
export function pageMeta(input: PageMetaInput, settings: PublicSiteSettings): MetaTag[] {
  const origin = siteOrigin(settings.siteUrl);
  const url = absoluteUrl(input.path.split(/[?#]/)[0] ?? '/', origin) + (input.query ?? '');
  const image = input.image ? absoluteUrl(input.image, origin) : null;
  const description = truncateText(input.description.trim());
  const tags: MetaTag[] = [{ title: input.title }, { name: 'description', content: description }];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  tags.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: settings.companyName },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  );
  if (image && input.imageAlt) tags.push({ property: 'og:image:alt', content: input.imageAlt });
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  );
  return tags;
}
