/**
 * Sign-in and sign-out (spec §2 /api/login, /api/logout; DESIGN §6, §7):
 * GET /api/login, POST /api/session, POST and GET /api/logout. Mounted at /api.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Router, type CookieOptions, type Request, type Response } from 'express';
import {
  apiPaths,
  notStaffMessage,
  safeReturnTo,
  sessionRequestSchema,
  signedInHintCookie,
  staffSignInPath,
} from '@site/contract/api';
import { invitationExpiredMessage, invitationWithdrawnMessage } from '@site/contract/team';
import { setNoStore } from '../middleware/cache-control';
import { csrfGuard, sameOriginGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { readSessionCookie, sessionCookieName } from '../middleware/session';
import { endSession, sessionMaxAgeMs, startStaffSession } from '../services/staff/session-cookies';

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
 * accompany; only a cross-site top-level navigation loses the cookie (and GET /api/logout acts
 * only on a same-origin or typed navigation anyway).
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

/**
 * Is this GET the browser's own top-level navigation from this site (a link, the Logout of an older
 * page) or from no site (the address bar, a bookmark)? Fetch Metadata request headers
 * (w3c.github.io/webappsec-fetch-metadata): `Sec-Fetch-Dest: document`, `Sec-Fetch-Mode: navigate`
 * and `Sec-Fetch-Site` same-origin or none; and not a prefetch or prerender (`Sec-Purpose`,
 * `Purpose`: speculation rules and the address bar's prerender also load documents). A request
 * without these headers (an old browser, a script) is not one: it gets the sign-out page.
 */
export function isTopLevelNavigation(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return (
    headers['sec-fetch-dest'] === 'document' &&
    headers['sec-fetch-mode'] === 'navigate' &&
    (site === 'same-origin' || site === 'none') &&
    headers['sec-purpose'] === undefined &&
    headers.purpose === undefined
  );
}

/**
 * The page any other GET /api/logout gets: it signs nobody out, and offers the sign-out button
 * (a same-site form POST, which works without JavaScript).
 */
const signOutPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sign out</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.5rem">Sign out of the staff area?</h1>
<form method="post" action="${apiPaths.logout}"><button type="submit" style="font:inherit;padding:.5rem 1.25rem">Sign out</button></form>
<p><a href="/">Back to the site</a></p>
</body>
</html>
`;

/** Ends the caller's session: revokes its refresh tokens and clears the session and hint cookies. */
async function signOut(req: Request, res: Response): Promise<void> {
  setNoStore(res);
  const cookie = readSessionCookie(req);
  if (cookie) {
    await endSession(cookie);
    res.clearCookie(sessionCookieName, sessionCookieOptions(!isLocalEmulator()));
  }
  res.clearCookie(signedInHintCookie, hintCookieOptions(!isLocalEmulator()));
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
 *   token or a sign-in older than 5 minutes; 403 `{message}` saying the invitation
 *   expired or was withdrawn (ADR 0033); 403 `{message: notStaffMessage}` for anyone else.
 * - POST /logout (sameOriginGuard: the form's Origin is this site) → clears the cookie, revokes
 *   the refresh tokens of its user, 303 to `/`; 403 `{message}` from elsewhere.
 * - GET /logout → the same with 302, only for a top-level navigation (isTopLevelNavigation);
 *   any other GET → 200, a page with the sign-out button, nothing changed.
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
    const body = parseBody(sessionRequestSchema, req, res);
    if (!body) return;
    const outcome = await startStaffSession(body.idToken);
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
      case 'invitation-expired':
        refuse(res, 403, invitationExpiredMessage(outcome.email));
        return;
      case 'invitation-withdrawn':
        refuse(res, 403, invitationWithdrawnMessage(outcome.email));
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

  // Sign-out (DESIGN §6, §11 "no state change on GET", ASVS 5.0 3.5.3): a POST
  // from this site (the navbar's Logout is a plain form, so it works without JavaScript), or a GET
  // that is the browser's own top-level navigation (spec §2/§7 "Navigate to /api/logout"). Any
  // other GET (an <img>, a prefetch, a fetch, a link preview) changes nothing and gets a page
  // with the sign-out button.
  router.post('/logout', sameOriginGuard, async (req, res) => {
    await signOut(req, res);
    res.redirect(303, '/');
  });

  router.get('/logout', async (req, res) => {
    setNoStore(res);
    if (!isTopLevelNavigation(req.headers)) {
      res.status(200).type('html').send(signOutPage);
      return;
    }
    await signOut(req, res);
    res.redirect(302, '/');
  });

  return router;
}
