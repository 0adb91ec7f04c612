/**
 * Breadcrumbs as JSON-LD ("breadcrumbs"). Shape: schema.org/BreadcrumbList of
 * ListItem {position (1-based), name, item (absolute URL)}; Google "Breadcrumb" structured data
 * (developers.google.com/search/docs/appearance/structured-data/breadcrumb).
 */
import { schemaOrgContext, type JsonLd } from '@site/contract/seo/json-ld';
import { absoluteUrl } from '@site/contract/seo/site-url';

/** One crumb: its visible name and site path, e.g. {name: 'Projects', path: '/projects'}. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The BreadcrumbList of a page, home first.
 * @param items the crumbs in order (e.g. Home, Projects, the project)
 * @param siteUrl the site base URL
 * @throws Error when items is empty (Google requires at least one ListItem)
 */
export function breadcrumbJsonLd(items: readonly Crumb[], siteUrl: string): JsonLd {
  if (items.length === 0) throw new Error('breadcrumbJsonLd needs at least one item');
  return {
    '@context': schemaOrgContext,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}
