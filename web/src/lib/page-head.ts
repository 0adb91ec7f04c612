/**
 * The <head> of a public page as React Router `meta` descriptors (issue 5 SEO: title, meta
 * description, canonical URL, Open Graph and Twitter tags, JSON-LD), built with the contract's
 * builders (contract/src/seo) so the pages and the `api` function agree, from the page's live
 * company settings (lib/site-data.ts).
 * JSON-LD goes out as `{ 'script:ld+json': … }`, which React Router renders as an escaped
 * `<script type="application/ld+json">` data block (reactrouter.com/start/framework/route-module
 * "meta"); data blocks are not executed, so CSP `script-src 'self'` allows them.
 */
import { breadcrumbJsonLd, type Crumb } from '@site/contract/seo/breadcrumb-json-ld';
import { businessJsonLd } from '@site/contract/seo/business-json-ld';
import type { JsonLd } from '@site/contract/seo/json-ld';
import { pageMeta, pageTitle, type PageMetaInput } from '@site/contract/seo/page-meta';
import type { MetaDescriptor } from 'react-router';
import { currentSiteData } from './site-data';

/** First crumb of every trail. */
export const homeCrumb: Crumb = { name: 'Home', path: '/' };

export interface PageHeadInput extends PageMetaInput {
  /** Breadcrumb trail after Home (e.g. Services › Landscaping); none on the home page. */
  crumbs?: Crumb[];
  /** Add the business (HomeAndConstructionBusiness) node: home, about and contact. */
  business?: boolean;
  /** Further JSON-LD nodes (e.g. the Service of a service page). */
  jsonLd?: JsonLd[];
}

/** "Services" → "Services | {company}" (unchanged when it already names the company). */
export function titleOf(title: string): string {
  return pageTitle(title, currentSiteData().settings);
}

/**
 * Meta descriptors of one page.
 * @returns title, description, canonical, og:*, twitter:* and the JSON-LD blocks
 */
export function pageHead({ crumbs, business = false, jsonLd = [], ...meta }: PageHeadInput): MetaDescriptor[] {
  const { settings: siteSettings } = currentSiteData();
  const nodes: JsonLd[] = [];
  if (business) nodes.push(businessJsonLd(siteSettings));
  nodes.push(...jsonLd);
  if (crumbs && crumbs.length > 0) nodes.push(breadcrumbJsonLd([homeCrumb, ...crumbs], siteSettings.siteUrl));
  return [...(pageMeta(meta, siteSettings) as MetaDescriptor[]), ...nodes.map((node) => ({ 'script:ld+json': node }))];
}
