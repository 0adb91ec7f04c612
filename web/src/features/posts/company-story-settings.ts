/**
 * The company details the built-in page text names (contract content/site-pages.ts: the company
 * name, town, area, founding year, licences and certifications; for the privacy policy its contact details and the retention of requests), as saved: GET /api/settings ("Company details"). While they
 * load, and if they cannot be read, the ones this page was served with (its site data block,
 * lib/site-data.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import type { PageTextSettings } from '@site/contract/content/site-pages';
import { publicSiteSettingsSchema } from '@site/contract/site-settings-schema';
import { useSiteSettings } from '../../lib/site-data';

const pageTextSettingsSchema = publicSiteSettingsSchema.pick({
  companyName: true,
  foundedYear: true,
  areaServed: true,
  licenses: true,
  certifications: true,
  email: true,
  phone: true,
  address: true,
  leadRetentionMonths: true,
});

/** The settings in effect, and whether they are still loading. */
export function useCompanyStorySettings(): { settings: PageTextSettings; isPending: boolean } {
  // The bare URL as key (spec §7: the default fetch GETs the key): the same read as any public page's.
  const query = useQuery({
    queryKey: [apiPaths.settings],
    select: (data: unknown) => pageTextSettingsSchema.parse(data),
  });
  const { companyName, foundedYear, areaServed, licenses, certifications, email, phone, address, leadRetentionMonths } =
    useSiteSettings();
  const live = {
    companyName,
    foundedYear,
    areaServed,
    licenses,
    certifications,
    email,
    phone,
    address,
    leadRetentionMonths,
  };
  return {
    settings: query.data ?? live,
    isPending: query.isPending,
  };
}
