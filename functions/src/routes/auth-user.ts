/**
 * GET /api/auth/user (spec §7, DESIGN §6): the signed-in staff user, or 401. The user comes from
 * the Auth user record (services/staff/auth verifyStaffSession). Sign-in and sign-out: routes/session.
 */
import { Router } from 'express';
import { setNoStore } from '../middleware/cache-control';

/**
 * The auth router, mounted at /api/auth.
 * GET /user → 200 {id, email, firstName, lastName, profileImageUrl} for a staff session
 * (res.locals.staff, set by sessionMiddleware), else 401 `{message: "Unauthorized"}`.
 */
export function authRouter(): Router {
  const router = Router();
  router.get('/user', (_req, res) => {
    setNoStore(res);
    const user = res.locals.staff;
    if (!user) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    res.json(user);
  });
  return router;
}
