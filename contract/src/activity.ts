/**
 * The activity list (ADR 0033): who published, unpublished, deleted or restored what, changed a
 * role, exported leads or changed the company details, and when; kept one year; for the Owner and
 * Office. Never a visitor's personal data: a lead export says how it was asked, not whose leads.
 */
import { z } from 'zod';

/** How long an entry is kept (a Firestore TTL policy on `expireAt`). */
export const activityDays = 365;

/** What was done. */
export const activityActions = [
  'published',
  'unpublished',
  'deleted',
  'restored',
  'deleted-forever',
  'restored-version',
  'invited',
  'role-changed',
  'removed',
  'exported-leads',
  'changed-company',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** One entry, newest first in GET /api/activity. */
export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.enum(activityActions),
  /** What it was done to, in words ("Stone Patio in Orange", "Olive Office as Office"); null for none. */
  subject: z.string().nullable(),
  /** Who did it: first name, else e-mail. */
  by: z.string().nullable(),
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityListSchema = z.array(activityEntrySchema);

/** GET path. */
export const activityPath = '/api/activity';

/** An action as the list reads it. */
export const activityLabels: Record<ActivityAction, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  deleted: 'Moved to the Trash',
  restored: 'Restored from the Trash',
  'deleted-forever': 'Deleted forever',
  'restored-version': 'Restored an earlier version',
  invited: 'Invited',
  'role-changed': 'Changed the role of',
  removed: 'Removed from the team',
  'exported-leads': 'Exported leads',
  'changed-company': 'Changed the company details',
};
