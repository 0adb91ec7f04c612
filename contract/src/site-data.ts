/**
 * The live site data every page is rendered with ("Live public pages"; DESIGN §12):
 * the company settings visitors may read, and the services visitors see (ADR 0035), and the
 * published page posts that override the built-in text. The function reads it
 * from Firestore (services/site/site-data.ts); the web's root route loader returns it for every page,
 * and React Router hands it to the browser with the page.
 *
 * Types only: the web imports this on every page.
 */
import type { HeroSlide } from './hero-slides';
import type { PageSlug } from './page-input';
import type { ServiceIcon } from './service';
import type { PublicSiteSettings } from './site-settings';

/**
 * A service as visitors see it (ADR 0035): its record (`services/{id}`: slug, icon, order), with
 * the text of its published service post, else the built-in text of a first-run service. Only
 * services that are not hidden and have a text are listed.
 */
export interface LiveService {
  /** The record's id (a first-run service's is its original slug). */
  id: string;
  slug: string;
  /** Card, menu and page title. */
  title: string;
  /** Card description. */
  description: string;
  /** Rooted image path (`/objects/…`, `/photos/…`), or null: the designed placeholder. */
  image: string | null;
  /** The image's alt text; null: the title stands in. */
  imageAlt: string | null;
  icon: ServiceIcon;
  /** Meta description of the service page, when staff wrote one. */
  metaDescription: string | null;
  /** When its text was last published (ISO 8601), null for the built-in text: the sitemap's lastmod. */
  updatedAt: string | null;
}

/** One service page (PageServer `servicePage`): the service and its page body. */
export interface ServicePage extends LiveService {
  /** Body HTML: the published post's (sanitized when saved), or the built-in text. */
  bodyHtml: string;
}

/**
 * A published page post (contract/src/page-input.ts): `about` is the About page's heading and
 * story, `home` the home page's intro banner heading and text ("Pages": "the built-in
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
  /** The services visitors see, in the site's order. */
  services: LiveService[];
  /** Published page posts by slug. */
  pages: Partial<Record<PageSlug, PageOverride>>;
  /** The home hero slides staff saved (contract hero-slides.ts), or null: the designed slides show. */
  heroSlides: HeroSlide[] | null;
}
