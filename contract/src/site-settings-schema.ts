/**
 * The company details staff edit in the admin ("Company details"; DESIGN §5
 * `settings/site`, §6 GET/PUT /api/settings): one zod schema, parsed by the admin's Company form
 * and by `PUT /api/settings` alike, and the public subset visitors may read.
 *
 * The values of contract/src/site-settings.ts stay the defaults and the seed (ADR 0001): a field
 * the stored document lacks takes its default. `siteUrl` is not a company detail but the
 * deployment's origin (functions param SITE_URL), and `phoneHref` is derived from `phone`, so
 * neither is edited here. Kept apart from site-settings.ts, which stays free of zod so that
 * public pages can import the defaults without it .
 */
import { z } from 'zod';
import { googleBusinessProfileUrlMessage, isGoogleBusinessProfileUrl } from './google-business-profile';
import { toDisplayPhone } from './phone';
import { openingHoursProblem } from './seo/opening-hours';
import { defaultLeadRetentionMonths, paymentCards, type PublicSiteSettings, type SiteSettings } from './site-settings';
import { requiredText } from './required-text';

// The public subset lives with the defaults, free of zod (public pages use it); re-exported here.
export { publicSiteSettings, staffOnlySettingsFields, type PublicSiteSettings } from './site-settings';

/** Limits of the Company form ("every field validated"). */
export const siteSettingsLimits = {
  /** Entries per list (hours, licences, certifications, links, areas). */
  listMax: 12,
  /** Addresses that receive the office e-mail of each request. */
  leadEmailRecipientsMax: 10,
  /** Towns of the service area (a county or two of towns and their villages, with room to spare). */
  serviceTownsMax: 300,
  /** Months a request is kept: at least one, at most ten years. */
  leadRetentionMonthsMin: 1,
  leadRetentionMonthsMax: 120,
} as const;

/** An absolute https URL ("contact form URL (https only)"; WHATWG URL). */
const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .pipe(z.url({ protocol: /^https$/, error: `${label} must be an https:// address` }));

const email = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(254, `${label} must be a valid e-mail address`)
    .pipe(z.email({ error: `${label} must be a valid e-mail address` }))
    .transform((v) => v.toLowerCase());

/** A list of at most listMax entries; `required` names what the empty list lacks. */
const list = <T extends z.ZodType>(item: T, label: string, required?: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .min(required ? 1 : 0, `Add at least one ${required}`)
    .max(siteSettingsLimits.listMax, `At most ${siteSettingsLimits.listMax} ${label.toLowerCase()}`);

/**
 * The towns of the service area: typed one a line or separated by commas (the Company form's text
 * box) or sent as a list; trimmed, blank and repeated (ignoring case) ones dropped.
 */
const townList = z
  .union([z.string(), z.array(z.string())], { error: 'Towns must be text or a list' })
  .transform((towns) =>
    (typeof towns === 'string' ? towns.split(/[\n,]/u) : towns)
      .map((town) => town.trim())
      .filter((town, i, all) => town && all.findIndex((other) => other.toLowerCase() === town.toLowerCase()) === i),
  )
  .pipe(
    z
      .array(z.string().max(60, 'A town is at most 60 characters'))
      .max(siteSettingsLimits.serviceTownsMax, `At most ${siteSettingsLimits.serviceTownsMax} towns`),
  )
  .default([]);

/**
 * Body of `PUT /api/settings` and the Company form's values. `phone` is parsed with
 * libphonenumber (US default) and comes out as the display form plus its E.164 `phoneHref`.
 * The year is checked against the current year at parse time.
 */
export const siteSettingsInputSchema = z
  .object({
    companyName: requiredText('Company name', 120),
    shortName: requiredText('Short name', 60),
    tagline: requiredText('Tagline', 200),
    foundedYear: z
      .number({ error: 'Founded year must be a year' })
      .int('Founded year must be a year')
      .min(1800, 'Founded year must be 1800 or later')
      .refine((year) => year <= new Date().getUTCFullYear(), { error: 'Founded year cannot be in the future' }),
    phone: z
      .string({ error: 'Phone is required' })
      .trim()
      .min(1, 'Phone is required')
      .max(40, 'Please enter a valid phone number')
      .transform((value, ctx) => {
        const phone = toDisplayPhone(value);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: 'Please enter a valid phone number' });
          return z.NEVER;
        }
        return phone;
      }),
    email: email('E-mail'),
    address: z.object({
      street: requiredText('Street', 200),
      city: requiredText('Town', 100),
      region: z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/u, 'State must be a two-letter code, e.g. CT'),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{5}(?:-\d{4})?$/u, 'ZIP code must be 5 digits (or ZIP+4)'),
      country: z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/u, 'Country must be a two-letter ISO code, e.g. US'),
    }),
    areaServed: list(requiredText('Area', 100), 'Areas served', 'area served'),
    serviceTowns: townList,
    // Read with the very rule the pages' structured data uses (seo/opening-hours.ts):
    // what cannot be read is refused here, on the field, with an example.
    openingHours: list(
      z.object({ days: requiredText('Days', 60), hours: requiredText('Hours', 60) }).superRefine((row, ctx) => {
        const problem = openingHoursProblem(row);
        if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }),
      'Opening hours',
    ),
    licenses: list(
      z.object({ label: requiredText('Licence name', 120), number: requiredText('Licence number', 60) }),
      'Licences',
    ),
    certifications: list(
      z.object({
        name: requiredText('Certification', 120),
        issuer: requiredText('Issuer', 120),
        badge: requiredText('Badge text', 8),
      }),
      'Certifications',
    ),
    acceptedCards: z
      .array(z.enum(paymentCards, { error: `Cards must be among ${paymentCards.join(', ')}` }))
      .max(paymentCards.length)
      .transform((cards) => paymentCards.filter((card) => cards.includes(card))),
    contactFormUrl: z.union([z.literal('').transform(() => null), z.null(), httpsUrl('Contact form URL')]),
    socialLinks: list(
      z.object({ label: requiredText('Link name', 40), url: httpsUrl('Link address') }),
      'Social links',
    ),
    leadEmailRecipients: z
      .array(email('Recipient'), { error: 'Recipients must be a list' })
      .min(1, 'Add at least one address to receive requests')
      .max(siteSettingsLimits.leadEmailRecipientsMax, `At most ${siteSettingsLimits.leadEmailRecipientsMax} recipients`)
      .transform((emails) => [...new Set(emails)]),
    leadRetentionMonths: z
      .number({ error: 'Keep requests for a number of months' })
      .int('Keep requests for a whole number of months')
      .min(
        siteSettingsLimits.leadRetentionMonthsMin,
        `Keep requests for at least ${siteSettingsLimits.leadRetentionMonthsMin} month`,
      )
      .max(
        siteSettingsLimits.leadRetentionMonthsMax,
        `Keep requests for at most ${siteSettingsLimits.leadRetentionMonthsMax} months`,
      )
      .default(defaultLeadRetentionMonths),
    // "Reviews": an https address of the profile on a Google host (ADR 0027); '' or absent: none.
    googleBusinessProfileUrl: z
      .union([
        z.literal('').transform(() => null),
        z.null(),
        z
          .string({ error: googleBusinessProfileUrlMessage })
          .trim()
          .max(2048, 'Google Business Profile link must be at most 2048 characters')
          .refine(isGoogleBusinessProfileUrl, { error: googleBusinessProfileUrlMessage }),
      ])
      .default(null),
  })
  .strict();
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsInputParsed = z.output<typeof siteSettingsInputSchema>;

