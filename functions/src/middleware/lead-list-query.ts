/**
 * The staff list of leads answered as a page (GET /api/leads, POST /api/leads/search:
 * routes/leads-staff.ts; ADR 0037): one page of the filter's query (services/leads/
 * lead-list-page.ts) with each lead's duplicate hints, found by queries bounded by the page.
 */
import type { Response } from 'express';
import type { LeadListPage } from '@site/contract/lead';
import type { ListPageQuery } from '@site/contract/list-page';
import { toApiLead } from '../services/leads/lead-document';
import { duplicatesOfEach } from '../services/leads/lead-duplicates';
import { readLeadPage, type LeadListFilter } from '../services/leads/lead-list-page';

/**
 * Sends one page of leads: 200 {items, nextCursor, total, totalExact} (contract
 * leadListPageSchema).
 * @throws StaleCursorError when the cursor names a lead that is gone (the app's error handler
 *   answers 409 {message}, as on every paged list; the client starts again from the first page);
 *   Firestore errors (500)
 */
export async function sendLeadPage(res: Response, filter: LeadListFilter, page: ListPageQuery): Promise<void> {
  const found = await readLeadPage(filter, page);
  const duplicates = await duplicatesOfEach(found.items);
  const body: LeadListPage = {
    items: found.items.map((record) => toApiLead(record, duplicates.get(record.id))),
    nextCursor: found.nextCursor,
    total: found.total,
    totalExact: found.totalExact,
  };
  res.json(body);
}
