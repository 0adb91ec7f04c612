/**
 * Lead: a visitor's request for an estimate (DESIGN §5 `leads/{id}`, §6). One schema
 * for each payload, parsed by the web form (react-hook-form + zod resolver) and by the API alike.
 * Leads are personal data: staff-only, never cached, never logged.
 *
 * Phone numbers are normalised to E.164 (ITU-T E.164) with libphonenumber-js (Google's
 * libphonenumber metadata), default country US (ADR 0011: why the contract imports it).
 */
import { z } from 'zod';
import { listPageQuerySchema, listPageSchema } from './list-page';
import { maxPhotoBytes } from './photo-rules';
import { toE164 } from './phone';
import { serviceLimits, serviceRefSchema } from './service';
import { requiredText } from './required-text';

/** Lead status (`new | contacted | quoted | won | lost | spam`), in workflow order. */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Labels of the statuses for people. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** The visitor's timeframe, with the labels the form and the e-mails show. */
export const leadTimeframes = ['asap', '1-3-months', '3-6-months', 'planning'] as const;
export type LeadTimeframe = (typeof leadTimeframes)[number];
export const leadTimeframeLabels: Record<LeadTimeframe, string> = {
  asap: 'As soon as possible',
  '1-3-months': '1–3 months',
  '3-6-months': '3–6 months',
  planning: 'Just planning',
};

/** Residential or commercial (spec §2 uses the same two words for projects). */
export const leadSectors = ['residential', 'commercial'] as const;
export type LeadSector = (typeof leadSectors)[number];

/**
 * Notification state of a lead's office e-mail ("nothing is lost"): `pending` until
 * the office mail is accepted by the SMTP server, then `sent`; `failed` after the last retry;
 * `skipped` when no e-mail is due because the request was stored as spam (honeypot or too fast:
 * "sends no e-mail"). Staff can still send it with Resend.
 */
export const notificationStates = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationState = (typeof notificationStates)[number];

/** Labels of the notification states for people (the Leads table and detail view). */
export const notificationStateLabels: Record<NotificationState, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent (spam)',
};

/** Limits of the request form. */
export const leadLimits = {
  nameMax: 120,
  messageMin: 10,
  messageMax: 5000,
  /** Links allowed in the message (spam defence "a link-count limit"). */
  messageLinksMax: 3,
  photosMax: 5,
  /** Bytes per photo: 10 MB, the staff upload limit (spec §5, §9; photo-rules.ts). */
  photoBytesMax: maxPhotoBytes,
  noteMax: 2000,
} as const;

/** Counts http(s) links and bare `www.` hosts in a text. */
export function countLinks(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\./giu) ?? []).length;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

/** A photo the visitor attached: the id POST /api/leads/photos returned for it. */
export const leadPhotoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/u, 'Unknown photo');

/**
 * Body of POST /api/leads. `website` is the honeypot (a field people never see; a bot
 * fills it) and `startedAt` the time (ms since epoch) the form was shown: the server uses both to
 * flag spam, and answers spam exactly like a real request.
 */
export const leadInputSchema = z
  .object({
    name: requiredText('Name', leadLimits.nameMax, 'Please enter your name'),
    phone: z
      .string()
      .trim()
      .max(40, 'Please enter a valid phone number')
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        const e164 = toE164(v);
        if (!e164) {
          ctx.addIssue({ code: 'custom', message: 'Please enter a valid phone number' });
          return z.NEVER;
        }
        return e164;
      }),
    email: z
      .union([
        z.literal(''),
        z.email('Please enter a valid e-mail address').max(254, 'Please enter a valid e-mail address'),
      ])
      .optional()
      .transform((v) => (v ? v.toLowerCase() : null)),
    street: optionalText(200, 'Street must be at most 200 characters'),
    town: optionalText(100, 'Town must be at most 100 characters'),
    // Stored as chosen: a service hidden or deleted since the form was shown is kept by its slug (ADR 0035).
    serviceSlugs: z.array(serviceRefSchema).max(serviceLimits.services).default([]),
    sector: z.enum(leadSectors, { error: 'Please choose residential or commercial' }),
    timeframe: z.enum(leadTimeframes, { error: 'Please choose a timeframe' }),
    message: z
      .string({ error: 'Please tell us about your project' })
      .trim()
      .min(leadLimits.messageMin, `Please tell us a little more (at least ${leadLimits.messageMin} characters)`)
      .max(leadLimits.messageMax, `Message must be at most ${leadLimits.messageMax} characters`)
      .refine((v) => countLinks(v) <= leadLimits.messageLinksMax, {
        error: `Please include at most ${leadLimits.messageLinksMax} links`,
      }),
    photoIds: z
      .array(leadPhotoIdSchema)
      .max(leadLimits.photosMax, `At most ${leadLimits.photosMax} photos`)
      .default([]),
    consent: z.literal(true, { error: 'Please agree to be contacted about your request' }),
    /** Where the visitor came from: `/contact?project={slug}` or `?service={slug}`. */
    sourceProject: optionalText(200, 'Unknown project'),
    sourceService: serviceRefSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    website: z.string().max(500).optional(),
    startedAt: z.number().int().nonnegative().optional(),
  })
  .superRefine(
    (lead, ctx) => {
      if (!lead.phone && !lead.email) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please give a phone number or an e-mail address' });
      }
    },
    {
      // Also when other fields fail (zod skips object refinements then by default), so the form
      // lists every problem at once; not when the phone or e-mail has an error of its own.
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'phone' || issue.path?.[0] === 'email'),
    },
  );
