/**
 * Starting and ending staff sessions with Firebase session cookies
 * (firebase.google.com/docs/auth/admin/manage-cookies; DESIGN §7).
 */
import { getAuth } from 'firebase-admin/auth';
import { isAllowlisted } from './staff-allowlist';
import { isStaffRecord, logUnexpectedAuthError } from './auth';
import { acceptInvitation } from './team';
import { adminApp } from '../platform/firestore';
import { logger } from 'firebase-functions/logger';

/** Session length: 5 days (DESIGN §7; Firebase allows 5 minutes to 2 weeks). */
export const sessionMaxAgeMs = 5 * 24 * 60 * 60 * 1000;

/**
 * How recent the Google sign-in must be to mint a session cookie: 5 minutes, as in the Firebase
 * manage-cookies sample ("Only process if the user just signed in in the last 5 minutes").
 */
export const recentSignInSeconds = 5 * 60;

/** What POST /api/session does with an ID token. */
export type SessionStart =
  | { kind: 'created'; cookie: string; uid: string; granted: boolean }
  | { kind: 'invalid-token' }
  | { kind: 'stale-sign-in' }
  | { kind: 'not-staff' }
  | { kind: 'invitation-expired' | 'invitation-withdrawn'; email: string };

/**
 * Turns the ID token of a fresh sign-in into a session cookie, for staff only.
 * 1. `verifyIdToken(idToken, true)` (signature, project, expiry, revoked, disabled);
 * 2. `auth_time` within recentSignInSeconds of `nowMs`;
 * 3. staff = the user record's claim `staff: true`; when missing, it is granted (claims merged)
 *    if the record's e-mail is verified and on the STAFF_EMAILS allowlist (services/staff/staff-allowlist),
 *    as an Owner (ADR 0033: the allowlist is the deployer's bootstrap), else from the pending
 *    invitation of that e-mail (services/staff/team acceptInvitation), with its role; an expired or
 *    withdrawn invitation gives no session and says so;
 * 4. `createSessionCookie(idToken, {expiresIn: 5 days})`.
 * Because staff is read from the user record (services/staff/auth verifyStaffSession), a claim granted
 * in step 3 counts at once: the sign-in page needs one POST, no token refresh.
 * @param idToken Firebase ID token from the client SDK
 * @param nowMs current time (tests move it)
 * @returns the outcome; a cookie only for staff
 * @throws Auth errors other than an invalid token (Auth unreachable), for a 500
 */
export async function startStaffSession(idToken: string, nowMs = Date.now()): Promise<SessionStart> {
  const auth = getAuth(adminApp());
  let uid: string;
  let authTime: number;
  try {
    const decoded = await auth.verifyIdToken(idToken, true);
    uid = decoded.uid;
    authTime = decoded.auth_time;
  } catch (error) {
    logUnexpectedAuthError('ID token check failed', error);
    return { kind: 'invalid-token' };
  }
  if (nowMs / 1000 - authTime >= recentSignInSeconds) return { kind: 'stale-sign-in' };

  const user = await auth.getUser(uid);
  let granted = false;
  if (!isStaffRecord(user)) {
    if (user.disabled || !user.emailVerified) return { kind: 'not-staff' };
    if (isAllowlisted(user.email)) {
      await auth.setCustomUserClaims(uid, { ...user.customClaims, staff: true, role: 'owner' });
      logger.info('staff claim granted from STAFF_EMAILS', { uid });
    } else {
      const invitation = await acceptInvitation(user, new Date(nowMs));
      if (invitation.kind === 'none') return { kind: 'not-staff' };
      if (invitation.kind !== 'accepted') return { kind: `invitation-${invitation.kind}`, email: user.email ?? '' };
      logger.info('staff role granted from an invitation', { uid, role: invitation.role });
    }
    granted = true;
  }
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: sessionMaxAgeMs });
  return { kind: 'created', cookie, uid, granted };
}

/**
 * Ends the session of a cookie: revokes the refresh tokens of its user, which also makes every
 * session cookie minted before now fail `verifySessionCookie(c, true)` with
 * auth/session-cookie-revoked (manage-cookies#sign_out). The cookie is verified (signature,
 * project) but not for revocation, so an already revoked cookie still names its user.
 * @param cookie value of `__session`
 * @returns the uid whose tokens were revoked, or null when the cookie names no user
 * @throws nothing: failures are logged (logout must always complete)
 */
export async function endSession(cookie: string): Promise<string | null> {
  const auth = getAuth(adminApp());
  try {
    const { uid } = await auth.verifySessionCookie(cookie, false);
    await auth.revokeRefreshTokens(uid);
    return uid;
  } catch (error) {
    logUnexpectedAuthError('logout: revoking the session failed', error);
    return null;
  }
}
