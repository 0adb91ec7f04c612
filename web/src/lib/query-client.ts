/**
 * TanStack Query client with the spec's defaults (spec §9 "Data fetch: no refocus refetch,
 * no polling, never stale, no retries for queries or mutations"), and the one place a 401 of a
 * staff query or mutation becomes the logged-out flow (spec §6: "An unauthorized response … is
 * treated as logged out and leads to the login redirect"), through TanStack Query's global
 * callbacks (QueryCache and MutationCache `onError`). Screens and mutations only leave out their
 * own failure message on a 401 (components/ui/failure-toast.ts). A mutation whose `meta`
 * names `invalidates` query keys refetches them when it settles, success or not (MutationCache
 * `onSettled`, TanStack Query's "automatic query invalidation after mutations").
 */
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryFn, isUnauthorizedError } from './api-client';
import { handleUnauthorized } from './unauthorized';

/** A failed query or mutation: a 401 starts the logged-out flow (once per page). */
function onRequestError(error: unknown): void {
  if (isUnauthorizedError(error)) handleUnauthorized();
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The queries this mutation changes: refetched when it settles (before its own onSettled). */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** Makes a new client (one per browser session; one per server render, which makes no request). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onRequestError }),
    mutationCache: new MutationCache({
      onError: onRequestError,
      onSettled: (_data, _error, _variables, _context, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
