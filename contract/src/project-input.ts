/**
 * The 'Upload New Project' payload (spec §2 Upload New Project, §5 Validation rules), parsed by
 * the web form (react-hook-form + zod resolver) and by POST/PUT /api/posts alike.
 * Messages are the spec's own texts.
 */
import { z } from 'zod';
import { bodyTextLength, formStatusField, imageUrlField, optionalTextField } from './post-input-fields';

const optionalField = optionalTextField();

// bodyTextLength moved to post-input-fields (the rule of every post body); re-exported for callers.
export { bodyTextLength };

export const projectInputSchema = z.object({
  title: z.string().trim().min(1, 'Project title is required').max(300, 'Title must be at most 300 characters'),
  content: z
    .string()
    .trim()
    .max(100_000, 'Content is too long')
    .refine((html) => bodyTextLength(html) >= 10, { error: 'Please provide project details' }),
  status: formStatusField,
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

/**
 * Body of PUT /api/posts/:id when only the status changes (spec §7: {status} draft or
 * published), for a post of any type (Publish / Unpublish of spec §2, §4).
 */
export const postStatusUpdateSchema = z.object({ status: formStatusField });
