/**
 * API paths and the error body shape (DESIGN §6). The browser talks only to /api/* and /objects/*.
 */
import { z } from 'zod';
import { staffRoles } from './staff-roles';

// Kept importable from here for existing callers; the browser imports them from request-conventions
// directly so its first-load JavaScript does not pull in zod .
export { apiPaths, csrfHeader, signedInHintCookie } from './request-conventions';

/** Every error response: `{message}`; validation errors add `errors: {field: text}`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The `errors` map of a zod error (DESIGN §6): one text per field (the first issue of each), keyed
 * by the dotted path; issues about the whole input are keyed `_`. The API's 400 bodies and the
 * /contact form's own check (web request-form island) name fields the same way.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return errors;
}

/**
 * The 400 body for a zod error.
 * @param message what was invalid, e.g. "Invalid query parameters"
 */
export function validationError(message: string, error: z.ZodError): ApiError {
  return { message, errors: fieldErrors(error) };
}

/** GET /api/auth/user for a staff session (DESIGN §6). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** What this person may do (contract staff-roles; ADR 0033). */
  role: z.enum(staffRoles),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Body of POST /api/session (DESIGN §6, §7): the Firebase ID token of a fresh Google sign-in. */
export const sessionRequestSchema = z.object({
  idToken: z.string({ error: 'idToken is required' }).min(1, 'idToken is required').max(16_384, 'idToken is too long'),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

/** 403 message of POST /api/session for a Google account that is not staff. */
export const notStaffMessage =
  'This Google account is not authorized for staff access. Ask an administrator to add it.';

/** The staff sign-in page (a web route) that GET /api/login redirects to with `?returnTo=`. */
export const staffSignInPath = '/staff/sign-in';

/** Where sign-in returns when `returnTo` is missing or not a safe same-site path. */
export const defaultReturnTo = '/admin';

/**
 * Paths that are not app pages, whatever follows: the API (its GETs include sign-out), stored
 * images, and Firebase Hosting's reserved `/__/` namespace.
 */
const notPagePrefix = /^\/(api|objects|__)(\/|$)/i;

/**
 * The `returnTo` of GET /api/login and of the staff sign-in page, accepted only as a path to an
 * app page of this site (OWASP Unvalidated Redirects cheat sheet):
 * one leading '/', no '//' or '\\', no scheme, no control characters, at most 2048 characters; then
 * read as the browser would (WHATWG URL: dot segments removed, `%2e` counted as a dot), it must
 * not be an /api/, /objects/ or /__/ path in any spelling (`/./api/logout`, `/%2e/api/logout`,
 * `/a/../api/logout`), nor hold an encoded slash or backslash (`%2f`, `%5c`).
 * @param value the raw query value (string, array, undefined…)
 * @returns the path as the browser resolves it (path, query and fragment) when safe, else defaultReturnTo
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return defaultReturnTo;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return defaultReturnTo;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return defaultReturnTo;
  try {
    const base = 'https://site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base || notPagePrefix.test(url.pathname) || /%(2f|5c)/i.test(url.pathname))
      return defaultReturnTo;
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      return defaultReturnTo;
    }
    if (notPagePrefix.test(decoded) || decoded.includes('//')) return defaultReturnTo;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return defaultReturnTo;
  }
}
