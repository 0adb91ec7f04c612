/**
 * The server-side staff check of every write (DESIGN §7, §11 ASVS 8.2.x; spec §6: an
 * unauthorized write is answered 401, which the web treats as logged out).
 */
import type { RequestHandler } from 'express';

/**
 * Express middleware: lets a request through only when sessionMiddleware found a staff session
 * (`res.locals.staff`, set from `verifySessionCookie(cookie, true)` plus the `staff: true` claim of
 * the user, services/staff/auth verifyStaffSession); otherwise 401 `{message: "Unauthorized"}` with
 * `Cache-Control: private, no-store`. Mount after csrfGuard.
 */
export const requireStaff: RequestHandler = (_req, res, next) => {
  if (!res.locals.staff) {
    res.set('Cache-Control', 'private, no-store');
    res.status(401).json({ message: 'Unauthorized' });
    return;
  }
  next();
};
