/**
 * The live site data of the page (contract/src/site-data.ts; DESIGN §12), read by the root
 * route's loader (app/root.tsx): components use `useSiteData()` and its narrower hooks, route
 * `meta` functions `siteDataOf(matches)`. No defaults: a page shows what the server read, or
 * the error page names no company.
 */
import type { LiveService, SiteData } from '@site/contract/site-data';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { createContext, useContext } from 'react';

/** The site data the root layout hands down; null when the root loader failed. */
export const SiteDataContext = createContext<SiteData | null>(null);

/** The page's site data. @throws Error outside a page whose root loader succeeded */
export function useSiteData(): SiteData {
  const siteData = useContext(SiteDataContext);
  if (!siteData) throw new Error('useSiteData: this page has no site data (the root loader did not answer)');
  return siteData;
}

/** The company details as saved by staff. */
export function useSiteSettings(): PublicSiteSettings {
  return useSiteData().settings;
}

/** The services visitors see, in the site's order (contract site-data.ts `LiveService`). */
export function useLiveServices(): LiveService[] {
  return useSiteData().services;
}

/**
 * The site data of a page, for its route's `meta`: the root route's loader data.
 * @param matches MetaArgs `matches`
 * @returns the site data, or null when the root loader did not answer (an error page)
 */
export function siteDataOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteData | null {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as SiteData | undefined) ?? null;
}
