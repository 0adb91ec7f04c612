/**
 * Staff sessions: Firebase session cookies verified with firebase-admin (DESIGN §7;
 * firebase.google.com/docs/auth/admin/manage-cookies#verify_session_cookie_and_check_permissions).
 * Staff = custom claim `staff: true` on the Auth user record; the role is the claim `role` (ADR 0033). The Auth emulator is honoured through
 * FIREBASE_AUTH_EMULATOR_HOST, which firebase-admin reads itself.
 */
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { AuthUser } from '@site/contract/api';
import { isStaffRole, type StaffRole } from '@site/contract/staff-roles';
import { adminApp } from '../platform/firestore';
import { logger } from 'firebase-functions/logger';

/** Error codes that mean "no valid session or token" rather than a failure of the check itself. */
const invalidCredentialCodes = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-session-cookie',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * The staff user of a session cookie. The cookie is verified with revocation checks
 * (`verifySessionCookie(cookie, true)`: signature, project, expiry, revoked refresh tokens,
 * disabled user), then the user record must carry the custom claim `staff: true` now.
 * Reading the claim from the record rather than from the cookie means a claim granted at sign-in
 * (routes/session) works at once, and a claim removed by `npm run staff -- revoke` ends staff
 * access at once, even for cookies minted before.
 * @param cookie value of the `__session` cookie
 * @returns the user (GET /api/auth/user shape, from the Auth user record) when the cookie is valid
 *   and the user is staff; null when it is invalid, expired, revoked, or not staff
 * @throws nothing for invalid cookies; an unexpected failure (Auth unreachable) is logged and
 *   also gives null, so the request goes on as a visitor's
 */
export async function verifyStaffSession(cookie: string): Promise<AuthUser | null> {
  const auth = getAuth(adminApp());
  let user: UserRecord;
  try {
    const decoded = await auth.verifySessionCookie(cookie, true);
    user = await auth.getUser(decoded.uid);
  } catch (error) {
    logUnexpectedAuthError('session cookie check failed', error);
    return null;
  }
  return isStaffRecord(user) ? userFromRecord(user) : null;
}

/**
 * The role of a staff user record (ADR 0033): its claim `role`; staff granted before roles
 * existed (claim `staff: true` and no valid `role`) are owners, so nobody lost access.
 */
export function roleOfRecord(user: Pick<UserRecord, 'customClaims'>): StaffRole {
  const role: unknown = user.customClaims?.role;
  return isStaffRole(role) ? role : 'owner';
}

/** Does the user record hold the staff claim (DESIGN §7) and is it enabled? */
export function isStaffRecord(user: UserRecord): boolean {
  return user.customClaims?.staff === true && !user.disabled;
}

/**
 * Logs an Auth error unless its code just means "not a valid session/token".
 * @param context what was attempted, for the log line
 */
export function logUnexpectedAuthError(context: string, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !invalidCredentialCodes.has(code)) logger.error(context, error);
}

/**
 * The API user of an Auth user record: first name is the first word of the display name, last
 * name the rest (Google accounts carry one display name), photo URL as profile image, the role
 * of roleOfRecord.
 */
export function userFromRecord(user: UserRecord): AuthUser {
  const name = user.displayName?.trim() ?? '';
  const [first, ...rest] = name ? name.split(/\s+/) : [];
  return {
    id: user.uid,
    email: user.email ?? '',
    firstName: first ?? null,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    profileImageUrl: user.photoURL ?? null,
    role: roleOfRecord(user),
  };
}
