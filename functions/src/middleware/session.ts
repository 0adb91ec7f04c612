/**
 * Session reading (DESIGN §7): reads the `__session` cookie (the only cookie Firebase Hosting
 * forwards to functions), asks a verifier for the staff user, and sets `res.locals.staff`.
 * The verifier is injected (createApp), so tests can stand in for the Auth emulator.
 */
import type { RequestHandler } from 'express';
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
    const cookie = readCookie(req.headers.cookie, sessionCookieName);
    if (cookie) {
      const user = await verify(cookie);
      if (user) res.locals.staff = user;
    }
    next();
  };
}

/**
 * The value of one cookie in a Cookie header (RFC 6265 §5.4: `name=value` pairs joined by
 * "; "). Values in double quotes are unquoted and percent-decoding is applied when valid.
 * @returns the value, or undefined when the header or the cookie is missing
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
