/**
 * GET /api/settings for the Company form (DESIGN §6): a staff session gets every field,
 * including where lead e-mails go. Parsed with the contract schema.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import type { SiteSettings } from '@site/contract/site-settings';
import { siteSettingsSchema } from '@site/contract/site-settings-schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * Query key of the staff's settings. Not the bare URL: visitors' pages read the public subset of
 * the same URL, and a staff edit must never be answered from that.
 */
export const staffSettingsQueryKey = [apiPaths.settings, 'staff'] as const;

/** GET the settings (throws "{status}: {body}" on failure, spec §8). */
export async function fetchStaffSettings(): Promise<SiteSettings> {
  const res = await apiRequest('GET', apiPaths.settings);
  return siteSettingsSchema.parse(await res.json());
}

/** Query options of the staff's settings. */
export const staffSettingsQuery = () => queryOptions({ queryKey: staffSettingsQueryKey, queryFn: fetchStaffSettings });

/** The settings as staff see them. */
export function useStaffSettings() {
  return useQuery(staffSettingsQuery());
}
