/**
 * The inbox's CSV export (issue 26: "the CSV honours the search box and status filter"): POST
 * /api/leads/export with the inbox's status and search as the body (what staff type, names and
 * phone numbers, stays out of URLs), then the file is saved under the name the server gives
 * (`leads-YYYY-MM-DD.csv`).
 */
import { apiPaths } from '@site/contract/request-conventions';
import { apiRequest } from '../../../lib/api-client';
import type { LeadStatusFilter } from './get-leads';

/** The file name of a Content-Disposition header, else `leads.csv`. */
export function attachmentName(header: string | null): string {
  return /filename="([^"]+)"/u.exec(header ?? '')?.[1] ?? 'leads.csv';
}

/**
 * Downloads the leads of `status` matching `search` as CSV.
 * @throws Error "{status}: {text}" (spec §8)
 */
export async function exportLeads(status: LeadStatusFilter, search: string): Promise<void> {
  const body = { ...(status ? { status } : {}), ...(search.trim() ? { search: search.trim() } : {}) };
  const res = await apiRequest('POST', apiPaths.leadsExport, body);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentName(res.headers.get('Content-Disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
