/**
 * Reviews: the testimonials of the company's customers ("Reviews"; ADR 0027). Staff add
 * them in the admin's Reviews section (quote, name, town, service, rating 1–5, date, published or
 * draft); the home page shows the newest published ones and a service page the published ones of
 * that service, as server HTML with no review rich-result markup (Google's review snippet rules
 * refuse a business's own reviews of itself: ADR 0027). The API (functions/src/routes/reviews.ts)
 * and the admin form parse with these rules.
 */
import { z } from 'zod';
import { serviceRefSchema } from './service';

/** Limits of a review (what the form and the API accept). */
export const reviewLimits = {
  /** A quote is a few sentences, not an essay: it must fit a card on a phone. */
  quoteMax: 1000,
  nameMax: 80,
  townMax: 80,
  /** Stars: whole numbers 1–5 (the scale Google and every review site use). */
  ratingMin: 1,
  ratingMax: 5,
  /** Earliest date accepted (the company's founding is later; older is a typo). */
  dateMin: '1950-01-01',
} as const;

/** Review statuses: a draft is seen by staff only. */
export const reviewStatuses = ['published', 'draft'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** Today's date as YYYY-MM-DD in UTC (at or after the office's own date: Connecticut is behind UTC). */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Body of POST /api/reviews and PUT /api/reviews/:id (the whole review: a publish or unpublish
 * sends it with the other status). `town` may be empty; `service` is a service's slug (the server
 * refuses one no service has) or null (a review of the company as a whole); `date` is when the customer gave it (YYYY-MM-DD,
 * a real calendar date, not in the future: checked against the clock at parse time).
 */
export const reviewInputSchema = z
  .object({
    quote: text('The quote', reviewLimits.quoteMax),
    name: text('The name', reviewLimits.nameMax),
    town: z
      .string({ error: 'The town must be text' })
      .trim()
      .max(reviewLimits.townMax, `The town must be at most ${reviewLimits.townMax} characters`)
      .default(''),
    service: z.union([z.literal('').transform(() => null), z.null(), serviceRefSchema], {
      error: 'Choose one of the services, or none',
    }),
    rating: z
      .number({ error: 'The rating is a number of stars from 1 to 5' })
      .int('The rating is a whole number of stars from 1 to 5')
      .min(reviewLimits.ratingMin, 'The rating is at least 1 star')
      .max(reviewLimits.ratingMax, 'The rating is at most 5 stars'),
    date: z.iso
      .date({ error: 'The date must be a date such as 2026-05-14' })
      .refine((date) => date >= reviewLimits.dateMin, { error: `The date must be ${reviewLimits.dateMin} or later` })
      .refine((date) => date <= todayUtc(), { error: 'The date cannot be in the future' }),
    status: z.enum(reviewStatuses, { error: 'The status is published or draft' }),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewInputParsed = z.output<typeof reviewInputSchema>;

/** A review as visitors see it on the pages (published only: no status, no staff fields). */
export interface PublicReview {
  id: string;
  quote: string;
  name: string;
  /** '' when the customer's town is not shown. */
  town: string;
  service: string | null;
  /** Whole stars, 1–5. */
  rating: number;
  /** YYYY-MM-DD. */
  date: string;
}

/** A review as GET /api/reviews lists it for staff. */
export const reviewSchema = z.object({
  id: z.string(),
  quote: z.string(),
  name: z.string(),
  town: z.string(),
  service: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  date: z.iso.date(),
  status: z.enum(reviewStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/reviews: every review, newest date first. */
export const reviewListSchema = z.array(reviewSchema);

/** Newest first by date, then by id (a stable order for reviews of one day). */
export function byNewestDate<T extends { date: string; id: string }>(a: T, b: T): number {
  return b.date.localeCompare(a.date) || a.id.localeCompare(b.id);
}
