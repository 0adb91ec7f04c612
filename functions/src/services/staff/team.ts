/**
 * The Team (ADR 0033): who has a staff role (the Auth users with the `staff` claim,
 * services/staff/staff-accounts) and the invitations (Firestore `invitations/{e-mail}`), and the
 * Owner's changes to them. Roles are custom claims read from the user record on every request
 * (services/staff/auth), so a change counts on the next request; a removal or a lower role also
 * revokes the person's sessions (their next request is 401 and the admin signs them out).
 */
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { staffRoles, type StaffRole } from '@site/contract/staff-roles';
import {
  alreadyMemberMessage,
  invitationDays,
  lastOwnerMessage,
  normalizeEmail,
  type InvitationInput,
  type Team,
  type TeamInvitation,
  type TeamMember,
} from '@site/contract/team';
import { adminApp, db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { roleOfRecord } from './auth';
import { endStaffAccess, listStaff, setStaffClaims, type StaffMember } from './staff-accounts';

/** Firestore collection of invitations, one document per lower-case e-mail address. */
export const invitationsCollection = 'invitations';

/** The pending invitations (equality only: no composite index). */
const pendingInvitationsQuery = queryShape('invitations.pending', {
  collection: invitationsCollection,
  where: [{ field: 'state', op: '==' }],
});

/** A Team change that cannot be made: `status` and a message for people. */
export class TeamError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** How the invitation of an address stands. */
type InvitationState = 'pending' | 'withdrawn' | 'accepted';

const iso = (value: unknown): string =>
  value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString();

const memberOf = (staff: StaffMember): TeamMember => ({
  uid: staff.uid,
  email: staff.email,
  name: staff.displayName,
  role: staff.role,
  lastSignInAt: staff.lastSignInAt,
});

/**
 * Everyone on the team (by e-mail) and the pending invitations (newest first).
 * @param now the clock (expiry)
 * @throws Auth and Firestore errors to the caller
 */
export async function readTeam(now = new Date()): Promise<Team> {
  const [staff, pending] = await Promise.all([
    listStaff(),
    pendingInvitationsQuery.query(db(), { state: 'pending' satisfies InvitationState }).get(),
  ]);
  const invitations: TeamInvitation[] = pending.docs
    .map((doc) => {
      const expiresAt = iso(doc.get('expiresAt'));
      return {
        email: String(doc.get('email')),
        role: roleOfRecord({ customClaims: { role: doc.get('role') } }),
        invitedAt: iso(doc.get('invitedAt')),
        expiresAt,
        expired: Date.parse(expiresAt) <= now.getTime(),
      };
    })
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  return { members: staff.filter((s) => !s.disabled).map(memberOf), invitations };
}

/**
 * Invites a Google address with a role, for invitationDays; inviting the same address again
 * renews the invitation (new role, new expiry).
 * @param by the Owner's uid, kept with the invitation
 * @returns the invitation
 * @throws TeamError 409 when the address is on the team already; Auth/Firestore errors
 */
export async function invite(input: InvitationInput, by: string, now = new Date()): Promise<TeamInvitation> {
  const member = (await listStaff()).find((staff) => normalizeEmail(staff.email) === input.email);
  if (member) throw new TeamError(409, alreadyMemberMessage(input.email, member.role));
  const expires = new Date(now.getTime() + invitationDays * 24 * 3600_000);
  await db()
    .collection(invitationsCollection)
    .doc(input.email)
    .set({
      email: input.email,
      role: input.role,
      state: 'pending' satisfies InvitationState,
      invitedAt: Timestamp.fromDate(now),
      invitedBy: by,
      expiresAt: Timestamp.fromDate(expires),
    });
  return {
    email: input.email,
    role: input.role,
    invitedAt: now.toISOString(),
    expiresAt: expires.toISOString(),
    expired: false,
  };
}

/**
 * Withdraws a pending invitation: signing in with it then says it was withdrawn.
 * @throws TeamError 404 when the address has no pending invitation
 */
export async function withdrawInvitation(email: string): Promise<void> {
  const ref = db().collection(invitationsCollection).doc(normalizeEmail(email));
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.get('state') !== 'pending') throw new TeamError(404, `No pending invitation for ${email}.`);
    tx.update(ref, { state: 'withdrawn' satisfies InvitationState });
  });
}

