/**
 * The "Set up your site" checklist's calls (functions/src/routes/setup.ts): GET
 * /api/setup (what is left) and DELETE /api/setup/demo-projects (every demo project, for good).
 * The status is read again whenever the Projects section opens (`staleTime` 0), so an item staff
 * finished in Company or Pages shows done when they come back.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import {
  demoProjectsRemovedSchema,
  setupStatusSchema,
  type DemoProjectsRemoved,
  type SetupStatus,
} from '@site/contract/setup-status';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePostQueries } from '../../../lib/post-queries';

/** Query key (and URL) of the checklist's state. */
export const setupQueryKey = [apiPaths.setup] as const;

/** GETs what the checklist still asks. @throws Error "{status}: {body}" (spec §8) */
export async function fetchSetupStatus(): Promise<SetupStatus> {
  return setupStatusSchema.parse(await (await apiRequest('GET', apiPaths.setup)).json());
}

/** The checklist's state. */
export function useSetupStatus() {
  return useQuery({ queryKey: setupQueryKey, queryFn: fetchSetupStatus, staleTime: 0 });
}

/** DELETEs every demo project. @returns how many went. @throws Error "{status}: {body}" */
export async function removeDemoProjects(): Promise<DemoProjectsRemoved> {
  return demoProjectsRemovedSchema.parse(await (await apiRequest('DELETE', apiPaths.setupDemoProjects)).json());
}

/** The removal: refreshes the checklist and every posts query (the project lists) after it. */
export function useRemoveDemoProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoProjects,
    onSettled: () =>
      Promise.all([invalidatePostQueries(queryClient), queryClient.invalidateQueries({ queryKey: setupQueryKey })]),
  });
}