/** Fields GET /api/settings returns that no PUT sets: `phoneHref` follows `phone`, `siteUrl` is the deployment's SITE_URL. */
export const readOnlySettingsFields = ['phoneHref', 'siteUrl'] as const;

/**
 * A `PUT /api/settings` body without the read-only fields, so that what GET returns can be sent
 * back as it is (read-only fields are ignored on write); any other unknown key is
 * still refused by the strict schema.
 * @param body the request body, any JSON
 * @returns the same object minus `phoneHref` and `siteUrl`; anything that is not a plain object as it is
 */
export function withoutReadOnlySettings(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([key]) => !(readOnlySettingsFields as readonly string[]).includes(key)),
  );
}

/** The edited fields of SiteSettings: everything but the derived `phoneHref` and the deployment's `siteUrl`. */
export type EditableSiteSettings = Omit<SiteSettings, 'phoneHref' | 'siteUrl'>;

/** The stored / returned form of a parsed input (phone split into display and tel: target). */
export function settingsFromInput(input: SiteSettingsInputParsed): Omit<SiteSettings, 'siteUrl'> {
  const { phone, ...rest } = input;
  return { ...rest, phone: phone.display, phoneHref: phone.e164 };
}

/** The Company form's starting values for settings as returned by the API. */
export function inputFromSettings(settings: SiteSettings): SiteSettingsInput {
  const { phoneHref: _phoneHref, siteUrl: _siteUrl, ...rest } = settings;
  return {
    ...rest,
    serviceTowns: settings.serviceTowns.join('\n'),
    contactFormUrl: settings.contactFormUrl ?? '',
    googleBusinessProfileUrl: settings.googleBusinessProfileUrl ?? '',
  };
}

/**
 * GET /api/settings: the settings as stored and returned. Staff get every field; visitors the
 * public ones (no `leadEmailRecipients`).
 */
export const siteSettingsSchema = z.object({
  companyName: z.string(),
  shortName: z.string(),
  tagline: z.string(),
  foundedYear: z.number().int(),
  phone: z.string(),
  phoneHref: z.string(),
  email: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  areaServed: z.array(z.string()),
  serviceTowns: z.array(z.string()),
  openingHours: z.array(z.object({ days: z.string(), hours: z.string() })),
  licenses: z.array(z.object({ label: z.string(), number: z.string() })),
  certifications: z.array(z.object({ name: z.string(), issuer: z.string(), badge: z.string() })),
  contactFormUrl: z.string().nullable(),
  acceptedCards: z.array(z.enum(paymentCards)),
  socialLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  siteUrl: z.string(),
  leadEmailRecipients: z.array(z.string()),
  leadRetentionMonths: z.number().int(),
  googleBusinessProfileUrl: z.string().nullable(),
}) satisfies z.ZodType<SiteSettings>;
export const publicSiteSettingsSchema = siteSettingsSchema.omit({
  leadEmailRecipients: true,
}) satisfies z.ZodType<PublicSiteSettings>;
