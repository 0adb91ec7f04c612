/**
 * Content of a service page (spec §2 "Service detail": "Content comes from a published service
 * post whose type is service and slug matches; otherwise built-in data is used"). The published
 * post arrives with the page, as the site data's override of that slug (contract/src/site-data.ts;
 * the function reads published posts only, so a draft never shows).
 */
import type { ServiceEntry, ServiceIcon } from '@site/contract/content/types';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { normalizeImagePath } from '@site/contract/responsive-image';
import type { ServiceOverride } from '@site/contract/site-data';

/** What a service page shows, whichever source it came from. */
export interface ServiceContent {
  slug: string;
  title: string;
  description: string;
  /** Body HTML: the post's sanitized content, or the catalog's longDescription. */
  bodyHtml: string;
  /** Rooted image path, or null for the designed placeholder. */
  image: string | null;
  /** Alt text staff gave the post's image; null: the photo credits' text or the title. */
  imageAlt: string | null;
  icon: ServiceIcon;
  source: 'post' | 'catalog';
}

const fallbackIcon: ServiceIcon = 'grass';

/** The catalog entry of `slug`, if any. */
export function catalogEntry(
  slug: string,
  catalog: readonly ServiceEntry[] = serviceCatalog,
): ServiceEntry | undefined {
  return catalog.find((entry) => entry.slug === slug);
}

/**
 * The content for `slug`: the published override wins (its missing fields filled from the
 * catalog entry), else the catalog entry, else null (unknown slug: 'Service Not Found').
 * @param override the published service post of `slug` (site data `services[slug]`), if any
 */
export function resolveServiceContent(
  override: Omit<ServiceOverride, 'slug'> | undefined,
  slug: string,
  catalog: readonly ServiceEntry[] = serviceCatalog,
): ServiceContent | null {
  const builtIn = catalogEntry(slug, catalog);
  if (override) {
    const image = override.image ?? builtIn?.image ?? null;
    return {
      slug,
      title: override.title,
      description: override.description?.trim() ? override.description : (builtIn?.description ?? ''),
      bodyHtml: override.bodyHtml?.trim() ? override.bodyHtml : (builtIn?.longDescription ?? ''),
      image: image ? normalizeImagePath(image) : null,
      imageAlt: override.image ? override.imageAlt : null,
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
    imageAlt: null,
    icon: builtIn.icon,
    source: 'catalog',
  };
}
