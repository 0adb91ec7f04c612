/**
 * The Team section's API (ADR 0033), mounted at /api/team; the Owner's only (middleware/role-gate:
 * 403 for other roles), every route checks the staff session (requireStaff: 401), writes also
 * CSRF (csrfGuard: 403); answers are never cached.
 * - GET / → 200 Team {members, invitations}
 * - POST /invitations {email, role} → 201 TeamInvitation · 400 · 409 already on the team
 * - DELETE /invitations/:email → 204 · 404 no pending invitation
 * - PUT /members/:uid {role} → 200 TeamMember · 400 · 404 · 409 the last owner
 * - DELETE /members/:uid → 204 · 404 · 409 the last owner
 */
import { Router, type Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { invitationInputSchema, roleInputSchema } from '@site/contract/team';
import { noStoreAnswers } from '../middleware/cache-control';
import { csrfGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { requireStaff, staffLogFields, staffUid } from '../middleware/require-staff';
import { changeRole, invite, readTeam, removeMember, TeamError, withdrawInvitation } from '../services/staff/team';

/** Runs a Team change, answering a TeamError with its status and message. */
async function answering(res: Response, change: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (!(error instanceof TeamError)) throw error;
    res.status(error.status).json({ message: error.message });
  }
}

/** The router. */
export function teamRouter(): Router {
  const router = Router();
  router.use(noStoreAnswers);

  router.get('/', requireStaff, async (_req, res) => {
    res.json(await readTeam());
  });

  router.post('/invitations', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(invitationInputSchema, req, res);
    if (!body) return;
    await answering(res, async () => {
      res.status(201).json(await invite(body, staffUid(res)));
      logger.info(`invitation sent with role ${body.role}`, staffLogFields(res));
    });
  });

  router.delete('/invitations/:email', csrfGuard, requireStaff, async (req, res) => {
    await answering(res, async () => {
      await withdrawInvitation(String(req.params.email));
      res.status(204).end();
    });
  });

  router.put('/members/:uid', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(roleInputSchema, req, res);
    if (!body) return;
    await answering(res, async () => {
      res.json(await changeRole(String(req.params.uid), body.role));
      logger.info(`team member ${String(req.params.uid)} now ${body.role}`, staffLogFields(res));
    });
  });

  router.delete('/members/:uid', csrfGuard, requireStaff, async (req, res) => {
    await answering(res, async () => {
      await removeMember(String(req.params.uid));
      logger.info(`team member ${String(req.params.uid)} removed`, staffLogFields(res));
      res.status(204).end();
    });
  });

  return router;
}
