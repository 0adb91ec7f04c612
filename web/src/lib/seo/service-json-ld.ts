/**
 * A service page as JSON-LD ("each service (Service)"). Shape: schema.org/Service
 * (name, description, serviceType, provider, areaServed, url, image); the provider refers to the
 * business node by `@id` (businessJsonLd).
 */
import type { ServiceEntry } from '@site/contract/content/types';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { areaServedJsonLd, businessRef } from './business-json-ld';
import { schemaOrgContext, type JsonLd } from '@site/contract/seo/json-ld';
import { absoluteUrl, siteOrigin } from '@site/contract/seo/site-url';
import { descriptionFrom } from './text';
import { servicePath } from '@site/contract/site-pages';

/** What a service page needs: the catalog entry, or a published service post mapped to it. */
export type ServiceSeoInput = Pick<ServiceEntry, 'slug' | 'title' | 'description' | 'image'>;

/**
 * The Service node of /service/{slug}.
 * @param service slug, title, description and image (path or URL, or null)
 * @param settings site settings; `siteUrl` decides every absolute URL
 */
export function serviceJsonLd(service: ServiceSeoInput, settings: PublicSiteSettings): JsonLd {
  const origin = siteOrigin(settings.siteUrl);
  const url = absoluteUrl(servicePath(service.slug), origin);
  const node: JsonLd = {
    '@context': schemaOrgContext,
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: descriptionFrom(service.description),
    url,
    provider: businessRef(settings),
    areaServed: areaServedJsonLd(settings),
  };
  if (service.image) node.image = absoluteUrl(service.image, origin);
  return node;
}
