/**
 * The <head> of a public page as React Router `meta` descriptors (title, meta
 * description, canonical URL, Open Graph and Twitter tags, JSON-LD; written once, by
 * the route), built with the contract's builders (contract/src/seo) from the page's live company
 * settings (the root loader's site data, lib/site-data.ts).
 * JSON-LD goes out as `{ 'script:ld+json': … }`, which React Router renders as an escaped
 * `<script type="application/ld+json">` data block (reactrouter.com/start/framework/route-module
 * "meta"); data blocks are not executed, so the CSP does not apply to them.
 */
import { breadcrumbJsonLd, type Crumb } from './seo/breadcrumb-json-ld';
import { businessJsonLd } from './seo/business-json-ld';
import type { JsonLd } from '@site/contract/seo/json-ld';
import { pageMeta, pageTitle, type PageMetaInput } from './seo/page-meta';
import { preloadImageLink } from './seo/preload-image';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import type { MetaDescriptor } from 'react-router';
import { siteDataOf } from './site-data';

/** First crumb of every trail. */
export const homeCrumb: Crumb = { name: 'Home', path: '/' };

export interface PageHeadInput extends PageMetaInput {
  /** Breadcrumb trail after Home (e.g. Services › Landscaping); none on the home page. */
  crumbs?: Crumb[];
  /** Add the business (HomeAndConstructionBusiness) node: home, about and contact. */
  business?: boolean;
  /** Further JSON-LD nodes (e.g. the Service of a service page). */
  jsonLd?: JsonLd[];
  /** The photo of the page's largest paint, preloaded at high priority with the HTML. */
  lcpImage?: { path: string; sizes: string } | null;
}

/** "Services" → "Services | {company}" (unchanged when it already names the company). */
export function titleOf(title: string, settings: Pick<PublicSiteSettings, 'companyName'>): string {
  return pageTitle(title, settings);
}

/**
 * Meta descriptors of one page.
 * @param settings the page's company settings (siteDataOf(matches).settings)
 * @returns the LCP photo's preload, title, description, canonical, og:*, twitter:* and the JSON-LD blocks
 */
export function pageHead(
  settings: PublicSiteSettings,
  { crumbs, business = false, jsonLd = [], lcpImage, ...meta }: PageHeadInput,
): MetaDescriptor[] {
  const nodes: JsonLd[] = [];
  if (business) nodes.push(businessJsonLd(settings));
  nodes.push(...jsonLd);
  if (crumbs && crumbs.length > 0) nodes.push(breadcrumbJsonLd([homeCrumb, ...crumbs], settings.siteUrl));
  return [
    ...(lcpImage ? [preloadImageLink(lcpImage.path, lcpImage.sizes) as MetaDescriptor] : []),
    ...(pageMeta(meta, settings) as MetaDescriptor[]),
    ...nodes.map((node) => ({ 'script:ld+json': node })),
  ];
}

/**
 * The head of a staff screen (admin, upload, edit, sign-in): `{title} | {company name}`, the title
 * alone where the root loader did not answer, and `noindex` (robots.txt disallows these paths too).
 * @param title the screen's title, e.g. 'Upload New Project'
 * @param matches MetaArgs `matches` (the root loader's site data: lib/site-data.ts)
 */
export function staffPageMeta(title: string, matches: Parameters<typeof siteDataOf>[0]): MetaDescriptor[] {
  const companyName = siteDataOf(matches)?.settings.companyName;
  return [{ title: companyName ? `${title} | ${companyName}` : title }, { name: 'robots', content: 'noindex' }];
}
