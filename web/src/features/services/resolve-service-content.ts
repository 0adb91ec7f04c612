/**
 * Content of a service page (spec §2 "Service detail": "Content comes from a published service
 * post whose type is service and slug matches; otherwise built-in data is used").
 */
import type { ServiceEntry, ServiceIcon } from '@site/contract/content/types';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import type { Post } from '@site/contract/post';
import { normalizeImagePath } from '@site/contract/responsive-image';

/** What a service page shows, whichever source it came from. */
export interface ServiceContent {
  slug: string;
  title: string;
  description: string;
  /** Body HTML: the post's sanitized content, or the catalog's longDescription. */
  bodyHtml: string;
  /** Rooted image path, or null for the designed placeholder. */
  image: string | null;
  icon: ServiceIcon;
  source: 'post' | 'catalog';
}

type ServicePost = Pick<
  Post,
  'type' | 'status' | 'slug' | 'title' | 'content' | 'excerpt' | 'metaDescription' | 'featuredImageUrl' | 'image'
>;

const fallbackIcon: ServiceIcon = 'grass';

/** The catalog entry of `slug`, if any. */
export function catalogEntry(
  slug: string,
  catalog: readonly ServiceEntry[] = serviceCatalog,
): ServiceEntry | undefined {
  return catalog.find((entry) => entry.slug === slug);
}

/**
 * The content for `slug`: a published service post with that slug wins (its missing fields
 * filled from the catalog entry), else the catalog entry, else null (unknown slug).
 * @param posts the posts the API returned (any types; undefined when unavailable)
 */
export function resolveServiceContent(
  posts: readonly ServicePost[] | undefined,
  slug: string,
  catalog: readonly ServiceEntry[] = serviceCatalog,
): ServiceContent | null {
  const builtIn = catalogEntry(slug, catalog);
  const post = posts?.find((p) => p.type === 'service' && p.status === 'published' && p.slug === slug);
  if (post) {
    const image = post.featuredImageUrl ?? post.image ?? builtIn?.image ?? null;
    return {
      slug,
      title: post.title,
      description: post.excerpt ?? post.metaDescription ?? builtIn?.description ?? '',
      bodyHtml: post.content?.trim() ? post.content : (builtIn?.longDescription ?? ''),
      image: image ? normalizeImagePath(image) : null,
      icon: builtIn?.icon ?? fallbackIcon,
      source: 'post',
    };
  }
  if (!builtIn) return null;
  return {
    slug,
    title: builtIn.title,
    description: builtIn.description,
    bodyHtml: builtIn.longDescription,
    image: builtIn.image ? normalizeImagePath(builtIn.image) : null,
    icon: builtIn.icon,
    source: 'catalog',
  };
}
