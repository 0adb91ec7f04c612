/**
 * The services as visitors see them (contract site-data.ts `LiveService`; ADR 0035): each service
 * record that is not hidden, with the text of its published service post (spec §2 "Service
 * detail": "Content comes from a published service post whose type is service and slug matches;
 * otherwise built-in data is used"), else the built-in text of a first-run service (found by the
 * record's id, so a renamed address keeps it). A service with neither (one staff added and have
 * not published a text for yet) is left off the site.
 */
import { serviceCatalog } from '@site/contract/content/service-catalog';
import type { ServiceEntry } from '@site/contract/content/types';
import { normalizeImagePath } from '@site/contract/responsive-image';
import type { LiveService, ServicePage } from '@site/contract/site-data';
import type { Service } from '@site/contract/service';
import type { StoredPost } from '../posts/post-document';
import type { ServiceRecord } from '../posts/services-store';

const nonEmpty = (text: string | null | undefined): string | null => (text?.trim() ? text : null);
const builtInById = new Map<string, ServiceEntry>(serviceCatalog.map((entry) => [entry.slug, entry]));

/** The built-in text of a first-run service, by its record's id. */
export const builtInService = (id: string): ServiceEntry | undefined => builtInById.get(id);

/** Published service posts by slug; when two share one (a write made outside the API), the newest wins. */
function postsBySlug(posts: readonly StoredPost[]): Map<string, StoredPost> {
  const bySlug = new Map<string, StoredPost>();
  const newestFirst = [...posts].sort((a, b) => b.updatedAt.toMillis() - a.updatedAt.toMillis());
  for (const post of newestFirst) if (!bySlug.has(post.fields.slug)) bySlug.set(post.fields.slug, post);
  return bySlug;
}

/**
 * One service's page as shown: its published post's fields, each empty one filled from the
 * built-in text; or null when it has neither (not on the site).
 */
function servicePageOf(record: ServiceRecord, post: StoredPost | undefined): ServicePage | null {
  const builtIn = builtInService(record.id);
  if (!post && !builtIn) return null;
  const fields = post?.fields;
  const postImage = fields ? (fields.image ?? fields.featuredImageUrl) : null;
  const image = postImage ?? builtIn?.image ?? null;
  return {
    id: record.id,
    slug: record.slug,
    title: fields?.title ?? builtIn?.title ?? record.name,
    description: nonEmpty(fields?.excerpt) ?? nonEmpty(fields?.metaDescription) ?? builtIn?.description ?? '',
    bodyHtml: nonEmpty(fields?.content) ?? builtIn?.longDescription ?? '',
    image: image ? normalizeImagePath(image) : null,
    imageAlt: postImage ? nonEmpty(fields?.imageAlt) : null,
    icon: record.icon,
    metaDescription: nonEmpty(fields?.metaDescription),
    updatedAt: post ? post.updatedAt.toDate().toISOString() : null,
  };
}

/**
 * Every service page visitors see, in the site's order.
 * @param records every service record (services-store readServiceRecords), in order
 * @param published the published service posts
 */
export function liveServicePages(records: readonly ServiceRecord[], published: readonly StoredPost[]): ServicePage[] {
  const posts = postsBySlug(published);
  return records.flatMap((record) => {
    if (record.hidden) return [];
    const page = servicePageOf(record, posts.get(record.slug));
    return page ? [page] : [];
  });
}

/** A service page without its body: what menus, cards and the site data carry. */
export function liveServiceOf({ bodyHtml: _body, ...service }: ServicePage): LiveService {
  return service;
}

/** GET /api/services (spec §3): {id, name, slug} of a service visitors see. */
export function publicServiceOf(service: LiveService): Service {
  return { id: service.id, name: service.title, slug: service.slug };
}

/** Whether a record has a text visitors could read (built-in, or a published post among `published`). */
export function hasServiceText(record: ServiceRecord, published: readonly StoredPost[]): boolean {
  return Boolean(builtInService(record.id)) || published.some((post) => post.fields.slug === record.slug);
}
