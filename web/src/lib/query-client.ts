/**
 * TanStack Query client with the spec's defaults (spec §9 "Data fetch: no refocus refetch,
 * no polling, never stale, no retries for queries or mutations").
 */
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Makes a new client (one per browser session; one per server render, which makes no request). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
