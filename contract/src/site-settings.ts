/**
 * Company identity: the shape of the settings the spec writes as placeholders ({phone} …) (spec
 * §1, §9; DESIGN §8), staff edit in the admin's Company section and every page shows. The demo
 * company of the local stack is seed data (functions/src/seed/demo-company.ts), never a default.
 */
export interface Certification {
  name: string;
  issuer: string;
  /** Short text for the badge, e.g. "ICPI" */
  badge: string;
}

/** Payment cards the contact page can show (spec §2 "/contact": Visa, Mastercard, American Express). */
export const paymentCards = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;
export type PaymentCard = (typeof paymentCards)[number];

export interface SiteSettings {
  companyName: string;
  shortName: string;
  tagline: string;
  foundedYear: number;
  phone: string;
  /** E.164 form of `phone`, for tel: links. */
  phoneHref: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  areaServed: string[];
  /** The towns of the service area; the request form notes a town outside them (contract service-area.ts). Empty: no note. */
  serviceTowns: string[];
  openingHours: { days: string; hours: string }[];
  licenses: { label: string; number: string }[];
  certifications: Certification[];
  /** Third-party contact form embedded on /contact (spec §2); null shows a fallback. */
  contactFormUrl: string | null;
  acceptedCards: PaymentCard[];
  socialLinks: { label: string; url: string }[];
  siteUrl: string;
  /** Where the office e-mail of each visitor request goes. */
  leadEmailRecipients: string[];
  /**
   * How long a visitor's request and its photos are kept, in months after it was sent:
   * the daily job erases older ones (functions services/leads/lead-retention.ts), and the privacy
   * page says so.
   */
  leadRetentionMonths: number;
  /**
   * The company's Google Business Profile ("Reviews"; contract google-business-profile.ts):
   * the pages link "Read our reviews on Google" and "Leave us a review" to it; null shows neither.
   */
  googleBusinessProfileUrl: string | null;
}

/** The retention of requests when staff have set none ("months, default 24"). */
export const defaultLeadRetentionMonths = 24;

/**
 * What a project has before staff save the Company section for the first time (never
 * the demo company on a real site): no identity at all. The function then answers public pages
 * with 503 "This website is being set up" (web app/root.tsx) and the staff pages show a plain
 * header without contact details (app/routes/site-layout.tsx), until the admin's Company form is
 * saved. A field a saved document lacks (one added after it was saved) takes its value from here.
 */
export const blankSiteSettings: Omit<SiteSettings, 'siteUrl'> = {
  companyName: '',
  shortName: '',
  tagline: '',
  foundedYear: 0,
  phone: '',
  phoneHref: '',
  email: '',
  address: { street: '', city: '', region: '', postalCode: '', country: 'US' },
  areaServed: [],
  serviceTowns: [],
  openingHours: [],
  licenses: [],
  certifications: [],
  contactFormUrl: null,
  acceptedCards: [],
  socialLinks: [],
  leadEmailRecipients: [],
  leadRetentionMonths: defaultLeadRetentionMonths,
  googleBusinessProfileUrl: null,
};

/**
 * Fields only staff may read: where the office e-mail goes ("visitors read only the
 * public fields"). Kept here, free of zod, so public pages can take the public subset too.
 */
export const staffOnlySettingsFields = ['leadEmailRecipients'] as const;

/** What visitors may read of the settings (GET /api/settings without a staff session, every page's site data). */
export type PublicSiteSettings = Omit<SiteSettings, (typeof staffOnlySettingsFields)[number]>;

/** The public subset: settings without the staff-only fields. */
export function publicSiteSettings(settings: SiteSettings): PublicSiteSettings {
  const { leadEmailRecipients: _recipients, ...rest } = settings;
  return rest;
}
