/**
 * Slug and title of each service, in catalog order, for menus and footer links (the titles of
 * the built-in service catalog, so menus, cards and pages agree).
 */
import { serviceSummaries } from '@site/contract/content/service-summaries';
import type { ServiceSlug } from '@site/contract/service';

/** `{slug, title}` of the 13 services. */
export const serviceNavTitles: { slug: ServiceSlug; title: string }[] = serviceSummaries.map(({ slug, title }) => ({
  slug,
  title,
}));
