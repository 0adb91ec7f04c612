/**
 * Body of POST /api/posts/{idOrSlug}/views (ADR 0012): the browser's random id, which
 * the server hashes with the project and the day and never stores as it is.
 */
import { z } from 'zod';
import { browserIdPattern } from './post-view';

export const postViewRequestSchema = z.object({
  browserId: z
    .string({ error: 'browserId is required' })
    .regex(browserIdPattern, 'browserId must be 22-64 letters, digits, - or _'),
});
export type PostViewRequest = z.infer<typeof postViewRequestSchema>;
