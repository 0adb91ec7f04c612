/**
 * The retention of visitors' requests ("a lead retention setting (months, default 24)
 * with a scheduled job that erases older leads and their photos, logged without personal data").
 * Daily (index.ts `eraseExpiredLeads`): every lead sent more than `leadRetentionMonths` months
 * ago (company settings; the privacy page states the same figure) is erased the way staff erase
 * one (lead-bulk-writes.ts eraseLeads: the document and its photos' records, in batches), then its
 * photo files (lead-photos.ts deleteLeadPhotoFiles; a file left behind has no record and goes with
 * the daily cleanup). The log line holds counts and the cutoff only.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { defaultLeadRetentionMonths } from '@site/contract/site-settings';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import type { ObjectStore } from '../media/object-store/object-store';
import { eraseLeads } from './lead-bulk-writes';
import { deleteLeadPhotoFiles } from './lead-photos';
import { leadsCollection } from './leads-store';

/** Leads sent before a time, oldest first (range and order on one field: no composite index). */
export const leadsCreatedBeforeQuery = queryShape('leads.createdBefore', {
  collection: leadsCollection,
  where: [{ field: 'createdAt', op: '<' }],
  orderBy: [{ field: 'createdAt' }],
});

/** Leads one page of the job reads and erases. */
const pageSize = 200;

/**
 * The time before which a lead is past its retention: `now` minus `months` calendar months (UTC;
 * the 31st of a month without one falls back to the month's last day).
 * @param months whole months, ≥ 1
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** What one run erased (no personal data: counts and the cutoff). */
export interface RetentionResult {
  retentionMonths: number;
  cutoff: string;
  leads: number;
  photos: number;
  /** Photo files whose deletion failed (their records are gone; the daily cleanup removes them). */
  photoFilesLeft: number;
}

/**
 * Erases every lead sent before `now` minus `months` months, with its photos.
 * @param options.months the retention (company settings `leadRetentionMonths`; default 24)
 * @param options.store the object store holding the private photos
 * @returns the counts, also logged as `lead retention done`
 * @throws Firestore errors (what was erased before stays erased; the next run goes on)
 */
export async function eraseExpiredLeads(options: {
  now: Date;
  months?: number;
  store: ObjectStore;
}): Promise<RetentionResult> {
  const months = options.months ?? defaultLeadRetentionMonths;
  const cutoff = retentionCutoff(options.now, months);
  const result: RetentionResult = {
    retentionMonths: months,
    cutoff: cutoff.toISOString(),
    leads: 0,
    photos: 0,
    photoFilesLeft: 0,
  };
  for (;;) {
    const page = await leadsCreatedBeforeQuery
      .query(db(), { createdAt: Timestamp.fromDate(cutoff) })
      .limit(pageSize)
      .select()
      .get();
    if (page.empty) break;
    const { erased } = await eraseLeads(page.docs.map((doc) => doc.id));
    const photoIds = erased.flatMap((lead) => lead.photoIds);
    result.leads += erased.length;
    result.photos += photoIds.length;
    try {
      await deleteLeadPhotoFiles(options.store, photoIds);
    } catch (error) {
      result.photoFilesLeft += photoIds.length;
      logger.error('lead retention: photo files not deleted (the daily cleanup removes them)', {
        count: photoIds.length,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    if (page.size < pageSize) break;
  }
  logger.info('lead retention done', { ...result });
  return result;
}
