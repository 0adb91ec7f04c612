/**
 * GET /api/page-render-status (staff "a failed render is an error staff see"): the
 * public pages whose last render from live data failed, so their visitors get an older or
 * built-in version, with when it last failed and a short reason. No personal data: a page's
 * path (public URLs: slugs) and an error's first line.
 */
import { z } from 'zod';

/** One page that is not showing the live data. */
export const pageRenderFailureSchema = z.object({
  /** The page's URL path, e.g. `/contact` (no query). */
  path: z.string(),
  /** When its render last failed (ISO 8601). */
  at: z.iso.datetime(),
  /** What went wrong, short (at most 200 characters). */
  message: z.string(),
});
export type PageRenderFailure = z.infer<typeof pageRenderFailureSchema>;

/** The body: failing pages, most recent failure first; empty when every page renders. */
export const pageRenderStatusSchema = z.object({ failing: z.array(pageRenderFailureSchema) });
export type PageRenderStatus = z.infer<typeof pageRenderStatusSchema>;
