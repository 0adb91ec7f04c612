/**
 * First-run defaults (ADR 0031): the `services/{slug}` documents of the built-in catalog
 * (contract content/service-summaries.ts), each created only where none exists, then marked done
 * (`meta/default-services`), so a later run, a run on a project staff have edited (a service
 * renamed or deleted), or two runs at once change nothing. Runs on `demo-` and real projects
 * alike (`npm run migrate`, the deploy, the local stack's seed).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { serviceDocumentSchema } from '@site/contract/service';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import { db, isAlreadyExists } from '../services/platform/firestore';
import { invalidateVisitorReads } from '../services/platform/visitor-read-cache';
import { servicesCollection } from '../services/posts/services-store';

/** The mark of a finished first run: its document exists once the defaults were written. */
export const defaultServicesMarkPath = 'meta/default-services';

/** What one run did. */
export interface DefaultServicesMigration {
  /** Ids of the services created by this run. */
  created: string[];
  /** How many defaults were already there. */
  kept: number;
  /** True when an earlier run had finished: nothing was looked at. */
  done: boolean;
}

/**
 * Creates each missing default service ({name, slug, order, icon, hidden}: the catalog's title,
 * slug, position and icon; shown) unless an earlier run finished. An existing document is never written over.
 * @throws Firestore errors other than "already exists" (services created before the error stay;
 *   the next run goes on)
 */
export async function writeDefaultServices(): Promise<DefaultServicesMigration> {
  const result: DefaultServicesMigration = { created: [], kept: 0, done: false };
  const mark = db().doc(defaultServicesMarkPath);
  if ((await mark.get()).exists) return { ...result, done: true };
  for (const [order, summary] of serviceSummaries.entries()) {
    const doc = serviceDocumentSchema.parse({ name: summary.title, slug: summary.slug, order, icon: summary.icon });
    try {
      await db().collection(servicesCollection).doc(summary.slug).create(doc);
      result.created.push(summary.slug);
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      result.kept += 1;
    }
  }
  await mark.set({ writtenAt: FieldValue.serverTimestamp() });
  if (result.created.length) await invalidateVisitorReads();
  return result;
}

/** One line for the logs. */
export function formatDefaultServices(result: DefaultServicesMigration): string {
  if (result.done) return 'migrate: default services: written by an earlier run';
  return `migrate: default services: ${result.created.length} created, ${result.kept} kept`;
}
