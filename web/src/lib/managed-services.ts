/**
 * Every service as staff manage them (GET /api/services/manage; contract service.ts
 * `ManagedService`), hidden ones too: the admin's Services section, the pickers of the project,
 * review and hero slide forms, and the names the leads show. Query key: its URL.
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { managedServiceSchema } from '@site/contract/service';
import { z } from 'zod';
import { getQueryFn } from './api-client';

const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** Query key (and URL) of the staff's services list. */
export const managedServicesQueryKey = [apiPaths.servicesManage] as const;

/** The staff's services list, parsed. */
export function useManagedServices() {
  return useQuery({
    queryKey: managedServicesQueryKey,
    queryFn: async (ctx) => z.array(managedServiceSchema).parse(await getJson(ctx)),
  });
}

/**
 * A service's name by slug, from the staff's list.
 * @returns a function of a slug: the name, the slug itself while the list loads or for a slug no
 *   service has (a deleted one), null for null
 */
export function useServiceNames(): (slug: string | null) => string | null {
  const { data = [] } = useManagedServices();
  return (slug) => (slug === null ? null : (data.find((service) => service.slug === slug)?.name ?? slug));
}
