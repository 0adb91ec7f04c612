/**
 * What the request is about, from the page's query (`?project=` / `?service=`; issue 13
 * pre-fill). The server renders /contact with its query, so the browser reads the same at once.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readRequestSource, type RequestSource } from './request-form-values';

/** The source of this page's request. */
export function useRequestSource(): RequestSource {
  const [params] = useSearchParams();
  const query = params.toString();
  return useMemo(() => readRequestSource(query), [query]);
}
