/**
 * The Team section's calls (ADR 0033; functions/src/routes/team.ts): GET /api/team, POST an
 * invitation, DELETE (withdraw) one, PUT a member's role, DELETE a member. Every change refetches
 * the team when it settles (`meta.invalidates`, lib/query-client.ts); the caller shows its toasts.
 * The requests throw Error "{status}: {body}" (spec §8).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StaffRole } from '@site/contract/staff-roles';
import { teamPaths, teamSchema, type InvitationInput } from '@site/contract/team';
import { apiRequest } from '../../../lib/api-client';

const meta = { invalidates: [[teamPaths.team]] };

/** The members and pending invitations. */
export const useTeam = () =>
  useQuery({
    queryKey: [teamPaths.team],
    queryFn: async () => teamSchema.parse(await (await apiRequest('GET', teamPaths.team)).json()),
  });

/** Invites a Google address with a role. */
export const useInvite = () =>
  useMutation({ mutationFn: (input: InvitationInput) => apiRequest('POST', teamPaths.invitations, input), meta });

/** Withdraws the invitation of an address. */
export const useWithdrawInvitation = () =>
  useMutation({ mutationFn: (email: string) => apiRequest('DELETE', teamPaths.invitation(email)), meta });

/** Gives a member another role. */
export const useChangeRole = () =>
  useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: StaffRole }) => apiRequest('PUT', teamPaths.member(uid), { role }),
    meta,
  });

/** Removes a member from the team. */
export const useRemoveMember = () =>
  useMutation({ mutationFn: (uid: string) => apiRequest('DELETE', teamPaths.member(uid)), meta });
