/**
 * Reads of the `services` collection: `services/{id}` {name, slug, order} (DESIGN §5).
 */
import { serviceDocumentSchema, type Service } from '@site/contract/service';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { logger } from 'firebase-functions/logger';

/** Name of the services collection (DESIGN §5). */
export const servicesCollection = 'services';

/** Every service in catalog order (one ordered field: its single-field index serves it). */
export const serviceListQuery = queryShape('services.list', {
  collection: servicesCollection,
  orderBy: [{ field: 'order', direction: 'asc' }],
});

/**
 * Every service in catalog order (`order` ascending; spec §2: 13 services).
 * Documents are parsed with the contract schema; one that fails is skipped with a warning.
 * @returns [{id, name, slug}] (contract serviceSchema)
 * @throws Firestore errors to the caller
 */
export async function listServices(): Promise<Service[]> {
  const snapshot = await serviceListQuery.query(db()).get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = serviceDocumentSchema.safeParse(doc.data());
    if (!parsed.success) {
      logger.warn(`services/${doc.id} does not match the service schema; skipped`);
      return [];
    }
    return [{ id: doc.id, name: parsed.data.name, slug: parsed.data.slug }];
  });
}

/**
 * Service id → name, for joining `postServices` onto posts (spec §3).
 * @returns a Map of every service; empty when there are none
 * @throws Firestore errors to the caller
 */
export async function serviceNamesById(): Promise<Map<string, string>> {
  const services = await listServices();
  return new Map(services.map((service) => [service.id, service.name]));
}
