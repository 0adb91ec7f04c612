/**
 * PUT /api/settings (DESIGN §6: 200 the settings · 400 `{message, errors}` · 401 ·
 * 403). Success puts the saved settings in the staff query and marks every other settings read
 * of this tab stale, so public pages of the tab show them too, and asks two public pages whether
 * they render with them (lib/live-pages.ts). It revalidates the route loaders too: the admin's own
 * footer and navbar read the company details from the root loader, not from a query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { apiPaths } from '@site/contract/api';
import type { SiteSettings } from '@site/contract/site-settings';
import { siteSettingsSchema, type SiteSettingsInput } from '@site/contract/site-settings-schema';
import { apiRequest } from '../../../lib/api-client';
import { checkLivePages } from '../../../lib/live-pages';
import { staffSettingsQueryKey } from './get-site-settings';

/** Sends the Company form. @throws Error "{status}: {body}" (spec §8) */
export async function saveSiteSettings(body: SiteSettingsInput): Promise<SiteSettings> {
  const res = await apiRequest('PUT', apiPaths.settings, body);
  return siteSettingsSchema.parse(await res.json());
}

/** The save mutation of the Company form. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(staffSettingsQueryKey, settings);
      // Every page shows the company details: two of them say whether the save renders.
      void checkLivePages(queryClient, ['/', '/contact']);
      void revalidate();
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === apiPaths.settings && query.queryKey[1] !== staffSettingsQueryKey[1],
      });
    },
  });
}
