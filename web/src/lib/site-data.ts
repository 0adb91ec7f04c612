/**
 * The live site data of the page (contract/src/site-data.ts; issue 14 "Live public pages";
 * ADR 0018): the company settings and the published service and page overrides the function
 * rendered the page with. Components read it with `useSiteSettings()` / `useSiteData()`; route
 * `meta` functions, which are not components, with `currentSiteData()`.
 *
 * Where it comes from:
 * - in a server render (the function at request time, the build's prerender), from the render's
 *   own source, set once by the server entry (`setServerSiteDataSource`, app/entry.server.tsx,
 *   which keeps one value per render in an AsyncLocalStorage);
 * - in the browser, from the document's data block (`<script type="application/json"
 *   id="site-data">`), read once; a document without one (a prerendered fallback frame) uses
 *   the built-in data it was prerendered with, so hydration always matches the server's HTML.
 * The block is taken as it is, not parsed with zod (lib/data-block.ts says why).
 */
import { liveServiceSummaries } from '@site/contract/content/live-services';
import type { ServiceSummary } from '@site/contract/content/service-summaries';
import { builtInSiteData, siteDataElementId, type SiteData } from '@site/contract/site-data';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { createContext, useContext, useMemo } from 'react';
import { readDataBlock } from './data-block';

let serverSource: (() => SiteData) | undefined;
let documentSiteData: SiteData | undefined;

/**
 * Makes server renders read their site data from `source` (called once by the server entry).
 * @param source the current render's site data
 */
export function setServerSiteDataSource(source: () => SiteData): void {
  serverSource = source;
}

/** Is `value` shaped like the site data block (an object with settings)? */
function isSiteData(value: unknown): value is SiteData {
  return typeof value === 'object' && value !== null && typeof (value as SiteData).settings === 'object';
}

/**
 * The site data of the page being rendered: the server render's, else the document's data block
 * (every document has one: app/entry.server.tsx writes it into each page it renders, prerendered
 * or not). The built-in data is the answer only in development and tests without a block; the
 * production client bundle does not carry it (the block replaces the contract's defaults there).
 * @throws Error in a production browser when the document has no site data block
 */
export function currentSiteData(): SiteData {
  if (serverSource) return serverSource();
  if (!documentSiteData) {
    const block = readDataBlock(siteDataElementId);
    if (isSiteData(block)) documentSiteData = block;
    else if (import.meta.env.DEV) documentSiteData = builtInSiteData;
    else throw new Error(`This page has no site data (script#${siteDataElementId})`);
  }
  return documentSiteData;
}

/** The site data AppProviders hands down (app/providers.tsx); null outside the providers. */
export const SiteDataContext = createContext<SiteData | null>(null);

/** The page's site data (settings and published overrides). */
export function useSiteData(): SiteData {
  return useContext(SiteDataContext) ?? currentSiteData();
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
