/**
 * TanStack Query client with the spec's defaults (spec §9 "Data fetch: no refocus refetch,
 * no polling, never stale, no retries for queries or mutations").
 */
import { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import { getQueryFn } from './api-client';

/** Makes a new client (one per browser session; one per prerender at build time). */
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

/**
 * The query client of one server render (app/entry.server.tsx), already holding the data the
 * page was rendered from (a project page rendered by the function, ADR 0008). root.tsx passes it
 * to AppProviders; in the browser there is none and AppProviders makes its own.
 */
export const ServerQueryClientContext = createContext<QueryClient | undefined>(undefined);
