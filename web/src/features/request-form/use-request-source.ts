/**
 * What the request is about, from the page's query (`?project=` / `?service=`; issue 13 pre-fill).
 * Read only after hydration: the prerendered /contact has no query, and the first render in the
 * browser must match it (no hydration mismatch), so the form starts plain and the pre-fill
 * follows at once.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { readRequestSource, type RequestSource } from './request-form-values';

const none: RequestSource = { project: null, service: null };

/** The source of this page's request (none until hydrated). */
export function useRequestSource(): RequestSource {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = params.toString();
  return useMemo(() => (hydrated ? readRequestSource(query) : none), [hydrated, query]);
}
