/**
 * Staff sessions: Firebase session cookies verified with firebase-admin (DESIGN §7;
 * firebase.google.com/docs/auth/admin/manage-cookies#verify_session_cookie_and_check_permissions).
 * Staff = custom claim `staff: true`. The Auth emulator is honoured through
 * FIREBASE_AUTH_EMULATOR_HOST, which firebase-admin reads itself.
 */
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { AuthUser } from '@site/contract/api';
import { adminApp } from './firestore';

/** Error codes that mean "no valid session" rather than a failure of the check itself. */
const invalidSessionCodes = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-session-cookie',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * The staff user of a session cookie, checking revocation (`verifySessionCookie(cookie, true)`).
 * @param cookie value of the `__session` cookie
 * @returns the user (GET /api/auth/user shape) when the cookie is valid and carries
 *   `staff: true`; null when it is invalid, expired, revoked, or not staff
 * @throws nothing for invalid cookies; an unexpected failure (Auth unreachable) is logged and
 *   also gives null, so the request goes on as a visitor's
 */
export async function verifyStaffSession(cookie: string): Promise<AuthUser | null> {
  let decoded: DecodedIdToken;
  try {
    decoded = await getAuth(adminApp()).verifySessionCookie(cookie, true);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !invalidSessionCodes.has(code)) {
      console.error('session cookie check failed', error);
    }
    return null;
  }
  return decoded.staff === true ? userFromToken(decoded) : null;
}

/**
 * The API user of a decoded token: first name is the first word of the display name, last name
 * the rest (Google accounts carry one `name`), picture as profile image.
 */
export function userFromToken(token: DecodedIdToken): AuthUser {
  const name = typeof token.name === 'string' ? token.name.trim() : '';
  const [first, ...rest] = name ? name.split(/\s+/) : [];
  return {
    id: token.uid,
    email: token.email ?? '',
    firstName: first ?? null,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    profileImageUrl: token.picture ?? null,
  };
}
