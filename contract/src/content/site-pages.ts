/**
 * The editable parts of public pages ("Pages": "page posts for the About story (slug
 * `about`) and the home intro banner text (slug `home`) … with the built-in text as the default
 * when none is published"): what each is, where it shows, and its built-in text as a page post's
 * `title` and `content` (HTML, the same shape a page post holds; contract/src/page-input.ts).
 *
 * The built-in text names the company and its founding year, so it is made for the company
 * details in effect (settings are editable too: contract/src/site-settings-schema.ts).
 */
import escapeHtml from 'escape-html';
import type { PageSlug } from '../page-input';
import type { SiteSettings } from '../site-settings';
import { inServiceArea, sinceFounded } from '../company-claims';
import { aboutStoryFor, type StorySettings } from './company-story';

/**
 * The settings the built-in page texts name: the company and its founding year (About, home
 * banner), and, for the privacy policy, its contact details and how long requests are kept.
 */
export type PageTextSettings = StorySettings &
  Pick<SiteSettings, 'email' | 'phone' | 'address' | 'leadRetentionMonths'>;

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
  {
    slug: 'privacy',
    name: 'Privacy policy',
    where:
      'The privacy page (/privacy), linked from the footer of every page and from the request form. Read it and publish it as yours.',
    path: '/privacy',
    titleLabel: 'Page heading',
  },
];

/** A page part's text: its heading and its HTML body. */
export interface PageContent {
  title: string;
  content: string;
}

const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');

/** "24 months", "1 month". */
const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

/**
 * The built-in privacy policy ("what the form collects and why, who sees it, how long it
 * is kept, how to ask for erasure, the contact"), written from what the site really does: the
 * request form's fields (contract lead.ts), private photos (only staff can open them), the office
 * e-mail, Firebase hosting and storage, the nightly erasure after `leadRetentionMonths`
 * (functions services/leads/lead-retention.ts), no tracking or advertising cookies (the only
 * cookie is the staff session, `__session`). Staff read it and publish it as theirs.
 */
function privacyPolicy(settings: PageTextSettings): PageContent {
  const { companyName, email, phone, address } = settings;
  const where = [address.street, address.city, `${address.region} ${address.postalCode}`.trim()]
    .filter((part) => part.trim())
    .join(', ');
  const section = (heading: string, texts: readonly string[]) =>
    `<h2>${escapeHtml(heading)}</h2>\n${paragraphs(texts)}`;
  const contact = `<p>${escapeHtml(companyName)}${where ? `, ${escapeHtml(where)}` : ''}<br>E-mail: <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a><br>Phone: ${escapeHtml(phone)}</p>`;
  return {
    title: 'Privacy policy',
    content: [
      paragraphs([
        `This page explains what ${companyName} does with the information you send us through the request form on this website, who sees it, how long we keep it and how to have it erased.`,
      ]),
      section('What we collect and why', [
        'When you send a request, we receive your name, your phone number and e-mail address, the street and town of the property, the services you are interested in, your timeframe, your message and any photos you attach, with the date and the page you sent it from.',
        'We use them only to answer your request: to call or e-mail you, to plan a site visit and to prepare an estimate. We do not sell them, share them for advertising or add you to a mailing list.',
        'This website sets no advertising or tracking cookies. To protect the form from abuse, our server checks how many requests come from one internet address in an hour; the address is not stored with your request.',
      ]),
      section('Who sees it', [
        `Only the staff of ${companyName} who sign in to this website's office area can see your request and your photos. Your photos stay private: they are never shown on the website.`,
        'Each request is also e-mailed to our office, and you receive a confirmation when you give an e-mail address. The website runs on Google Firebase (Google Cloud), which stores the requests for us, and the e-mails go through our e-mail provider; they handle the data only on our behalf.',
      ]),
      section('How long we keep it', [
        `We keep each request and its photos for ${months(settings.leadRetentionMonths)} after you send it. After that they are erased automatically, every night. If you become our customer, we keep what a job needs (the estimate, invoices and warranty records) with our business records.`,
        'The copy of your request that is e-mailed to our office stays in our office mailbox until we delete it: the automatic erasure does not reach e-mail. When you ask us to erase your request, we delete that e-mail too.',
      ]),
      section('Your choices', [
        'You may ask us at any time what we hold about you, to correct it, or to erase your request and its photos before that time. E-mail or call us (below); we will answer and, when you ask, erase them.',
      ]),
      section('Contact', []),
      contact,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

/**
 * The built-in text of a page part.
 * @param slug 'about', 'home' or 'privacy'
 * @param settings the company details in effect (PageTextSettings)
 * @returns its heading and HTML body (paragraphs and, for the privacy policy, headings and the
 *   contact; every value escaped)
 */
export function builtInPageContent(slug: PageSlug, settings: PageTextSettings): PageContent {
  if (slug === 'privacy') return privacyPolicy(settings);
  if (slug === 'about') {
    const story = aboutStoryFor(settings);
    return { title: story.heading, content: paragraphs(story.paragraphs) };
  }
  return {
    title: `Landscaping and stonework for homes and businesses${sinceFounded(settings)}`,
    content: paragraphs([
      `${settings.companyName} designs, builds and cares for outdoor spaces${inServiceArea(settings)}${sinceFounded(settings)}: gardens and lawns, natural stone walls and patios, outdoor kitchens, ponds and fences. See what we have built for homeowners and for businesses.`,
    ]),
  };
}
