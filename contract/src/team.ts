/**
 * The Team (ADR 0033): the people with a staff role and the pending invitations, as
 * GET /api/team answers them, and the bodies of the Team's writes. An invitation is accepted by
 * signing in with Google as its address before it expires.
 */
import { z } from 'zod';
import { roleLabels, staffRoles, type StaffRole } from './staff-roles';

/** How long an invitation can be accepted. */
export const invitationDays = 7;

/** An e-mail address as the Team keys it: trimmed, lower case (Google addresses are case-insensitive). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** POST /api/team/invitations: who to invite, with which role. */
export const invitationInputSchema = z.object({
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .pipe(z.email('Enter the Google e-mail address of the person'))
    .transform(normalizeEmail),
  role: z.enum(staffRoles, { error: 'Choose a role: owner, office or crew' }),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** PUT /api/team/members/:uid: the new role. */
export const roleInputSchema = z.object({
  role: z.enum(staffRoles, { error: 'Choose a role: owner, office or crew' }),
});

/** One person of the team. */
export const teamMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(staffRoles),
  /** The last Google sign-in, ISO 8601; null before the first. */
  lastSignInAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation not yet accepted nor withdrawn (an expired one stays listed until withdrawn or renewed). */
export const teamInvitationSchema = z.object({
  email: z.string(),
  role: z.enum(staffRoles),
  invitedAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/team. */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** 409 of a removal or demotion that would leave no owner. */
export const lastOwnerMessage =
  'The last owner cannot be removed or given another role. Make someone else an owner first.';

/** 403 of POST /api/session for an invitation whose time ran out. */
export const invitationExpiredMessage = (email: string): string =>
  `The invitation for ${email} has expired. Ask the owner to invite you again.`;

/** 403 of POST /api/session for a withdrawn invitation. */
export const invitationWithdrawnMessage = (email: string): string =>
  `The invitation for ${email} was withdrawn. Ask the owner if you should have access.`;

/** 409 of an invitation for someone already on the team. */
export const alreadyMemberMessage = (email: string, role: StaffRole): string =>
  `${email} is already on the team as ${roleLabels[role]}. Change their role instead.`;

/** The Team's API paths (functions/src/routes/team.ts). */
export const teamPaths = {
  team: '/api/team',
  invitations: '/api/team/invitations',
  invitation: (email: string) => `/api/team/invitations/${encodeURIComponent(email)}`,
  member: (uid: string) => `/api/team/members/${encodeURIComponent(uid)}`,
} as const;
