/**
 * The editable parts of public pages (issue 14 "Pages": "page posts for the About story (slug
 * `about`) and the home intro banner text (slug `home`) … with the built-in text as the default
 * when none is published"): what each is, where it shows, and its built-in text as a page post's
 * `title` and `content` (HTML, the same shape a page post holds; contract/src/page-input.ts).
 *
 * The built-in text names the company and its founding year, so it is made for the company
 * details in effect (settings are editable too: contract/src/site-settings-schema.ts).
 */
import escapeHtml from 'escape-html';
import type { PageSlug } from '../page-input';
import { aboutStoryFor, type StorySettings } from './company-story';

/** One editable page part, for the admin's Pages section. */
export interface SitePageEntry {
  slug: PageSlug;
  /** Its name in the admin, e.g. "About story". */
  name: string;
  /** Where visitors see it, one sentence for the admin. */
  where: string;
  /** The public path it shows on. */
  path: string;
  /** What `title` is on that page, for the form's label. */
  titleLabel: string;
}

/** The editable parts, in the order of contract pageSlugs. */
export const sitePages: readonly SitePageEntry[] = [
  {
    slug: 'about',
    name: 'About story',
    where: 'The About page: the big heading at the top and the “Our story” text beside the photos.',
    path: '/about',
    titleLabel: 'Page heading',
  },
  {
    slug: 'home',
    name: 'Home intro banner',
    where: 'The home page, below the photo slider: the heading and text above the Residential and Commercial buttons.',
    path: '/',
    titleLabel: 'Banner heading',
  },
];

/** A page part's text: its heading and its HTML body. */
export interface PageContent {
  title: string;
  content: string;
}

const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');

/**
 * The built-in text of a page part.
 * @param slug 'about' or 'home'
 * @param settings the company name and founding year in effect
 * @returns its heading and HTML body (paragraphs, text escaped)
 */
export function builtInPageContent(slug: PageSlug, settings: StorySettings): PageContent {
  if (slug === 'about') {
    const story = aboutStoryFor(settings);
    return { title: story.heading, content: paragraphs(story.paragraphs) };
  }
  return {
    title: `Landscaping and stonework for homes and businesses since ${settings.foundedYear}`,
    content: paragraphs([
      `${settings.companyName} has designed, built and cared for outdoor spaces across New Haven and Fairfield Counties since ${settings.foundedYear}: gardens and lawns, natural stone walls and patios, outdoor kitchens, ponds and fences. See what we have built for homeowners and for businesses.`,
    ]),
  };
}
