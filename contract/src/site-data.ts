/**
 * The live site data every page is rendered with (issue 14 "Live public pages"; DESIGN §12;
 * issue 21): the company settings visitors may read, and the published service and page posts
 * that override the built-in text (spec §2 "Service detail": "a published service post whose
 * type is service and slug matches; otherwise built-in data is used"). The function reads it
 * from Firestore (services/site/site-data.ts); the web's root route loader returns it for every page,
 * and React Router hands it to the browser with the page.
 *
 * Types only: the web imports this on every page.
 */
import type { HeroSlide } from './hero-slides';
import type { PageSlug } from './page-input';
import type { ServiceSlug } from './service';
import type { PublicSiteSettings } from './site-settings';

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

/** The site data of a page. */
export interface SiteData {
  /**
   * Whether staff have saved the company details (the Company section) at least once; until then
   * `settings` has no identity (contract blankSiteSettings) and public pages answer 503.
   */
  setUp: boolean;
  /** The company details (GET /api/settings for visitors: no lead recipients). */
  settings: PublicSiteSettings;
  /** Published service posts by slug (at most one per slug). */
  services: Partial<Record<ServiceSlug, ServiceOverride>>;
  /** Published page posts by slug. */
  pages: Partial<Record<PageSlug, PageOverride>>;
  /** The home hero slides staff saved (contract hero-slides.ts), or null: the designed slides show. */
  heroSlides: HeroSlide[] | null;
}
