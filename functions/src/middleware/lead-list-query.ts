/**
 * The list query of the staff leads API (GET /api/leads, GET /api/leads.csv and POST
 * /api/leads/export: routes/leads-staff.ts, routes/leads-export.ts), parsed with the contract
 * schema and answered from Firestore.
 */
import { leadListQuerySchema } from '@site/contract/lead';
import { matchesLeadSearch } from '@site/contract/lead-search';
import type { LeadRecord } from '../services/leads/lead-document';
import { listLeads } from '../services/leads/leads-store';
import { validationError } from '@site/contract/api';

/**
 * The leads a list query asks for (GET /api/leads, GET /api/leads.csv, POST /api/leads/export),
 * newest first: `status` one status, `all` every lead, none every lead but spam (the inbox);
 * `search` every word in name, e-mail, phone, message, reference, street or town (contract
 * lead-search.ts). Every lead is read (one query), so the duplicate hints (issue 26) see them all.
 * @param query the query string, or the export's body
 * @returns the leads and every lead, or the 400 body of an invalid query
 * @throws Firestore errors (reading the leads)
 */
export async function leadsForQuery(
  query: unknown,
): Promise<{ records: LeadRecord[]; all: LeadRecord[] } | { error: ReturnType<typeof validationError> }> {
  const parsed = leadListQuerySchema.safeParse(query);
  if (!parsed.success) return { error: validationError('Invalid query parameters', parsed.error) };
  const { status, search } = parsed.data;
  const all = await listLeads();
  const ofStatus = all.filter(({ lead }) =>
    status === undefined ? lead.status !== 'spam' : status === 'all' || lead.status === status,
  );
  return { records: search ? ofStatus.filter(({ lead }) => matchesLeadSearch(lead, search)) : ofStatus, all };
}
