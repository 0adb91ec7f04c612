/**
 * Reads of the `services` collection: `services/{id}` {name, slug, order, icon, hidden}, one
 * document a service (contract service.ts; DESIGN §5; ADR 0035). The collection is small (a
 * contractor's services: contract `serviceLimits.services` at most), so it is read whole.
 */
import { serviceDocumentSchema, type ServiceDocument } from '@site/contract/service';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { logger } from 'firebase-functions/logger';

/** Name of the services collection (DESIGN §5). */
export const servicesCollection = 'services';

/** Every service in the site's order (one ordered field: its single-field index serves it). */
export const serviceListQuery = queryShape('services.list', {
  collection: servicesCollection,
  orderBy: [{ field: 'order', direction: 'asc' }],
});

/** A stored service with its id. */
export interface ServiceRecord extends ServiceDocument {
  id: string;
}

/**
 * Every service record, hidden ones too, in the site's order (`order` ascending). A document that
 * does not match the schema is skipped with a warning.
 * @param tx read inside this transaction (a write that checks slugs)
 * @throws Firestore errors to the caller
 */
export async function readServiceRecords(tx?: FirebaseFirestore.Transaction): Promise<ServiceRecord[]> {
  const query = serviceListQuery.query(db());
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = serviceDocumentSchema.safeParse(doc.data());
    if (!parsed.success) {
      logger.warn(`services/${doc.id} does not match the service schema; skipped`);
      return [];
    }
    return [{ id: doc.id, ...parsed.data }];
  });
}

/**
 * Service id → name, for joining a project's `serviceIds` onto it (spec §3), hidden services
 * too (a project keeps its tags while a service is off the site).
 * @returns a Map of every service; empty when there are none
 * @throws Firestore errors to the caller
 */
export async function serviceNamesById(): Promise<Map<string, string>> {
  const services = await readServiceRecords();
  return new Map(services.map((service) => [service.id, service.name]));
}

/** Service slug → the name staff gave it; a slug not in it is shown as itself. */
export type ServiceNames = ReadonlyMap<string, string>;

/**
 * Service slug → name (the address a visitor's request names its services by), hidden services too.
 * @throws Firestore errors to the caller
 */
export async function serviceNamesBySlug(): Promise<Map<string, string>> {
  const services = await readServiceRecords();
  return new Map(services.map((service) => [service.slug, service.name]));
}

/**
 * The slugs in `slugs` that no service has (hidden ones count as services).
 * @returns [] when all are known
 * @throws Firestore errors to the caller
 */
export async function unknownServiceSlugs(slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const known = new Set((await readServiceRecords()).map((service) => service.slug));
  return slugs.filter((slug) => !known.has(slug));
}
