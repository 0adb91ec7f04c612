/**
 * Sign-in and sign-out (spec §2 /api/login, /api/logout; DESIGN §6, §7; issue 3):
 * GET /api/login, POST /api/session, GET /api/logout. Mounted at /api.
 */
import { Router, type CookieOptions, type Response } from 'express';
import {
  notStaffMessage,
  safeReturnTo,
  sessionRequestSchema,
  signedInHintCookie,
  staffSignInPath,
} from '@site/contract/api';
import { setNoStore } from '../middleware/cache-control';
import { csrfGuard } from '../middleware/csrf';
import { readCookie, sessionCookieName } from '../middleware/session';
import { validationError } from '../middleware/validation';
import { endSession, sessionMaxAgeMs, startStaffSession } from '../services/session-cookies';

/**
 * Is this process talking to the local emulators? Then the site is plain http on 127.0.0.1 and
 * the cookie cannot be Secure. `FUNCTIONS_EMULATOR` is set by the Functions emulator; the Auth
 * emulator host by the local stack and tests (a deployed function never has it: firebase-admin
 * would then accept unsigned tokens).
 */
export function isLocalEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
}

/**
 * Attributes of the `__session` cookie (DESIGN §7, ASVS 3.3.x). SameSite=Strict rather than Lax:
 * every authenticated call is a fetch from the site's own pages, which Strict cookies
 * accompany; only a cross-site top-level navigation loses the cookie, and the one such GET that
 * acts on the session is /api/logout, which Strict keeps out of reach of other sites' links.
 * Path=/ because Hosting forwards the cookie to /api/** and the web reads nothing of it.
 * @param secure false only on the local emulators (plain http)
 */
export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'strict', path: '/' };
}

/** Attributes of the sign-in hint cookie (contract `signedInHintCookie`): readable by the page. */
function hintCookieOptions(secure: boolean): CookieOptions {
  return { ...sessionCookieOptions(secure), httpOnly: false };
}

/** Sends the JSON error of a refused sign-in (no cookie is set). */
function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ message });
}

/**
 * The session router.
 * - GET /login?returnTo=… → 302 to `/staff/sign-in?returnTo=<safe path>` (safeReturnTo: same-site
 *   paths only, else /admin).
 * - POST /session {idToken} (csrfGuard: JSON + same-site Origin) → 204 with `__session`
 *   (HttpOnly, SameSite=Strict, Path=/, Max-Age 5 days, Secure outside the emulators) for staff;
 *   400 `{message, errors}` without an idToken; 401 `{message}` for an invalid, expired or revoked
 *   token or a sign-in older than 5 minutes; 403 `{message: notStaffMessage}` for anyone else.
 * - GET /logout → clears the cookie, revokes the refresh tokens of its user, 302 to `/`.
 */
export function sessionRouter(): Router {
  const router = Router();

  router.get('/login', (req, res) => {
    setNoStore(res);
    const returnTo = safeReturnTo(req.query.returnTo);
    res.redirect(302, `${staffSignInPath}?returnTo=${encodeURIComponent(returnTo)}`);
  });

  router.post('/session', csrfGuard, async (req, res) => {
    setNoStore(res);
    const parsed = sessionRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json(validationError('Validation failed', parsed.error));
      return;
    }
    const outcome = await startStaffSession(parsed.data.idToken);
    switch (outcome.kind) {
      case 'invalid-token':
        refuse(res, 401, 'Sign-in failed: the sign-in token is invalid or expired. Please sign in again.');
        return;
      case 'stale-sign-in':
        refuse(res, 401, 'Sign-in is too old (more than 5 minutes). Please sign in again.');
        return;
      case 'not-staff':
        refuse(res, 403, notStaffMessage);
        return;
      case 'created':
        res.cookie(sessionCookieName, outcome.cookie, {
          ...sessionCookieOptions(!isLocalEmulator()),
          maxAge: sessionMaxAgeMs,
        });
        res.cookie(signedInHintCookie, '1', { ...hintCookieOptions(!isLocalEmulator()), maxAge: sessionMaxAgeMs });
        res.status(204).end();
    }
  });

  // A GET that changes state, against DESIGN §11 / ASVS 3.5.3 ("no state change on GET"): the
  // accepted exception, because spec §2/§7 reach logout by navigating the browser to it. Its
  // only effect is ending the caller's own session, and the SameSite=Strict cookie is not sent
  // on navigations from other sites, so a foreign link cannot end a session.
  router.get('/logout', async (req, res) => {
    setNoStore(res);
    const cookie = readCookie(req.headers.cookie, sessionCookieName);
    if (cookie) {
      await endSession(cookie);
      res.clearCookie(sessionCookieName, sessionCookieOptions(!isLocalEmulator()));
    }
    res.clearCookie(signedInHintCookie, hintCookieOptions(!isLocalEmulator()));
    res.redirect(302, '/');
  });

  return router;
}
