/**
 * The live site data every page is rendered with (contract/src/site-data.ts "Live
 * public pages"; ADR 0021): the company settings visitors may read (services/site/site-settings-store)
 * the services visitors see (live-services.ts), the published page posts mapped to the overrides
 * the web shows instead of the built-in text, and the home hero slides staff saved (services/site/hero-slides-store.ts). Visitors' data only: published posts, no lead recipients.
 *
 * A value of the visitor read cache (services/platform/visitor-read-cache.ts): two settings documents read and
 * one query per post type when it is not kept, shared by every page rendered until the next write (a
 * post, service or settings save changes the write stamp), loaded again in the background after 30 s.
 */
import { pageSlugs, type PageSlug } from '@site/contract/page-input';
import type { PageOverride, ServicePage, SiteData } from '@site/contract/site-data';
import { publicSiteSettings } from '@site/contract/site-settings';
import type { StoredPost } from '../posts/post-document';
import { listPosts } from '../posts/posts-store';
import { readHeroSlides } from './hero-slides-store';
import { liveServicePages, liveServiceOf } from './live-services';
import { readServiceRecords } from '../posts/services-store';
import { readSiteSettingsState } from './site-settings-store';
import { cachedVisitorRead } from '../platform/visitor-read-cache';

const nonEmpty = (text: string | null): string | null => (text?.trim() ? text : null);

/** A published page post as the override of its page. */
export function pageOverride(post: StoredPost): PageOverride {
  const { fields } = post;
  return {
    title: fields.title,
    bodyHtml: nonEmpty(fields.content),
    updatedAt: post.updatedAt.toDate().toISOString(),
  };
}

/**
 * Published posts by slug, only the slugs in `slugs`; when two share a slug (the API allows one
 * per slug; a write made outside it might not), the most recently saved wins.
 */
function bySlug<S extends string, T>(
  posts: readonly StoredPost[],
  slugs: readonly S[],
  map: (post: StoredPost) => T,
): Partial<Record<S, T>> {
  const result: Partial<Record<S, T>> = {};
  const newestFirst = [...posts].sort((a, b) => b.updatedAt.toMillis() - a.updatedAt.toMillis());
  for (const post of newestFirst) {
    const slug = post.fields.slug as S;
    if (slugs.includes(slug) && !(slug in result)) result[slug] = map(post);
  }
  return result;
}

/**
 * Reads the site data from Firestore (uncached).
 * @param env process.env (SITE_URL)
 * @throws Firestore errors to the caller
 */
export async function readSiteData(env: NodeJS.ProcessEnv = process.env): Promise<SiteData> {
  const [{ settings, saved }, services, pages, hero] = await Promise.all([
    readSiteSettingsState(env),
    cachedServicePages(),
    listPosts({ type: 'page', status: 'published' }),
    readHeroSlides(),
  ]);
  return {
    setUp: saved,
    settings: publicSiteSettings(settings),
    services: services.map(liveServiceOf),
    pages: bySlug<PageSlug, PageOverride>(pages, pageSlugs, pageOverride),
    heroSlides: hero.slides,
  };
}

/**
 * Every service page visitors see, bodies included (live-services.ts), read from Firestore.
 * @throws Firestore errors to the caller
 */
export async function readServicePages(): Promise<ServicePage[]> {
  const [records, published] = await Promise.all([
    readServiceRecords(),
    listPosts({ type: 'service', status: 'published' }),
  ]);
  return liveServicePages(records, published);
}

/**
 * The service pages, from the visitor read cache (a service or service post save changes the
 * write stamp).
 * @throws Firestore errors when nothing is kept to serve instead
 */
export function cachedServicePages(): Promise<ServicePage[]> {
  return cachedVisitorRead('service-pages', () => readServicePages());
}

/**
 * The site data, from the visitor read cache (see the module comment).
 * @throws Firestore errors when nothing is kept to serve instead
 */
export function cachedSiteData(): Promise<SiteData> {
  return cachedVisitorRead('site-data', () => readSiteData());
}
