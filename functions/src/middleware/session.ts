/**
 * Session reading (DESIGN §7): reads the `__session` cookie (the only cookie Firebase Hosting
 * forwards to functions), asks a verifier for the staff user, and sets `res.locals.staff`.
 * The verifier is injected (createApp), so tests can stand in for the Auth emulator.
 */
import { parse as parseCookie } from 'cookie';
import type { Request, RequestHandler } from 'express';
import type { AuthUser } from '@site/contract/api';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The signed-in staff user, set by sessionMiddleware; absent for visitors. */
      staff?: AuthUser;
    }
  }
}

/** Name of the session cookie (DESIGN §7; Firebase Hosting forwards only `__session`). */
export const sessionCookieName = '__session';

/** Turns a session cookie into the staff user, or null (services/staff/auth verifyStaffSession). */
export type SessionVerifier = (cookie: string) => Promise<AuthUser | null>;

/**
 * Express middleware that sets `res.locals.staff` when the request carries a valid staff
 * session, and nothing otherwise. It never rejects a request: routes decide what visitors get.
 * @param verify the session check (production: verifyStaffSession)
 */
export function sessionMiddleware(verify: SessionVerifier): RequestHandler {
  return async (req, res, next) => {
    const cookie = readSessionCookie(req);
    if (cookie) {
      const user = await verify(cookie);
      if (user) res.locals.staff = user;
    }
    next();
  };
}

/**
 * The `__session` cookie of a request, parsed by the `cookie` package, the version Express
 * serialises its cookies with (RFC 6265 §5.4 Cookie header; values unquoted and percent-decoded,
 * kept as they are when the decoding fails; the first of two cookies of the same name wins).
 * @returns the value, or undefined when the request has no Cookie header or no `__session`
 */
export function readSessionCookie(req: Request): string | undefined {
  return req.headers.cookie ? parseCookie(req.headers.cookie)[sessionCookieName] : undefined;
}
