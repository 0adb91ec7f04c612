/**
 * Plain-language messages for a failed staff sign-in (errors clear and recoverable).
 * Works on the `code` of a FirebaseError without importing the SDK, so it is unit-testable
 * and usable outside the sign-in chunk.
 */

/** Firebase Auth error codes meaning "the user closed or abandoned the chooser". */
const cancelledCodes = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/** The `code` of a FirebaseError-like value, else undefined. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** Did the user just close the Google window (not an error worth alarming about)? */
export function isCancelledSignIn(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  return code !== undefined && cancelledCodes.has(code);
}

/**
 * The message shown for a failure of the Google step (popup, token).
 * @returns one sentence that says what happened and what to do
 */
export function signInErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code && cancelledCodes.has(code))
    return 'The Google sign-in window was closed before signing in. Please try again.';
  if (code === 'auth/popup-blocked')
    return 'Your browser blocked the Google sign-in window. Allow pop-ups for this site, then try again.';
  if (code === 'auth/network-request-failed' || error instanceof TypeError)
    return 'Could not reach the sign-in service. Check your connection, then try again.';
  if (code === 'auth/too-many-requests') return 'Too many sign-in attempts. Wait a minute, then try again.';
  return 'Sign-in failed. Please try again.';
}
