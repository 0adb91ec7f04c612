/**
 * The Services section's calls on the service records (functions routes/services.ts; ADR 0035):
 * POST /api/services (add), PATCH /api/services/:id (address, icon, shown or hidden), PUT
 * /api/services/order, DELETE /api/services/:id. Each refetches the staff's list and the site's
 * services when it settles (`meta.invalidates`, lib/query-client.ts); the caller shows its toasts.
 * Requests throw Error "{status}: {body}" (spec §8; a 400 carries field errors).
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import type { ServiceRecordInput } from '@site/contract/service';
import { apiRequest } from '../../../lib/api-client';
import { managedServicesQueryKey } from '../../../lib/managed-services';
import { servicesQueryKey } from './get-services';

const meta = { invalidates: [managedServicesQueryKey, servicesQueryKey] };

/** Adds a service; resolves to its id. */
export function useCreateService() {
  return useMutation({
    mutationFn: async (body: ServiceRecordInput): Promise<string> => {
      const answer = (await (await apiRequest('POST', apiPaths.services, body)).json()) as { id: string };
      return answer.id;
    },
    meta,
  });
}

/** Changes some of a service's fields. */
export function useUpdateService() {
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: Partial<ServiceRecordInput> }): Promise<void> => {
      await apiRequest('PATCH', apiPaths.service(id), patch);
    },
    meta,
  });
}

/** Puts the services in a new order (every id once). */
export function useReorderServices() {
  return useMutation({
    mutationFn: async (ids: string[]): Promise<void> => {
      await apiRequest('PUT', apiPaths.servicesOrder, { ids });
    },
    meta,
  });
}

/** Deletes a service (its text to the Trash, its page 301s to /services). */
export function useDeleteService() {
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest('DELETE', apiPaths.service(id));
    },
    meta,
  });
}
