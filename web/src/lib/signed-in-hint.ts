/**
 * The sign-in hint cookie (contract `signedInHintCookie`): present only while this browser
 * holds a staff session. It proves nothing — the server checks `__session` — it only tells the
 * web whether asking GET /api/auth/user is worth a request.
 */
import { signedInHintCookie } from '@site/contract/request-conventions';

/** Does `cookieHeader` (default: document.cookie; '' outside a browser) carry the hint? */
export function hasSignedInHint(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookieHeader
    .split(';')
    .some((part) => part.trim().startsWith(`${signedInHintCookie}=`) && part.trim() !== `${signedInHintCookie}=`);
}

/** Did this page remove a hint it found (clearSignedInHint)? */
let clearedHere = false;

/** Removes a stale hint (the session expired or was revoked: the check answered 401). */
export function clearSignedInHint(): void {
  if (typeof document === 'undefined') return;
  if (hasSignedInHint()) clearedHere = true;
  document.cookie = `${signedInHintCookie}=; Max-Age=0; Path=/; SameSite=Strict`;
}

/**
 * Did this browser hold a staff session when this page opened: the hint is still there, or the
 * auth check of this page found it stale and removed it? Whichever component asks, before or
 * after the check (a route's component mounts after its clientLoader, when the navbar's check
 * may already have answered 401), gets the same answer.
 */
export function heldSignedInHint(): boolean {
  return clearedHere || hasSignedInHint();
}
