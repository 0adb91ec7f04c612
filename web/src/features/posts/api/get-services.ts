/**
 * GET /api/services (spec §7): the services the project form's picker offers, [{id, name}].
 * Query key ['/api/services'] (its URL, spec §7).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getQueryFn } from '../../../lib/api-client';

const serviceOptionsSchema = z.array(z.object({ id: z.string(), name: z.string() }));
const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** One choice of the service picker. */
export type ServiceOption = z.infer<typeof serviceOptionsSchema>[number];

/** Query key (and URL) of the services list. */
export const servicesQueryKey = ['/api/services'] as const;

/** The services list, parsed (no retry, never stale: spec §9 defaults). */
export function useServiceOptions() {
  return useQuery({
    queryKey: servicesQueryKey,
    queryFn: async (ctx) => serviceOptionsSchema.parse(await getJson(ctx)),
  });
}
