/**
 * The live site data of the page (contract/src/site-data.ts; DESIGN §12): the company settings
 * and the published service and page overrides, which the root route's loader reads on the
 * server for every page (app/root.tsx) and React Router hands to the browser with the page.
 * Components read it with `useSiteData()` / `useSiteSettings()` / `useServiceSummaries()`; route
 * `meta` functions, which are not components, with `siteDataOf(matches)`.
 *
 * There are no defaults here: a page is rendered from what the server read, or not at all (the
 * root's error page then names no company it does not know).
 */
import { liveServiceSummaries } from '@site/contract/content/live-services';
import type { ServiceSummary } from '@site/contract/content/service-summaries';
import type { SiteData } from '@site/contract/site-data';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { createContext, useContext, useMemo } from 'react';

/** The site data the root layout hands down (app/root.tsx); null when the root loader failed. */
export const SiteDataContext = createContext<SiteData | null>(null);

/**
 * The page's site data (settings and published overrides).
 * @throws Error outside a page whose root loader succeeded (the root's error page reads the
 *   context itself)
 */
export function useSiteData(): SiteData {
  const siteData = useContext(SiteDataContext);
  if (!siteData) throw new Error('useSiteData: this page has no site data (the root loader did not answer)');
  return siteData;
}

/** The company details as saved by staff (name, phone, e-mail, address, hours, licences…). */
export function useSiteSettings(): PublicSiteSettings {
  return useSiteData().settings;
}

/** The 13 services as shown now: built-in card data with the published overrides (contract live-services.ts). */
export function useServiceSummaries(): ServiceSummary[] {
  const { services } = useSiteData();
  return useMemo(() => liveServiceSummaries(services), [services]);
}

/** A route match as `meta` functions get it (React Router MetaArgs `matches`). */
interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * The site data of a page, for its route's `meta`: the root route's loader data.
 * @param matches MetaArgs `matches`
 * @returns the site data, or null when the root loader did not answer (an error page)
 */
export function siteDataOf(matches: readonly (MatchLike | undefined)[]): SiteData | null {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as SiteData | undefined) ?? null;
}
