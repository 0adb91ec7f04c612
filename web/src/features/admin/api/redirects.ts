/**
 * The Redirects section's calls (issue 24; functions/src/routes/redirects.ts): GET
 * /api/redirects, POST (add), PUT (edit), DELETE, and POST /api/redirects/import {csv}. Every
 * change refreshes the list.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import {
  redirectImportResultSchema,
  redirectRuleListSchema,
  type RedirectImportResult,
  type RedirectInput,
  type RedirectRule,
} from '@site/contract/redirects';
import { apiRequest } from '../../../lib/api-client';

/** Query key (and URL) of the rules. */
export const redirectsQueryKey = [apiPaths.redirects] as const;

/** GETs the rules, most hits first. @throws Error "{status}: {body}" (spec §8) */
export async function fetchRedirects(): Promise<RedirectRule[]> {
  const res = await apiRequest('GET', apiPaths.redirects);
  return redirectRuleListSchema.parse(await res.json());
}

/** The rules. */
export function useRedirects() {
  return useQuery({ queryKey: redirectsQueryKey, queryFn: fetchRedirects });
}

/** What a save sends: the form, and the rule's id when it is an edit. */
export interface RedirectSave {
  body: RedirectInput;
  id?: string | undefined;
}

/** POSTs a new rule or PUTs an edit. @throws Error "{status}: {body}" (400 carries field errors) */
export async function saveRedirect({ body, id }: RedirectSave): Promise<void> {
  if (id) await apiRequest('PUT', apiPaths.redirect(id), body);
  else await apiRequest('POST', apiPaths.redirects, body);
}

/** DELETEs a rule. @throws Error "{status}: {body}" */
export async function deleteRedirect(id: string): Promise<void> {
  await apiRequest('DELETE', apiPaths.redirect(id));
}

/** POSTs a CSV file's text. @returns how many rules were added and replaced. @throws Error "{status}: {body}" (400: the lines at fault) */
export async function importRedirects(csv: string): Promise<RedirectImportResult> {
  const res = await apiRequest('POST', apiPaths.redirectsImport, { csv });
  return redirectImportResultSchema.parse(await res.json());
}

/** The list is refetched when a change settles (query-client.ts); the caller shows its toasts. */
const meta = { invalidates: [redirectsQueryKey] };
export const useSaveRedirect = () => useMutation({ mutationFn: saveRedirect, meta });
export const useDeleteRedirect = () => useMutation({ mutationFn: deleteRedirect, meta });
export const useImportRedirects = () => useMutation({ mutationFn: importRedirects, meta });
