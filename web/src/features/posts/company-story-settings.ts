/**
 * The company details the built-in page text names (contract content/site-pages.ts: the company
 * name and founding year), as saved: GET /api/settings (issue 14 "Company details"). While they
 * load, and if they cannot be read, the ones this page was served with (its site data block,
 * lib/site-data.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import type { StorySettings } from '@site/contract/content/company-story';
import { publicSiteSettingsSchema } from '@site/contract/site-settings-schema';
import { useSiteSettings } from '../../lib/site-data';

const storySettingsSchema = publicSiteSettingsSchema.pick({ companyName: true, foundedYear: true });

/** The settings in effect, and whether they are still loading. */
export function useCompanyStorySettings(): { settings: StorySettings; isPending: boolean } {
  // The bare URL as key (spec §7: the default fetch GETs the key): the same read as any public page's.
  const query = useQuery({ queryKey: [apiPaths.settings], select: (data: unknown) => storySettingsSchema.parse(data) });
  const { companyName, foundedYear } = useSiteSettings();
  return { settings: query.data ?? { companyName, foundedYear }, isPending: query.isPending };
}
