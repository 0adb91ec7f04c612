/**
 * Zod shapes of the JSON-LD this site emits, for tests ("Validate the JSON-LD shapes in
 * tests"). Each lists the properties schema.org defines for the type with the value types it
 * expects, and marks required what Google's structured-data docs require or this site promises:
 * - HomeAndConstructionBusiness: schema.org/LocalBusiness; Google "Local business" (name, address
 *   required; telephone, url, image, openingHoursSpecification recommended).
 * - Service: schema.org/Service (provider, areaServed, serviceType).
 * - CreativeWork: schema.org/CreativeWork (image URL[], locationCreated Place, dateCreated Date).
 * - BreadcrumbList: Google "Breadcrumb" (ListItem position, name, item).
 * Strict objects: an unknown or misspelled property fails.
 */
import { z } from 'zod';
import { weekDays } from './opening-hours';

const absoluteUrl = z.url({ protocol: /^https?$/ });
const isoDate = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'ISO 8601 date');
const isoDateTime = z.iso.datetime();
const context = z.literal('https://schema.org');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:00$/, 'hh:mm:ss');

export const administrativeAreaShape = z.strictObject({
  '@type': z.literal('AdministrativeArea'),
  name: z.string().min(1),
});

export const postalAddressShape = z.strictObject({
  '@type': z.literal('PostalAddress'),
  streetAddress: z.string().min(1).optional(),
  addressLocality: z.string().min(1).optional(),
  addressRegion: z.string().min(1).optional(),
  postalCode: z.string().min(1).optional(),
  addressCountry: z.string().length(2),
});

export const openingHoursShape = z.strictObject({
  '@type': z.literal('OpeningHoursSpecification'),
  dayOfWeek: z.array(z.enum(weekDays)).min(1),
  opens: time,
  closes: time,
});

export const businessRefShape = z.strictObject({
  '@type': z.literal('HomeAndConstructionBusiness'),
  '@id': absoluteUrl,
  name: z.string().min(1),
});

export const businessShape = businessRefShape.extend({
  '@context': context,
  alternateName: z.string().min(1),
  description: z.string().min(1),
  url: absoluteUrl,
  telephone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'E.164 telephone'),
  email: z.email(),
  image: absoluteUrl,
  logo: absoluteUrl,
  address: postalAddressShape.required(),
  areaServed: z.array(administrativeAreaShape).min(1),
  foundingDate: isoDate,
  openingHoursSpecification: z.array(openingHoursShape).min(1).optional(),
  paymentAccepted: z.string().min(1),
  priceRange: z.string().min(1).optional(),
  sameAs: z.array(absoluteUrl).optional(),
});

export const serviceShape = z.strictObject({
  '@context': context,
  '@type': z.literal('Service'),
  '@id': absoluteUrl,
  name: z.string().min(1),
  serviceType: z.string().min(1),
  description: z.string().min(1),
  url: absoluteUrl,
  image: absoluteUrl.optional(),
  provider: businessRefShape,
  areaServed: z.array(administrativeAreaShape).min(1),
});

export const placeShape = z.strictObject({
  '@type': z.literal('Place'),
  name: z.string().min(1),
  address: postalAddressShape,
});

export const projectShape = z.strictObject({
  '@context': context,
  '@type': z.literal('CreativeWork'),
  '@id': absoluteUrl,
  name: z.string().min(1),
  headline: z.string().min(1),
  description: z.string().min(1),
  url: absoluteUrl,
  image: z.array(z.strictObject({ '@type': z.literal('ImageObject'), url: absoluteUrl, caption: z.string().min(1) })),
  creator: businessRefShape,
  datePublished: isoDateTime,
  dateModified: isoDateTime,
  locationCreated: placeShape.optional(),
  dateCreated: isoDate.optional(),
  about: z
    .array(z.strictObject({ '@type': z.literal('Service'), name: z.string().min(1), url: absoluteUrl }))
    .min(1)
    .optional(),
});

export const breadcrumbShape = z.strictObject({
  '@context': context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.strictObject({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: absoluteUrl,
      }),
    )
    .min(1)
    .refine((items) => items.every((item, index) => item.position === index + 1), 'positions 1…n in order'),
});
