/**
 * Role checks of every API route (DESIGN §7; ADR 0033, whose table this is): one place that says
 * which role may call what, in front of the routers. A visitor passes untouched (the routes'
 * requireStaff answers 401); a staff member whose role may not gets 403 with a message naming
 * the roles that may (contract staff-roles forbiddenMessage). A route missing from the table is
 * the Owner's only, so a new route is never open to Office or Crew by mistake.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { may, forbiddenMessage, type StaffAbility } from '@site/contract/staff-roles';
import { isOwnDraft } from '../services/posts/own-drafts';
import { setNoStore } from './cache-control';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'use';

/** Who may call a route: anyone (visitors too), any staff role, or the roles of an ability. */
type Allowed = 'anyone' | 'staff' | StaffAbility;

/** One row of the table. `use` rows match the path and everything under it, any method. */
export interface RoleRule {
  method: Method;
  path: string;
  allowed: Allowed;
  /** What the route does, for the 403 message ("delete posts"). */
  action: string;
  /** Lets Crew through when it holds (their own drafts), though the ability is not theirs. */
  crewMay?: (req: Request, uid: string) => Promise<boolean>;
}

const bodyOf = (req: Request) =>
  (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
/** A new project saved as a draft. */
const newDraftProject = async (req: Request) => bodyOf(req).type === 'project' && bodyOf(req).status === 'draft';
/** An edit of one's own draft that keeps it a draft. */
const ownDraftStaysDraft = async (req: Request, uid: string) =>
  bodyOf(req).status === 'draft' && isOwnDraft(String(req.params.id), uid);
/** Something about one's own draft. */
const ownDraft = (req: Request, uid: string) => isOwnDraft(String(req.params.id), uid);

/** The table (first matching row wins), as in ADR 0033 and the README. */
export const roleRules: RoleRule[] = [
  { method: 'post', path: '/api/session', allowed: 'anyone', action: 'sign in' },
  { method: 'use', path: '/api/login', allowed: 'anyone', action: 'sign in' },
  { method: 'use', path: '/api/logout', allowed: 'anyone', action: 'sign out' },
  { method: 'post', path: '/api/leads', allowed: 'anyone', action: 'send a request' },
  { method: 'post', path: '/api/leads/uploads', allowed: 'anyone', action: 'send a request' },
  { method: 'post', path: '/api/leads/photos', allowed: 'anyone', action: 'send a request' },
  { method: 'post', path: '/api/posts/:idOrSlug/views', allowed: 'anyone', action: 'count a view' },
  { method: 'get', path: '/api/auth/user', allowed: 'staff', action: 'sign in' },
  { method: 'get', path: '/api/posts', allowed: 'staff', action: 'see posts' },
  { method: 'get', path: '/api/posts/:idOrSlug', allowed: 'staff', action: 'see posts' },
  { method: 'get', path: '/api/services', allowed: 'staff', action: 'see services' },
  { method: 'get', path: '/api/services/manage', allowed: 'staff', action: 'see services' },
  { method: 'get', path: '/api/settings', allowed: 'staff', action: 'see the company details' },
  { method: 'get', path: '/api/page-render-status', allowed: 'staff', action: 'see the public pages' },
  { method: 'use', path: '/api/objects', allowed: 'drafts', action: 'add photos' },
  { method: 'get', path: '/api/review-requests', allowed: 'drafts', action: 'see drafts waiting for review' },
  {
    method: 'post',
    path: '/api/posts/:id/review-request',
    allowed: 'content',
    action: 'submit drafts other than their own for review',
    crewMay: ownDraft,
  },
  {
    method: 'post',
    path: '/api/posts',
    allowed: 'content',
    action: 'create services, pages or published projects',
    crewMay: newDraftProject,
  },
  {
    method: 'put',
    path: '/api/posts/:id',
    allowed: 'content',
    action: 'publish, unpublish or edit posts other than their own drafts',
    crewMay: ownDraftStaysDraft,
  },
  { method: 'delete', path: '/api/posts/:id', allowed: 'content', action: 'delete posts' },
  { method: 'use', path: '/api/posts', allowed: 'content', action: 'see or restore revisions' },
  { method: 'use', path: '/api/services', allowed: 'content', action: 'manage services' },
  { method: 'use', path: '/api/trash', allowed: 'content', action: 'use the Trash' },
  { method: 'use', path: '/api/redirects', allowed: 'content', action: 'manage redirects' },
  { method: 'use', path: '/api/reviews', allowed: 'content', action: 'manage reviews' },
  { method: 'use', path: '/api/hero-slides', allowed: 'content', action: 'change the home page slides' },
  { method: 'get', path: '/api/leads.csv', allowed: 'leads', action: 'export leads' },
  { method: 'use', path: '/api/leads', allowed: 'leads', action: 'see leads' },
  { method: 'put', path: '/api/settings', allowed: 'company', action: 'change the company details' },
  { method: 'use', path: '/api/setup', allowed: 'company', action: "change the site's set-up" },
  { method: 'use', path: '/api/activity', allowed: 'activity', action: 'see the activity list' },
  { method: 'use', path: '/api/team', allowed: 'team', action: 'manage the team' },
  { method: 'use', path: '/api', allowed: 'team', action: 'use this part of the admin' },
];

/** The handler of one row: through (next('router') leaves the gate) or 403. */
function check(rule: RoleRule): RequestHandler {
  return async (req, res, next) => {
    const staff = res.locals.staff;
    if (!staff || rule.allowed === 'anyone' || rule.allowed === 'staff' || may(staff.role, rule.allowed)) {
      next('router');
      return;
    }
    if (staff.role === 'crew' && rule.crewMay && (await rule.crewMay(req, staff.id))) {
      next('router');
      return;
    }
    setNoStore(res);
    res.status(403).json({ message: forbiddenMessage(rule.allowed, rule.action, staff.role) });
  };
}

/**
 * The role gate: Express middleware that applies roleRules to a request; mount after the
 * session reader (res.locals.staff) and the JSON body parser (Crew's rules read the body), before
 * the API routers.
 * @param rules the table (default roleRules)
 */
export function roleGate(rules: readonly RoleRule[] = roleRules): Router {
  const gate = Router();
  for (const rule of rules) gate[rule.method](rule.path, check(rule));
  return gate;
}
