/**
 * Reads of the `leads` collection (DESIGN §5). Queries are declared as query shapes
 * (firestore-queries.ts, ADR 0013), from which deploy:check derives their composite indexes.
 * Documents are parsed with the stored schema (lead-document.ts); one that fails it is logged by
 * id and field names only (never a value: personal data) and left out of listings.
 */
import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase-admin/firestore';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { isDocumentId } from '../posts/posts-store';
import { InvalidLeadDocumentError, parseStoredLead, type LeadRecord } from './lead-document';
import { logger } from 'firebase-functions/logger';

/**
 * The collections of leads (DESIGN §5), their photos, the claims that tie a photo to one lead,
 * the submissions by idempotency key (lead-writes.ts), their reserved references and e-mail
 * claims (lead-delivery.ts).
 */
export const leadsCollection = 'leads';
export const leadPhotosCollection = 'leadPhotos';
export const leadPhotoClaimsCollection = 'leadPhotoClaims';
export const leadSubmissionsCollection = 'leadSubmissions';
export const leadReferencesCollection = 'leadReferences';
export const leadMailClaimsCollection = 'leadMailClaims';

/** Leads of one status, newest first (the navbar's count; index: status + createdAt desc). */
export const leadsOfStatusQuery = queryShape('leads.ofStatus', {
  collection: leadsCollection,
  where: [{ field: 'status', op: '==' }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
});

/** Leads with an e-mail due by a time, earliest first (range and order on one field: no composite index). */
export const leadMailDueQuery = queryShape('leads.mailDue', {
  collection: leadsCollection,
  where: [{ field: 'mailDueAt', op: '<=' }],
  orderBy: [{ field: 'mailDueAt' }],
});

/** A lead's records of one collection that name it by `leadId` (equality on one field: no composite index). */
const ofLead = (collection: string) =>
  queryShape(`${collection}.ofLead`, { collection, where: [{ field: 'leadId', op: '==' }] });
const keyedToLeadQueries = [ofLead(leadSubmissionsCollection), ofLead(leadMailClaimsCollection)];

/** The photo ids a lead's document lists (whatever else it holds). */
export function photoIdsOf(lead: DocumentSnapshot): string[] {
  const raw: unknown = lead.get('photoIds');
  return Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string') : [];
}

/**
 * Every document kept for a lead beside the lead itself: its photos' records and claims, its
 * reserved reference, its idempotency records and its e-mail claims. An erasure deletes them all,
 * so nothing answers for an erased request (a replayed form post is then a new request).
 * @param lead the lead's document
 * @param read runs a query (a transaction's `get`, so an erasure reads and deletes in one)
 * @throws Firestore errors
 */
export async function recordsOfLead(
  lead: DocumentSnapshot,
  read: (query: Query) => Promise<QuerySnapshot> = (query) => query.get(),
): Promise<DocumentReference[]> {
  const photoIds = photoIdsOf(lead).filter(isDocumentId);
  const reference: unknown = lead.get('reference');
  const keyed = await Promise.all(keyedToLeadQueries.map((shape) => read(shape.query(db(), { leadId: lead.id }))));
  return [
    ...photoIds.flatMap((id) => [
      db().collection(leadPhotosCollection).doc(id),
      db().collection(leadPhotoClaimsCollection).doc(id),
    ]),
    ...(typeof reference === 'string' && isDocumentId(reference)
      ? [db().collection(leadReferencesCollection).doc(reference)]
      : []),
    ...keyed.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref)),
  ];
}

/** Parses a document, or logs and skips it (see the module comment). */
export function parseOrSkip(id: string, data: unknown): LeadRecord | null {
  try {
    return parseStoredLead(id, data);
  } catch (error) {
    if (!(error instanceof InvalidLeadDocumentError)) throw error;
    logger.error(error.message);
    return null;
  }
}

/**
 * One lead by document id.
 * @returns the lead, or null when there is none (or the id is not a possible document id)
 * @throws InvalidLeadDocumentError for a document that fails the schema; Firestore errors
 */
export async function getLead(id: string): Promise<LeadRecord | null> {
  if (!isDocumentId(id)) return null;
  const snapshot = await db().collection(leadsCollection).doc(id).get();
  return snapshot.exists ? parseStoredLead(snapshot.id, snapshot.data()) : null;
}

/** How many leads have status `new` (the navbar badge; an aggregation query, one read per 1000). */
export async function countNewLeads(): Promise<number> {
  const snapshot = await leadsOfStatusQuery.query(db(), { status: 'new' }).count().get();
  return snapshot.data().count;
}
