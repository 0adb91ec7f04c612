/**
 * Field rules shared by the input schemas of the three post types (project-input.ts,
 * service-input.ts, page-input.ts; DESIGN §2 "one zod schema per payload in contract/"). Each
 * schema keeps its own messages; only what is the same rule everywhere lives here.
 */
import { z } from 'zod';

/** An optional text of at most `max` characters: trimmed; empty or missing reads as null. */
export const optionalTextField = (max = 2000, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

/**
 * An image of a form: a path on this site (`/objects/…` from PUT /api/objects/acl, `/photos/…`
 * of the built-in content) or an https URL; empty means none. Anything else (`javascript:`,
 * `//host`, `data:`) is refused so stored posts only point at images (DESIGN §11).
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) || /^https:\/\/[^/\\]/i.test(v), {
    error: 'Image must be an uploaded image path',
  })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** The statuses a form offers (spec §4: "The create form offers only draft or published"). */
export const formStatusField = z.enum(['draft', 'published'], { error: 'Status must be draft or published' });

/**
 * The text of an HTML body, for "is there any text" checks only (not a sanitizer: the server
 * sanitizes every stored body with services/sanitize-html): tags dropped, a non-breaking space
 * read as a space and any other character reference as one character, white space collapsed.
 * E.g. "<p>Stone &amp; brick</p><p></p>" → "Stone x brick" (13 characters).
 */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|#160|#xa0);/gi, ' ')
    .replace(/&#?[a-z0-9]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A rich-text body (HTML from the staff editor): at most 100 000 characters, with at least
 * `minText` characters of text once the tags are gone.
 * @param emptyMessage the message when it has too little text, e.g. 'Please provide the page text'
 */
export const htmlBodyField = (emptyMessage: string, minText = 10) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .max(100_000, 'Content is too long')
    .refine((html) => htmlText(html).length >= minText, { error: emptyMessage });
