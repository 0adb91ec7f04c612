/**
 * The Redirects section's calls (functions/src/routes/redirects.ts): GET
 * /api/redirects (most hits first), POST (add), PUT (edit), DELETE, and POST /api/redirects/import
 * {csv}. Every change refreshes the list (staff-collection.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import {
  redirectImportResultSchema,
  redirectRuleSchema,
  type RedirectImportResult,
  type RedirectInput,
  type RedirectRule,
} from '@site/contract/redirects';
import { apiRequest } from '../../../lib/api-client';
import { staffCollection } from './staff-collection';

const redirects = staffCollection<RedirectRule, RedirectInput>(
  apiPaths.redirects,
  apiPaths.redirect,
  redirectRuleSchema,
);

/** The rules. */
export const useRedirects = redirects.usePages;
/** POSTs a new rule or PUTs an edit ({body, id?}). */
export const useSaveRedirect = redirects.useSave;
/** DELETEs a rule. */
export const useDeleteRedirect = redirects.useDelete;

/** POSTs a CSV file's text. @returns how many rules were added and replaced. @throws Error "{status}: {body}" (400: the lines at fault) */
export async function importRedirects(csv: string): Promise<RedirectImportResult> {
  const res = await apiRequest('POST', apiPaths.redirectsImport, { csv });
  return redirectImportResultSchema.parse(await res.json());
}

/** The import mutation; it refreshes the list too. */
export const useImportRedirects = () => useMutation({ mutationFn: importRedirects, meta: redirects.meta });
