/**
 * The server-side staff check of every write (DESIGN §7, §11 ASVS 8.2.x; spec §6: an
 * unauthorized write is answered 401, which the web treats as logged out).
 */
import type { RequestHandler, Response } from 'express';
import type { Editor } from '../services/posts/revisions';

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

/** The staff member's uid, as the stores record who saved; 'unknown' before requireStaff ran. */
export function staffUid(res: Response): string {
  return res.locals.staff?.id ?? 'unknown';
}

/**
 * The staff member of a request, as revisions and the Trash name who saved (services/posts/revisions
 * `Editor`): the uid and the first name, else the e-mail. Use after requireStaff.
 */
export function staffEditor(res: Response): Editor {
  const staff = res.locals.staff;
  return { uid: staffUid(res), name: staff?.firstName || staff?.email || null };
}

/**
 * Who made a write, for the log: the staff uid and the request id, never the e-mail (DESIGN §11:
 * no personal data in logs).
 */
export function staffLogFields(res: Response): { uid: string; requestId: string | undefined } {
  return { uid: staffUid(res), requestId: res.locals.requestId };
}
