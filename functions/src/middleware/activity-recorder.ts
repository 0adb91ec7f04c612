/**
 * Records the activity list (ADR 0033) from one table of routes, so no route records by hand:
 * for a staff request a row matches, the row reads what it needs before the route runs (a post's
 * title and status), and once the route answers 2xx the entry is written before the answer ends
 * (a function may be stopped after it answers). A failed write is logged, never the answer's.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';
import type { ActivityAction } from '@site/contract/activity';
import { roleLabels, isStaffRole } from '@site/contract/staff-roles';
import { recordActivity } from '../services/activity/activity-log';
import { adminApp, db } from '../services/platform/firestore';
import { postsCollection, trashCollection } from '../services/posts/posts-store';
import { staffEditor } from './require-staff';

/** What a row learns before the route runs, and turns into an entry after it. */
type Entry = { action: ActivityAction; subject: string | null } | null;
interface ActivityRule {
  method: 'post' | 'put' | 'delete' | 'get';
  path: string;
  /** Reads before the route; returns what to record once it succeeded (null: nothing). */
  before: (req: Request) => Promise<() => Promise<Entry>>;
}

const docOf = (collection: string, id: unknown) => db().collection(collection).doc(String(id)).get();
const titleOf = async (collection: string, id: unknown) =>
  ((await docOf(collection, id)).get('title') as string | undefined) ?? null;
const fixed =
  (action: ActivityAction, subject: string | null = null) =>
  async () =>
  async (): Promise<Entry> => ({ action, subject });
const memberName = async (uid: unknown) => {
  const user = await getAuth(adminApp()).getUser(String(uid));
  return user.displayName ?? user.email ?? null;
};

/** The table. */
const activityRules: ActivityRule[] = [
  {
    method: 'put',
    path: '/api/posts/:id',
    before: async (req) => {
      const was = (await docOf(postsCollection, req.params.id)).get('status');
      return async () => {
        const post = await docOf(postsCollection, req.params.id);
        const now = post.get('status');
        if (now === was || (now !== 'published' && was !== 'published')) return null;
        return { action: now === 'published' ? 'published' : 'unpublished', subject: post.get('title') ?? null };
      };
    },
  },
  {
    method: 'delete',
    path: '/api/posts/:id',
    before: async (req) => {
      const title = await titleOf(postsCollection, req.params.id);
      return async () => ({ action: 'deleted', subject: title });
    },
  },
  {
    method: 'post',
    path: '/api/trash/:id/restore',
    before: async (req) => {
      const title = await titleOf(trashCollection, req.params.id);
      return async () => ({ action: 'restored', subject: title });
    },
  },
  {
    method: 'delete',
    path: '/api/trash/:id',
    before: async (req) => {
      const title = await titleOf(trashCollection, req.params.id);
      return async () => ({ action: 'deleted-forever', subject: title });
    },
  },
  {
    method: 'post',
    path: '/api/posts/:id/revisions/:revisionId/restore',
    before: async (req) => async () => ({
      action: 'restored-version',
      subject: await titleOf(postsCollection, req.params.id),
    }),
  },
  {
    method: 'post',
    path: '/api/team/invitations',
    before: async (req) => async () => {
      const { email, role } = req.body as { email?: unknown; role?: unknown };
      return {
        action: 'invited',
        subject: `${String(email).trim().toLowerCase()} as ${isStaffRole(role) ? roleLabels[role] : ''}`,
      };
    },
  },
  {
    method: 'put',
    path: '/api/team/members/:uid',
    before: async (req) => async () => {
      const role: unknown = (req.body as { role?: unknown }).role;
      return {
        action: 'role-changed',
        subject: `${await memberName(req.params.uid)} to ${isStaffRole(role) ? roleLabels[role] : ''}`,
      };
    },
  },
  {
    method: 'delete',
    path: '/api/team/members/:uid',
    before: async (req) => {
      const name = await memberName(req.params.uid).catch(() => null);
      return async () => ({ action: 'removed', subject: name });
    },
  },
  { method: 'get', path: '/api/leads.csv', before: fixed('exported-leads') },
  { method: 'post', path: '/api/leads/export', before: fixed('exported-leads') },
  { method: 'put', path: '/api/settings', before: fixed('changed-company') },
];

/** Holds the answer's end until `entry` is recorded, when the route answers 2xx. */
function recordOnSuccess(res: Response, entry: () => Promise<Entry>): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode < 200 || res.statusCode >= 300) return end(...args);
    void entry()
      .then((found) => (found ? recordActivity(found.action, found.subject, staffEditor(res)) : undefined))
      .catch((error: unknown) =>
        logger.error('activity entry not recorded', error, { requestId: res.locals.requestId }),
      )
      .finally(() => end(...args));
    return res;
  }) as Response['end'];
}

/**
 * The recorder: Express middleware for staff requests the table names; mount after the role gate.
 */
export function activityRecorder(): Router {
  const recorder = Router();
  for (const rule of activityRules) {
    const handler: RequestHandler = async (req, res, next) => {
      if (res.locals.staff) {
        try {
          recordOnSuccess(res, await rule.before(req));
        } catch (error) {
          logger.error('activity: reading before the change failed', error, { requestId: res.locals.requestId });
        }
      }
      next('router');
    };
    recorder[rule.method](rule.path, handler);
  }
  return recorder;
}
