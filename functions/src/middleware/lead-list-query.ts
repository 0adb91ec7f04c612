/**
 * The staff list of leads answered as a page (GET /api/leads, POST /api/leads/search:
 * routes/leads-staff.ts; ADR 0037): one page of the filter's query (services/leads/
 * lead-list-page.ts) with each lead's duplicate hints, found by queries bounded by the page.
 */
import type { Response } from 'express';
import type { LeadListPage } from '@site/contract/lead';
import type { ListPageQuery } from '@site/contract/list-page';
import { StaleCursorError } from '../services/platform/list-pages';
import { toApiLead } from '../services/leads/lead-document';
import { duplicatesOfEach } from '../services/leads/lead-duplicates';
import { readLeadPage, type LeadListFilter } from '../services/leads/lead-list-page';

/**
 * Sends one page of leads: 200 {items, nextCursor, total, totalExact} (contract
 * leadListPageSchema), or 400 {message} when the cursor names a lead that is gone (the client
 * starts again from the first page).
 * @throws Firestore errors (the app's error handler answers 500)
 */
export async function sendLeadPage(res: Response, filter: LeadListFilter, page: ListPageQuery): Promise<void> {
  let found;
  try {
    found = await readLeadPage(filter, page);
  } catch (error) {
    if (!(error instanceof StaleCursorError)) throw error;
    res.status(400).json({ message: error.message });
    return;
  }
  const duplicates = await duplicatesOfEach(found.items);
  const body: LeadListPage = {
    items: found.items.map((record) => toApiLead(record, duplicates.get(record.id))),
    nextCursor: found.nextCursor,
    total: found.total,
    totalExact: found.totalExact,
  };
  res.json(body);
}
