/**
 * Managing who is staff (DESIGN §7: staff = custom claim `staff: true`, granted by the allowlist
 * or a CLI `npm run staff -- grant|revoke|list`) and the seed's demo Google accounts.
 * Custom claims: firebase.google.com/docs/auth/admin/custom-claims.
 */
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { StaffRole } from '@site/contract/staff-roles';
import { adminApp } from '../platform/firestore';
import { roleOfRecord } from './auth';

/** A staff change that cannot be made, with a message for people. */
export class StaffAccountError extends Error {}

/** One staff user as `list` prints it. */
export interface StaffMember {
  uid: string;
  email: string;
  displayName: string | null;
  disabled: boolean;
  role: StaffRole;
  /** The last Google sign-in (ISO 8601), null before the first. */
  lastSignInAt: string | null;
}

/** The user with this e-mail, or a StaffAccountError saying how to create it. */
async function userByEmail(email: string): Promise<UserRecord> {
  try {
    return await getAuth(adminApp()).getUserByEmail(email.trim());
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      throw new StaffAccountError(`no user with e-mail ${email}: they must sign in once with Google first`);
    }
    throw error;
  }
}

/**
 * Grants the Owner role (the first owner, and recovery: ADR 0033): merges `staff: true` and
 * `role: 'owner'` into the user's custom claims. Takes effect on the next request (staff and role
 * are read from the user record, services/staff/auth).
 * @param email an existing user's e-mail
 * @returns the user and whether they were an owner already
 * @throws StaffAccountError when no user has the e-mail; Auth errors to the caller
 */
export async function grantStaff(email: string): Promise<{ user: UserRecord; already: boolean }> {
  const user = await userByEmail(email);
  const already = user.customClaims?.staff === true && user.customClaims.role === 'owner';
  if (!already) await setStaffClaims(user, 'owner');
  return { user, already };
}

/** Sets the staff claims of a user (`staff: true` and `role`), keeping their other claims. */
export async function setStaffClaims(user: UserRecord, role: StaffRole): Promise<void> {
  await getAuth(adminApp()).setCustomUserClaims(user.uid, { ...user.customClaims, staff: true, role });
}

/**
 * Revokes staff: removes the claim and revokes the user's refresh tokens, so every open session
 * cookie fails `verifySessionCookie(c, true)` from now on (manage-cookies#revoke_session_cookies).
 * An e-mail still on STAFF_EMAILS gets the claim again at its next sign-in.
 * @returns the user and whether they were staff
 * @throws StaffAccountError when no user has the e-mail; Auth errors to the caller
 */
export async function revokeStaff(email: string): Promise<{ user: UserRecord; wasStaff: boolean }> {
  const user = await userByEmail(email);
  await endStaffAccess(user);
  return { user, wasStaff: user.customClaims?.staff === true };
}

/**
 * Ends a user's staff access at once: removes the `staff` and `role` claims (keeping others) and
 * revokes their refresh tokens, so every open session cookie fails
 * `verifySessionCookie(c, true)` from now on (manage-cookies#revoke_session_cookies).
 * @throws Auth errors to the caller
 */
export async function endStaffAccess(user: UserRecord): Promise<void> {
  const { staff: _staff, role: _role, ...rest } = user.customClaims ?? {};
  const auth = getAuth(adminApp());
  await auth.setCustomUserClaims(user.uid, Object.keys(rest).length > 0 ? rest : null);
  await auth.revokeRefreshTokens(user.uid);
}

/**
 * Every user holding the staff claim, by e-mail.
 * @throws Auth errors to the caller
 */
export async function listStaff(): Promise<StaffMember[]> {
  const auth = getAuth(adminApp());
  const staff: StaffMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.staff !== true) continue;
      staff.push({
        uid: user.uid,
        email: user.email ?? '',
        displayName: user.displayName ?? null,
        disabled: user.disabled,
        role: roleOfRecord(user),
        lastSignInAt: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime).toISOString() : null,
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return staff.sort((a, b) => a.email.localeCompare(b.email));
}

/** A demo Google account of the local seed. */
export interface GoogleAccountSeed {
  uid: string;
  /** The Google account id (`sub`), which the Auth emulator's account chooser signs in with. */
  googleId: string;
  email: string;
  displayName: string;
  staff: boolean;
}

/**
 * Creates or refreshes a Google-linked account (Auth emulator only: the caller checks), so the
 * emulator's Google account chooser lists it (it lists users with a google.com provider).
 * Idempotent: a second run changes nothing. Staff is granted when asked, never removed.
 * @returns what was done
 * @throws Error when the import is refused; Auth errors to the caller
 */
export async function ensureGoogleAccount(seed: GoogleAccountSeed): Promise<'created' | 'updated' | 'unchanged'> {
  const auth = getAuth(adminApp());
  const provider = { uid: seed.googleId, providerId: 'google.com', email: seed.email, displayName: seed.displayName };
  const existing = await auth.getUser(seed.uid).catch((error: { code?: unknown }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!existing) {
    const result = await auth.importUsers([
      {
        uid: seed.uid,
        email: seed.email,
        emailVerified: true,
        displayName: seed.displayName,
        providerData: [provider],
        ...(seed.staff ? { customClaims: { staff: true } } : {}),
      },
    ]);
    if (result.failureCount > 0) throw new Error(`importing ${seed.email} failed: ${result.errors[0]?.error.message}`);
    return 'created';
  }
  let changed = false;
  if (existing.email !== seed.email || existing.displayName !== seed.displayName || !existing.emailVerified) {
    await auth.updateUser(seed.uid, { email: seed.email, displayName: seed.displayName, emailVerified: true });
    changed = true;
  }
  // The chooser shows the google.com provider entry, which each sign-in overwrites with its
  // claims (a sign-in without a name blanks it): relink it when it differs from the seed.
  const google = existing.providerData.find((info) => info.providerId === 'google.com');
  if (
    !google ||
    google.uid !== seed.googleId ||
    google.email !== seed.email ||
    google.displayName !== seed.displayName
  ) {
    if (google) await auth.updateUser(seed.uid, { providersToUnlink: ['google.com'] });
    await auth.updateUser(seed.uid, { providerToLink: provider });
    changed = true;
  }
  if (seed.staff && existing.customClaims?.staff !== true) {
    await auth.setCustomUserClaims(seed.uid, { ...existing.customClaims, staff: true });
    changed = true;
  }
  return changed ? 'updated' : 'unchanged';
}
