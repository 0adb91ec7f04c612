/**
 * Drafts waiting for review (ADR 0033): a Crew member saves a project as a draft and submits it
 * for review; someone with the Owner or Office role publishes it. GET /api/review-requests lists,
 * for Crew, their own draft projects (submitted or not), for the others the submitted drafts.
 * No zod here beyond the list schema the admin parses.
 */
import { z } from 'zod';

/** One draft project in the list. */
export const draftForReviewSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** When it was submitted for review (ISO 8601); null while not submitted. */
  submittedAt: z.string().nullable(),
  /** Who submitted it (first name, else e-mail); null while not submitted. */
  submittedBy: z.string().nullable(),
});
export type DraftForReview = z.infer<typeof draftForReviewSchema>;
export const draftsForReviewSchema = z.array(draftForReviewSchema);

/** The API paths (functions/src/routes/review-requests.ts). */
export const reviewRequestPaths = {
  list: '/api/review-requests',
  submit: (postId: string) => `/api/posts/${encodeURIComponent(postId)}/review-request`,
} as const;