/** What signing in does with an address's invitation. */
export type InvitationOutcome = { kind: 'accepted'; role: StaffRole } | { kind: 'expired' | 'withdrawn' | 'none' };

/**
 * Accepts the invitation of a signed-in Google user whose verified address was invited: grants
 * the invitation's role (claims `staff` and `role`) and marks it accepted, once.
 * @param user the Auth user record of the sign-in (its e-mail must be verified: the caller checks)
 * @returns accepted with the role; expired or withdrawn (no access; the sign-in says so); none
 * @throws Auth and Firestore errors to the caller
 */
export async function acceptInvitation(user: UserRecord, now = new Date()): Promise<InvitationOutcome> {
  if (!user.email) return { kind: 'none' };
  const ref = db().collection(invitationsCollection).doc(normalizeEmail(user.email));
  const outcome = await db().runTransaction(async (tx): Promise<InvitationOutcome> => {
    const snapshot = await tx.get(ref);
    const state = snapshot.get('state') as InvitationState | undefined;
    if (state === 'withdrawn') return { kind: 'withdrawn' };
    if (state !== 'pending') return { kind: 'none' };
    const expiresAt = snapshot.get('expiresAt');
    if (!(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= now.getTime()) return { kind: 'expired' };
    tx.update(ref, { state: 'accepted' satisfies InvitationState, acceptedAt: Timestamp.fromDate(now), uid: user.uid });
    return { kind: 'accepted', role: roleOfRecord({ customClaims: { role: snapshot.get('role') } }) };
  });
  if (outcome.kind === 'accepted') await setStaffClaims(user, outcome.role);
  return outcome;
}

/** The staff user `uid` with their role. @throws TeamError 404 when not on the team */
async function teamUser(uid: string): Promise<UserRecord> {
  const user = await getAuth(adminApp())
    .getUser(uid)
    .catch((error: { code?: unknown }) => {
      if (error.code === 'auth/user-not-found') return null;
      throw error;
    });
  if (!user || user.customClaims?.staff !== true) throw new TeamError(404, 'This person is not on the team.');
  return user;
}

/** Refuses a change that would leave no owner. @throws TeamError 409 */
async function keepAnOwner(user: UserRecord): Promise<void> {
  if (roleOfRecord(user) !== 'owner') return;
  const owners = (await listStaff()).filter((staff) => staff.role === 'owner' && !staff.disabled);
  if (owners.every((owner) => owner.uid === user.uid)) throw new TeamError(409, lastOwnerMessage);
}

/**
 * Gives a team member another role. A lower role (Owner → Office → Crew) also revokes their
 * sessions, so it counts at once and they sign in again.
 * @returns the member as listed
 * @throws TeamError 404 (not on the team), 409 (the last owner); Auth errors to the caller
 */
export async function changeRole(uid: string, role: StaffRole): Promise<TeamMember> {
  const user = await teamUser(uid);
  const before = roleOfRecord(user);
  if (role !== 'owner') await keepAnOwner(user);
  await setStaffClaims(user, role);
  if (staffRoles.indexOf(role) > staffRoles.indexOf(before)) await getAuth(adminApp()).revokeRefreshTokens(uid);
  return {
    uid,
    email: user.email ?? '',
    name: user.displayName ?? null,
    role,
    lastSignInAt: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime).toISOString() : null,
  };
}

/**
 * Removes a member from the team: their role goes and their sessions end at once.
 * @returns their e-mail and former role
 * @throws TeamError 404 (not on the team), 409 (the last owner); Auth errors to the caller
 */
export async function removeMember(uid: string): Promise<{ email: string; role: StaffRole }> {
  const user = await teamUser(uid);
  await keepAnOwner(user);
  await endStaffAccess(user);
  return { email: user.email ?? '', role: roleOfRecord(user) };
}