export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadInputParsed = z.output<typeof leadInputSchema>;

/** 201 body of POST /api/leads. */
export const leadCreatedSchema = z.object({ id: z.string(), reference: z.string() });
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

/** 201 body of POST /api/leads/photos: the id to send in `photoIds`. */
export const leadPhotoCreatedSchema = z.object({ photoId: leadPhotoIdSchema });

/** A note staff added to a lead; `editedAt` when its text was changed since. */
export const leadNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** How a lead matches another ("duplicates are hinted"): the same phone or e-mail. */
export const leadMatchFields = ['phone', 'email'] as const;

/** Another lead with the same phone number or e-mail address. */
export const leadDuplicateSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  status: z.enum(leadStatuses),
  createdAt: z.iso.datetime(),
  by: z.array(z.enum(leadMatchFields)).min(1),
});
export type LeadDuplicate = z.infer<typeof leadDuplicateSchema>;

/** The office e-mail's delivery record. */
export const leadNotificationSchema = z.object({
  state: z.enum(notificationStates),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
});
export type LeadNotification = z.infer<typeof leadNotificationSchema>;

/** A lead as the staff API returns it (GET /api/leads, GET /api/leads/:id). */
export const leadSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  street: z.string().nullable(),
  town: z.string().nullable(),
  /** null when no town was given. */
  townInServiceArea: z.boolean().nullable(),
  serviceSlugs: z.array(z.string()),
  sector: z.enum(leadSectors),
  timeframe: z.enum(leadTimeframes),
  message: z.string(),
  /** Staff-only image URLs (`/api/leads/{id}/photos/{photoId}`). */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  sourceProject: z.object({ slug: z.string(), title: z.string().nullable() }).nullable(),
  sourceService: z.string().nullable(),
  status: z.enum(leadStatuses),
  /**
   * Sent less than 3 s after the form appeared, faster than a person usually types: kept as a
   * real request (status, e-mail) and flagged for staff to check it is not spam.
   */
  sentFast: z.boolean(),
  notes: z.array(leadNoteSchema),
  /** Other leads with the same phone or e-mail, newest first. */
  duplicates: z.array(leadDuplicateSchema),
  notification: leadNotificationSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Lead = z.infer<typeof leadSchema>;

const leadStatusField = z.enum(leadStatuses, {
  error: 'Status must be one of new, contacted, quoted, won, lost, spam',
});
const noteText = z
  .string()
  .trim()
  .min(1, 'Note is empty')
  .max(leadLimits.noteMax, `Note must be at most ${leadLimits.noteMax} characters`);

/** Body of PATCH /api/leads/:id: a new status, a note to append, or both. */
export const leadPatchSchema = z
  .object({
    status: leadStatusField.optional(),
    note: noteText.optional(),
  })
  .strict()
  .refine((patch) => patch.status !== undefined || patch.note !== undefined, { error: 'Send a status or a note' });
export type LeadPatch = z.infer<typeof leadPatchSchema>;

/** Body of PATCH /api/leads/:id/notes/:noteId: the note's new text (notes can be edited). */
export const leadNotePatchSchema = z.object({ text: noteText }).strict();
export type LeadNotePatch = z.infer<typeof leadNotePatchSchema>;

/** Most leads one bulk action may change (POST /api/leads/bulk). */
export const leadBulkMax = 1000;

