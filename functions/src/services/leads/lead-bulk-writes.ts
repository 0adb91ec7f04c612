/**
 * Writes of many leads at once ("284 spam leads can only be removed one by one"; POST
 * /api/leads/bulk): one status for all, or a privacy erasure of each (as lead-writes.ts
 * eraseLead: the document and its photos' records). Firestore batches of bulkChunk leads.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { LeadStatus } from '@site/contract/lead';
import { db } from '../platform/firestore';
import { isDocumentId } from '../posts/posts-store';
import { leadsCollection, photoIdsOf, recordsOfLead } from './leads-store';

/** Leads whose status one Firestore batch changes (a batch takes 500 writes). */
const bulkChunk = 80;

/** Leads erased per batch: each is up to ~20 deletes (its photos' records and claims, reference, keys, mail claims). */
const eraseChunk = 20;

/** The existing lead documents among `ids`, and the ids with none. */
async function existingLeads(ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  const valid = wanted.filter(isDocumentId);
  const refs = valid.map((leadId) => db().collection(leadsCollection).doc(leadId));
  const snapshots = refs.length > 0 ? await db().getAll(...refs) : [];
  const found = snapshots.filter((snapshot) => snapshot.exists);
  const foundIds = new Set(found.map((snapshot) => snapshot.id));
  return { found, missing: wanted.filter((leadId) => !foundIds.has(leadId)) };
}

/**
 * Sets the status of many leads (POST /api/leads/bulk), in batches.
 * @returns the ids changed, and the ids there was no lead for
 * @throws Firestore errors (batches already committed stay)
 */
export async function setLeadsStatus(
  ids: readonly string[],
  status: LeadStatus,
  now: Date,
): Promise<{ changed: string[]; missing: string[] }> {
  const { found, missing } = await existingLeads(ids);
  const at = Timestamp.fromDate(now);
  for (let start = 0; start < found.length; start += bulkChunk) {
    const batch = db().batch();
    for (const snapshot of found.slice(start, start + bulkChunk)) batch.update(snapshot.ref, { status, updatedAt: at });
    await batch.commit();
  }
  return { changed: found.map((snapshot) => snapshot.id), missing };
}

/**
 * Erases many leads (POST /api/leads/bulk delete, the retention job) as eraseLead does one: each
 * document and every record kept for it (leads-store.ts recordsOfLead), in batches. The photo
 * files are the caller's to delete.
 * @returns the erased leads with their photo ids, and the ids there was no lead for
 * @throws Firestore errors (batches already committed stay)
 */
export async function eraseLeads(
  ids: readonly string[],
): Promise<{ erased: { id: string; photoIds: string[] }[]; missing: string[] }> {
  const { found, missing } = await existingLeads(ids);
  const erased: { id: string; photoIds: string[] }[] = [];
  for (let start = 0; start < found.length; start += eraseChunk) {
    const batch = db().batch();
    const chunk = found.slice(start, start + eraseChunk);
    const records = await Promise.all(chunk.map((snapshot) => recordsOfLead(snapshot)));
    chunk.forEach((snapshot, i) => {
      batch.delete(snapshot.ref);
      for (const record of records[i]!) batch.delete(record);
      erased.push({ id: snapshot.id, photoIds: photoIdsOf(snapshot) });
    });
    await batch.commit();
  }
  return { erased, missing };
}
