/**
 * The 13 services as the site shows them now (spec §2 "Service detail": "Content comes from a
 * published service post whose type is service and slug matches; otherwise built-in data is
 * used"): the built-in card data (service-summaries.ts) with each published override's title,
 * description and image (site-data.ts `ServiceOverride`). Menus, the footer, the services grid
 * and the JSON-LD read the services through this, so they all agree with the service pages.
 */
import type { ServiceOverride } from '../site-data';
import type { ServiceSlug } from '../service';
import { serviceSummaries, type ServiceSummary } from './service-summaries';

/**
 * One built-in service with its override applied: the override's title, its description and
 * image when it has them, the built-in ones otherwise; slug and icon stay built-in.
 */
export function withOverride(summary: ServiceSummary, override: ServiceOverride | undefined): ServiceSummary {
  if (!override) return summary;
  return {
    ...summary,
    title: override.title,
    description: override.description?.trim() ? override.description : summary.description,
    image: override.image ?? summary.image,
  };
}

/**
 * The 13 services in catalog order, each with its published override applied.
 * @param overrides published service posts by slug (site data `services`)
 */
export function liveServiceSummaries(overrides: Partial<Record<ServiceSlug, ServiceOverride>>): ServiceSummary[] {
  return serviceSummaries.map((summary) => withOverride(summary, overrides[summary.slug]));
}
