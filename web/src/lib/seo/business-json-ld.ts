/**
 * The business as JSON-LD ("HomeAndConstructionBusiness with address, phone,
 * areaServed New Haven and Fairfield Counties, foundingDate 1998, openingHours from settings").
 * Shapes: schema.org/HomeAndConstructionBusiness (a LocalBusiness), schema.org/PostalAddress,
 * schema.org/AdministrativeArea; Google "Local business" structured data (required: name,
 * address; recommended: telephone, url, image, openingHoursSpecification, priceRange).
 */
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { businessNodeId, schemaOrgContext, type JsonLd } from '@site/contract/seo/json-ld';
import { openingHoursSpecification } from '@site/contract/seo/opening-hours';
import { absoluteUrl, siteOrigin } from '@site/contract/seo/site-url';

/** `areaServed` entries: each settings area as an AdministrativeArea (a county). */
export function areaServedJsonLd(settings: Pick<PublicSiteSettings, 'areaServed'>): JsonLd[] {
  return settings.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name }));
}

/** A short reference to the business node, for `provider`, `creator`… of other nodes. */
export function businessRef(settings: Pick<PublicSiteSettings, 'siteUrl' | 'companyName'>): JsonLd {
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessNodeId(siteOrigin(settings.siteUrl)),
    name: settings.companyName,
  };
}

/** Options of businessJsonLd. */
export interface BusinessJsonLdOptions {
  /** Image path or URL (default: the logo; never a demo photo, ADR 0031). */
  image?: string;
  /** schema.org priceRange, e.g. "$$"; left out when not given. */
  priceRange?: string;
}

/**
 * The HomeAndConstructionBusiness node of the site.
 * @param settings site settings; `siteUrl` decides every absolute URL
 * @param options image and priceRange
 * @returns a JSON-LD object with `@context`, ready for serializeJsonLd
 */
export function businessJsonLd(settings: PublicSiteSettings, options: BusinessJsonLdOptions = {}): JsonLd {
  const origin = siteOrigin(settings.siteUrl);
  const node: JsonLd = {
    '@context': schemaOrgContext,
    ...businessRef(settings),
    alternateName: settings.shortName,
    description: settings.tagline,
    url: `${origin}/`,
    telephone: settings.phoneHref,
    email: settings.email,
    image: absoluteUrl(options.image ?? '/favicon.svg', origin),
    logo: absoluteUrl('/favicon.svg', origin),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.region,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.country,
    },
    areaServed: areaServedJsonLd(settings),
    foundingDate: String(settings.foundedYear),
    paymentAccepted: settings.acceptedCards.join(', '),
  };
  // Left out when no row states hours (all "By appointment"): schema.org has no "none".
  const hours = openingHoursSpecification(settings.openingHours);
  if (hours.length > 0) node.openingHoursSpecification = hours;
  if (options.priceRange) node.priceRange = options.priceRange;
  if (settings.socialLinks.length > 0) node.sameAs = settings.socialLinks.map((link) => link.url);
  return node;
}
