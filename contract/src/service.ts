/**
 * Services are records staff manage (ADR 0035): `services/{id}` in Firestore, one document a
 * service, written first by the first-run migration (the spec's 13 services, §2 "Service slugs",
 * are its defaults, not a limit) and then by the admin's Services section. GET /api/services
 * (spec §3) answers the ones visitors see as [{id, name, slug}], in the site's order.
 *
 * A slug here is only a well-formed address part; whether a service of that slug exists is the
 * server's check (functions services/posts/services-store.ts), answered "Unknown service".
 */
import { z } from 'zod';
import { requiredText } from './required-text';
import { slugify } from './slug';

/** Icon keys the web maps to MUI icons, for designed placeholders and cards. */
export const serviceIcons = [
  'grass',
  'business',
  'outdoor-grill',
  'wall',
  'park',
  'water',
  'eco',
  'drain',
  'golf',
  'masonry',
  'patio',
  'pond',
  'fence',
] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

/** Lengths and counts of services (a service list longer than this is not a menu any more). */
export const serviceLimits = { name: 80, slug: 80, services: 60 } as const;

/** A service's address part (`/service/{slug}`): lowercase letters, digits and single hyphens. */
export const serviceSlugSchema = z
  .string({ error: 'Please choose a service' })
  .trim()
  .min(1, 'Please choose a service')
  .max(serviceLimits.slug, `A service address is at most ${serviceLimits.slug} characters`)
  .refine((slug) => slugify(slug) === slug, {
    error: 'An address may have only lowercase letters, digits and single hyphens, e.g. stone-steps',
  });

/**
 * A service named by its slug in a lead, a review, a hero slide or a service post: well formed,
 * else "Unknown service" (the server answers the same for a slug no service has).
 */
export const serviceRefSchema = z
  .string({ error: 'Unknown service' })
  .max(serviceLimits.slug, 'Unknown service')
  .refine((slug) => slug !== '' && slugify(slug) === slug, { error: 'Unknown service' });

/** GET /api/services: a service visitors see. */
export const serviceSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Service = z.infer<typeof serviceSchema>;

/** Stored document `services/{id}` (DESIGN §5); documents from before `icon` and `hidden` read with their defaults. */
export const serviceDocumentSchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  order: z.number().int(),
  icon: z.enum(serviceIcons).catch('grass').default('grass'),
  /** Staff took it off the site (menus, pages, sitemap, the request form); its page answers 404. */
  hidden: z.boolean().default(false),
});
export type ServiceDocument = z.infer<typeof serviceDocumentSchema>;

/** A service as the admin's Services section lists it (GET /api/services/manage, staff). */
export const managedServiceSchema = serviceDocumentSchema.extend({
  id: z.string(),
  /** Whether the service has a page text: the built-in text of a first-run service, or a published one of staff's. */
  hasText: z.boolean(),
});
export type ManagedService = z.infer<typeof managedServiceSchema>;

/**
 * POST /api/services and PATCH /api/services/:id (staff): a service's name, address, icon and
 * whether visitors see it. A PATCH sends only what changes.
 */
const serviceRecordFields = z.object({
  name: requiredText('Name', serviceLimits.name, 'Please name the service'),
  slug: serviceSlugSchema,
  icon: z.enum(serviceIcons, { error: 'Please choose an icon' }),
  hidden: z.boolean({ error: 'Hidden is true or false' }),
});
export const serviceRecordInputSchema = serviceRecordFields.extend({
  icon: serviceRecordFields.shape.icon.default('grass'),
  hidden: serviceRecordFields.shape.hidden.default(false),
});
export type ServiceRecordInput = z.input<typeof serviceRecordInputSchema>;
export const serviceRecordPatchSchema = serviceRecordFields.partial();

/** PUT /api/services/order (staff): every service's id, in the new order. */
export const serviceOrderSchema = z.object({
  ids: z.array(z.string().min(1).max(200)).min(1).max(serviceLimits.services),
});
