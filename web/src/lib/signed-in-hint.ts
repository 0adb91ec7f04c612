/**
 * The sign-in hint cookie (contract `signedInHintCookie`): present only while this browser
 * holds a staff session. It proves nothing — the server checks `__session` — it only tells the
 * web whether asking GET /api/auth/user is worth a request.
 */
import { signedInHintCookie } from '@site/contract/request-conventions';

/** Does `cookieHeader` (default: document.cookie; '' outside a browser) carry the hint? */
export function hasSignedInHint(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${signedInHintCookie}=`) && part.trim() !== `${signedInHintCookie}=`);
}

/** Removes a stale hint (the session expired or was revoked: the check answered 401). */
export function clearSignedInHint(): void {
  if (typeof document !== 'undefined') document.cookie = `${signedInHintCookie}=; Max-Age=0; Path=/; SameSite=Strict`;
}
