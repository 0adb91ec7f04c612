/**
 * Service (spec §3): GET /api/services returns [{id, name, slug}], 13 entries, in catalog order.
 * The 13 slugs are the spec's (§2 "Service slugs"), in that order.
 */
import { z } from 'zod';

export const serviceSlugs = [
  'landscaping',
  'commercial-services',
  'outdoor-kitchens',
  'natural-stone-walls',
  'large-tree-planting',
  'hydro-seeding',
  'fertilizer',
  'drainage-systems',
  'putting-greens',
  'natural-stone-masonry',
  'patios-hardscape',
  'waterscapes-ponds',
  'fence-installation',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Service = z.infer<typeof serviceSchema>;

/** Stored document `services/{id}` (DESIGN §5). */
export const serviceDocumentSchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  order: z.number().int(),
});