/**
 * Body of POST /api/leads/bulk ("284 spam leads can only be removed one by one"): the
 * leads, and one action for all of them: a status, or delete (a privacy erasure of each).
 */
export const leadBulkSchema = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('status'),
        status: leadStatusField,
        ids: z
          .array(z.string().min(1).max(128))
          .min(1, 'Choose at least one lead')
          .max(leadBulkMax, `At most ${leadBulkMax} leads at once`),
      })
      .strict(),
    z
      .object({
        action: z.literal('delete'),
        ids: z
          .array(z.string().min(1).max(128))
          .min(1, 'Choose at least one lead')
          .max(leadBulkMax, `At most ${leadBulkMax} leads at once`),
      })
      .strict(),
  ],
  { error: 'action must be status or delete' },
);
export type LeadBulk = z.infer<typeof leadBulkSchema>;

/** 200 body of POST /api/leads/bulk: how many leads changed, and the ids there was no lead for. */
export const leadBulkResultSchema = z.object({ changed: z.number().int().nonnegative(), missing: z.array(z.string()) });
export type LeadBulkResult = z.infer<typeof leadBulkResultSchema>;

const leadListStatusField = z
  .enum([...leadStatuses, 'all'], { error: 'status must be one of new, contacted, quoted, won, lost, spam, all' })
  .optional();
const leadSearchField = z.string().trim().max(200, 'search must be at most 200 characters').optional();
/** A search in a query string: refused, what staff type (names, phone numbers) never goes into a URL. */
const noSearchInUrl = z
  .undefined({ error: 'Send the search in a POST body (/api/leads/search), not in the URL' })
  .optional();

/**
 * Query of GET /api/leads (a page of the list, newest first; ADR 0037): `status` one status, `all`
 * every lead, none every lead but spam (the inbox); `cursor`, `limit` (contract list-page.ts).
 */
export const leadListQuerySchema = listPageQuerySchema.extend({ status: leadListStatusField, search: noSearchInUrl });
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** Body of POST /api/leads/search: the list's query and a search text (every word begins a word of the lead). */
export const leadSearchSchema = listPageQuerySchema.extend({ status: leadListStatusField, search: leadSearchField });
export type LeadSearch = z.input<typeof leadSearchSchema>;

/** Query of GET /api/leads.csv (status) and body of POST /api/leads/export (status, search): every matching lead. */
export const leadExportQuerySchema = z.object({ status: leadListStatusField, search: noSearchInUrl });
export const leadExportBodySchema = z.object({ status: leadListStatusField, search: leadSearchField });
export type LeadExportBody = z.input<typeof leadExportBodySchema>;

/**
 * A page of leads (GET /api/leads, POST /api/leads/search): `total` is exact, except for a search
 * of several words, where it counts the leads holding its longest word (`totalExact: false`: the
 * most there can be).
 */
export const leadListPageSchema = listPageSchema(leadSchema).extend({ totalExact: z.boolean() });
export type LeadListPage = z.infer<typeof leadListPageSchema>;

/** GET /api/leads/summary: what the navbar badge shows to signed-in staff. */
export const leadSummarySchema = z.object({ newCount: z.number().int().nonnegative() });
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/**
 * Short reference a visitor can quote on the phone, e.g. "OV-7K3Q": the company's prefix
 * (leadReferencePrefix) and 4 characters of Crockford's base32 alphabet (no I, L, O, U: never
 * confused when read aloud).
 */
export const leadReferencePattern = /^[A-Z]{1,3}-[0-9A-HJKMNP-TV-Z]{4}$/u;

/**
 * The prefix of a company's request references: the initials of its short name (else its name),
 * at most 3, or the first two letters of a one-word name; "RQ" (request) when neither has a letter.
 * "Orange Valley" → "OV", "Acme" → "AC", "Green & Stone Works" → "GSW".
 * @param company the company details' names
 */
export function leadReferencePrefix(company: { shortName: string; companyName: string }): string {
  const wordsOf = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toUpperCase()
      .split(/[^A-Z]+/u)
      .filter(Boolean);
  const words = wordsOf(company.shortName).length ? wordsOf(company.shortName) : wordsOf(company.companyName);
  if (words.length === 0) return 'RQ';
  if (words.length === 1) return words[0]!.slice(0, 2);
  return words
    .slice(0, 3)
    .map((word) => word[0])
    .join('');
}
