/**
 * The migration of the leads' query fields (ADR 0037; ADR 0016: idempotent, run by `npm run
 * migrate`, the deploy and the local stack's seed): every lead stored before `searchTerms` and
 * `contactKeys` existed (services/leads/lead-index-fields.ts) gets them, so the staff search and
 * the duplicate hints, both queries on those fields, find it. A lead whose fields are already
 * right is left alone, so a second run writes nothing.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../services/platform/firestore';
import { leadIndexFields } from '../services/leads/lead-index-fields';
import { leadsCollection } from '../services/leads/leads-store';

/** What one run did. */
export interface LeadFieldsBackfill {
  examined: number;
  updated: number;
  /** Documents without the fields the search is made of (written outside the API): left alone. */
  skipped: number;
}

/** Leads read (and at most written, one batch) per step: a few hundred, never the whole collection at once. */
const step = 300;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Writes the missing or outdated query fields of every lead, `step` leads at a time in document
 * id order.
 * @throws Firestore errors (steps written before the error stay; a new run goes on from there)
 */
export async function backfillLeadFields(): Promise<LeadFieldsBackfill> {
  const result: LeadFieldsBackfill = { examined: 0, updated: 0, skipped: 0 };
  const fields = ['name', 'email', 'phone', 'message', 'reference', 'street', 'town', 'searchTerms', 'contactKeys'];
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    // No order given: Firestore returns a collection in document id order, the cursor's order.
    let query = db()
      .collection(leadsCollection)
      .select(...fields)
      .limit(step);
    if (after) query = query.startAfter(after);
    const snapshot = await query.get();
    const batch = db().batch();
    let writes = 0;
    for (const doc of snapshot.docs) {
      result.examined += 1;
      const name = text(doc.get('name'));
      const message = text(doc.get('message'));
      const reference = text(doc.get('reference'));
      if (name === null || message === null || reference === null) {
        result.skipped += 1;
        continue;
      }
      const want = leadIndexFields({
        name,
        message,
        reference,
        email: text(doc.get('email')),
        phone: text(doc.get('phone')),
        street: text(doc.get('street')),
        town: text(doc.get('town')),
      });
      if (sameList(doc.get('searchTerms'), want.searchTerms) && sameList(doc.get('contactKeys'), want.contactKeys))
        continue;
      batch.update(doc.ref, { ...want });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    result.updated += writes;
    if (snapshot.size < step) return result;
    after = snapshot.docs[snapshot.size - 1]!;
  }
}

/** One line for the logs. */
export function formatLeadFieldsBackfill(result: LeadFieldsBackfill): string {
  const skipped = result.skipped ? `; ${result.skipped} without a name, message or reference left alone` : '';
  return `migrate: lead search fields: ${result.updated} of ${result.examined} leads updated${skipped}`;
}
