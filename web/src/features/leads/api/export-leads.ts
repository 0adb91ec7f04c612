/**
 * The inbox's CSV export (the CSV honours the search box and status filter): POST
 * /api/leads/export with the inbox's status and search as the body (what staff type, names and
 * phone numbers, stays out of URLs); the server streams every matching lead, not only the page
 * the inbox shows (ADR 0037). The file is saved under the name the server gives
 * (`leads-YYYY-MM-DD.csv`).
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { toastFailure } from '../../../components/ui/failure-toast';
import { apiRequest } from '../../../lib/api-client';
import type { LeadStatusFilter } from './get-leads';

/** The file name of a Content-Disposition header, else `leads.csv`. */
export function attachmentName(header: string | null): string {
  return /filename="([^"]+)"/u.exec(header ?? '')?.[1] ?? 'leads.csv';
}

/**
 * Downloads every lead of `status` matching `search` as CSV.
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

/**
 * The export as a mutation (so a 401 is the logged-out flow of lib/query-client.ts); any other
 * failure is the toast 'Failed to export the leads. Please try again.'.
 */
export function useExportLeads() {
  return useMutation({
    mutationFn: ({ status, search }: { status: LeadStatusFilter; search: string }) => exportLeads(status, search),
    onError: (error) => toastFailure(error, 'Failed to export the leads. Please try again.'),
  });
}
