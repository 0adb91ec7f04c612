/**
 * The live site data every page is rendered with (issue 14 "Live public pages"; DESIGN §12;
 * ADR 0018): the company settings visitors may read, and the published service and page posts
 * that override the built-in text (spec §2 "Service detail": "a published service post whose
 * type is service and slug matches; otherwise built-in data is used"). The function reads it
 * from Firestore, renders the page with it and writes it into the document as a data block,
 * `<script type="application/json" id="site-data">` (never executed), which the browser reads
 * instead of importing the contract's defaults, so hydration renders what the server rendered.
 * Like the other data blocks (ADR 0008), the browser does not parse it again: public pages load
 * no zod. The build's prerendered pages (the fallbacks) carry `builtInSiteData`, which is what
 * they were rendered with; so the browser never needs the contract's defaults itself.
 *
 * Plain types and data only: the web imports this on every page.
 */
import type { PageSlug } from './page-input';
import type { ServiceSlug } from './service';
import { publicSiteSettings, siteSettings, type PublicSiteSettings } from './site-settings';

/** The `id` of the data block. */
export const siteDataElementId = 'site-data';

/**
 * A published service post, as it overrides the built-in service of the same slug. Each field
 * that is null (or, for text, empty) falls back to the built-in one.
 */
export interface ServiceOverride {
  slug: ServiceSlug;
  /** Card, menu and page title: the post's title. */
  title: string;
  /** Card description: the post's excerpt, else its meta description. */
  description: string | null;
  /** Page body: the post's content (HTML, sanitized when it was saved). */
  bodyHtml: string | null;
  /** The post's image (`image`, else its featured image): a stored path or URL. */
  image: string | null;
  /** The image's alt text; null: the title stands in. */
  imageAlt: string | null;
  /** Meta description of the service page, when the post has one. */
  metaDescription: string | null;
  /** When the post was last saved (ISO 8601): the sitemap's lastmod. */
  updatedAt: string;
}

/**
 * A published page post (contract/src/page-input.ts): `about` is the About page's heading and
 * story, `home` the home page's intro banner heading and text (issue 14 "Pages": "the built-in
 * text as the default when none is published").
 */
export interface PageOverride {
  /** The part's heading: the post's title. */
  title: string;
  /** The text: the post's content (HTML, sanitized when it was saved); null: the built-in text. */
  bodyHtml: string | null;
  /** When the post was last saved (ISO 8601): the sitemap's lastmod. */
  updatedAt: string;
}

/** What the data block holds. */
export interface SiteData {
  /** The company details (GET /api/settings for visitors: no lead recipients). */
  settings: PublicSiteSettings;
  /** Published service posts by slug (at most one per slug). */
  services: Partial<Record<ServiceSlug, ServiceOverride>>;
  /** Published page posts by slug. */
  pages: Partial<Record<PageSlug, PageOverride>>;
}

/** The site data of a page without a data block: the contract's defaults and no overrides. */
export const builtInSiteData: SiteData = { settings: /* @__PURE__ */ publicSiteSettings(siteSettings), services: {}, pages: {} };
