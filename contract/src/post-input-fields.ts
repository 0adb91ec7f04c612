/**
 * Field rules shared by the input schemas of the three post types (project-input.ts,
 * service-input.ts, page-input.ts; DESIGN §2 "one zod schema per payload in contract/"). Each
 * schema keeps its own messages; only what is the same rule everywhere lives here.
 */
import { z } from 'zod';
import { siteImagePath } from './site-images';

/**
 * An optional text of at most `max` characters: trimmed; empty, missing or `null` (what GET
 * returns for an empty field, so a GET body can be sent back) reads as null.
 */
export const optionalTextField = (max = 2000, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * An image of a form: one of this site's own images (site-images.ts siteImagePath: an uploaded
 * `/objects/…` path from PUT /api/objects/acl, or a built-in `/photos/…` photo, or a variant of
 * either, exactly as written), stored as its master path; empty means none. Anything else
 * (`/api/logout`, `/objects/../api/logout`, `%2e%2e`, a control character, `https://…`,
 * `javascript:`, `//host`) is refused with the field's error, so a stored post only ever points at
 * this site's images (DESIGN §11). The server also checks that an uploaded object exists.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine((v) => v === '' || siteImagePath(v) !== null, { error: 'Image must be an uploaded image path' })
  .nullable()
  .optional()
  .transform((v) => (v ? (siteImagePath(v)?.masterPath ?? null) : null));

/** The statuses a form offers (spec §4: "The create form offers only draft or published"). */
export const formStatusField = z.enum(['draft', 'published'], { error: 'Status must be draft or published' });

/**
 * The number of text characters of body HTML (tags removed, character references counted as
 * one, whitespace runs as one space, trimmed): what spec §5's "content at least 10 characters"
 * counts now that bodies are HTML from the rich-text editor. For "is there enough
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
