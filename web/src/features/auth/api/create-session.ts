/**
 * POST /api/session {idToken} (DESIGN §6, §7): exchanges a fresh Google ID token for the
 * server's `__session` cookie. 204 = staff signed in; 403 = not staff (the server's message is
 * shown as is); 401 = invalid or too old token; anything else = failure.
 */
import { apiPaths, csrfHeader } from '@site/contract/api';

export type SessionOutcome =
  { kind: 'created' } | { kind: 'not-staff'; message: string } | { kind: 'failed'; status: number; message: string };

/** Fallback message when a refusal carries no readable `{message}`. */
export const sessionFailedMessage = 'Sign-in failed. Please try again.';

/**
 * The `message` of a JSON error body (contract `ApiError`), else `fallback`. Checked by hand:
 * zod stays out of the sign-in chunk for one string field.
 * @param body the response text
 */
export function errorMessageOf(body: string, fallback: string = sessionFailedMessage): string {
  try {
    const json: unknown = JSON.parse(body);
    const message = typeof json === 'object' && json !== null && 'message' in json ? json.message : undefined;
    return typeof message === 'string' && message.trim() ? message : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Maps a response of POST /api/session to an outcome.
 * @param status HTTP status
 * @param body response text ('' for 204)
 */
export function sessionOutcome(status: number, body: string): SessionOutcome {
  if (status === 204 || status === 200) return { kind: 'created' };
  if (status === 403) return { kind: 'not-staff', message: errorMessageOf(body) };
  return { kind: 'failed', status, message: errorMessageOf(body) };
}

/**
 * Sends the ID token; on success the browser holds `__session` and the `signed_in` hint.
 * @throws TypeError on a network failure
 */
export async function createSession(idToken: string): Promise<SessionOutcome> {
  const res = await fetch(apiPaths.session, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', [csrfHeader.name]: csrfHeader.value },
    body: JSON.stringify({ idToken }),
  });
  return sessionOutcome(res.status, await res.text());
}
