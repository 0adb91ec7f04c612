/**
 * The 'Upload New Project' payload (spec §2 Upload New Project, §5 Validation rules), parsed by
 * the web form (react-hook-form + zod resolver) and by POST/PUT /api/posts alike.
 * Messages are the spec's own texts.
 */
import { z } from 'zod';

const optionalField = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : null));

/**
 * An image of the form: a path on this site (`/objects/…` from PUT /api/objects/acl, `/photos/…`
 * of the built-in content) or an https URL; empty means none. Anything else (`javascript:`,
 * `//host`, `data:`) is refused so stored posts only point at images (DESIGN §11).
 */
const imageUrlField = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) || /^https:\/\/[^/\\]/i.test(v), {
    error: 'Image must be an uploaded image path',
  })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/**
 * The number of text characters of body HTML (tags removed, character references counted as
 * one, whitespace runs as one space, trimmed): what spec §5's "content at least 10 characters"
 * counts now that the body is HTML from the rich-text editor (issue 15).
 */
export function bodyTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
}

export const projectInputSchema = z.object({
  title: z.string().trim().min(1, 'Project title is required').max(300, 'Title must be at most 300 characters'),
  content: z
    .string()
    .trim()
    .max(100_000, 'Content is too long')
    .refine((html) => bodyTextLength(html) >= 10, { error: 'Please provide project details' }),
  status: z.enum(['draft', 'published'], { error: 'Status must be draft or published' }),
  type: z.literal('project', { error: 'Type must be project' }),
  excerpt: optionalField,
  location: optionalField,
  completionDate: optionalField,
  metaTitle: optionalField,
  metaDescription: optionalField,
  serviceIds: z.array(z.string().min(1).max(100)).max(13).default([]),
  beforeImageUrl: imageUrlField,
  afterImageUrl: imageUrlField,
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectInputParsed = z.output<typeof projectInputSchema>;

/** Body of PUT /api/posts/:id when only the status changes (spec §7: {status} draft or published). */
export const postStatusUpdateSchema = z.object({
  status: z.enum(['draft', 'published'], { error: 'Status must be draft or published' }),
});
