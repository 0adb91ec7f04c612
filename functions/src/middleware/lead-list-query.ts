/**
 * The list query of the staff leads API (GET /api/leads and GET /api/leads.csv: routes/leads-staff.ts,
 * routes/leads-export.ts), parsed with the contract schema and answered from Firestore.
 */
import type { Request } from 'express';
import { leadListQuerySchema } from '@site/contract/lead';
import { matchesLeadSearch } from '@site/contract/lead-search';
import type { LeadRecord } from '../services/leads/lead-document';
import { listLeads } from '../services/leads/leads-store';
import { validationError } from './validation';

/**
 * The leads a list query asks for (GET /api/leads and GET /api/leads.csv), newest first:
 * `status` one status, `all` every lead, none every lead but spam (the inbox); `search` every
 * word in name, e-mail, phone, message, reference, street or town (contract lead-search.ts).
 * @returns the leads, or the 400 body of an invalid query
 */
export async function leadsForQuery(query: Request['query']): Promise<{ records: LeadRecord[] } | { error: ReturnType<typeof validationError> }> {
  const parsed = leadListQuerySchema.safeParse(query);
  if (!parsed.success) return { error: validationError('Invalid query parameters', parsed.error) };
  const { status, search } = parsed.data;
  const records = await listLeads(status === 'all' ? undefined : status);
  const inbox = status === undefined ? records.filter(({ lead }) => lead.status !== 'spam') : records;
  return { records: search ? inbox.filter(({ lead }) => matchesLeadSearch(lead, search)) : inbox };
}
