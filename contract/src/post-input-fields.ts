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
 * The number of text characters of body HTML (tags removed, character references counted as
 * one, whitespace runs as one space, trimmed): what spec §5's "content at least 10 characters"
 * counts now that bodies are HTML from the rich-text editor (issue 15). For "is there enough
 * text" checks only, not a sanitizer (the server sanitizes every stored body).
 */
export function bodyTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
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
    .refine((html) => bodyTextLength(html) >= minText, { error: emptyMessage });
