/**
 * Authorization matrix (DESIGN §6, §11 ASVS 8.2.x): every /api/* route × every kind
 * of caller, with real session cookies from the Auth emulator, table-driven (auth-matrix-table.ts).
 * Writes carry valid CSRF headers, so the session check alone decides (CSRF: csrf.test.ts).
 */
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { writeDefaultServices } from '../src/migrations/default-services';
import { projectFields } from '../src/seed/seed';
import { adminApp, db } from '../src/services/platform/firestore';
import { upsertPostKeepingHistory } from '../src/services/posts/post-writes';
import {
  identities,
  matrixLeadIds,
  matrixPostIds,
  matrixRoutes,
  matrixServicePost,
  type Identity,
} from './auth-matrix-table';
import {
  adminSessionCookie,
  googleSignIn,
  nextSecond,
  sessionFromSetCookie,
  useTestAuth,
  withClaims,
} from './auth-helpers';
import { testProjects } from './fixtures';
import { useTempObjects } from './objects-helpers';
import { storedLead } from './stored-lead';

useTestAuth();
useTempObjects('matrix');
// Every identity sends a request: more than the 5 an hour one address may send.
const app = createApp({
  deleteImages: async () => undefined,
  rateLimits: { leads: { limit: 100, windowMs: 3_600_000 } },
});
const cookies = new Map<Identity, string | undefined>();
const statuses = new Map<number, number>();

/** A staff session cookie made the way the web does it: Google sign-in, then POST /api/session. */
async function staffSession(sub: string, email: string): Promise<{ uid: string; cookie: string }> {
  const { uid, idToken } = await googleSignIn({ sub, email, name: 'Matrix Staff' });
  await getAuth(adminApp()).setCustomUserClaims(uid, { staff: true });
  const res = await request(app)
    .post('/api/session')
    .set('Origin', 'http://127.0.0.1:5050')
    .send({ idToken })
    .expect(204);
  return { uid, cookie: sessionFromSetCookie(res.headers['set-cookie'])! };
}

beforeAll(async () => {
  await writeDefaultServices();
  const base = projectFields(testProjects[0]!);
  for (const id of matrixPostIds())
    await upsertPostKeepingHistory(id, { ...base, slug: id, status: 'draft' }, new Date());
  for (const { id, slug } of identities.map(matrixServicePost)) {
    await upsertPostKeepingHistory(id, { ...base, type: 'service', slug, status: 'draft' }, new Date());
  }
  for (const id of matrixLeadIds())
    await db()
      .collection('leads')
      .doc(id)
      .set(storedLead({ email: 'matrix.visitor@example.com' }));

  const staff = await staffSession('matrix-staff', 'staff.matrix@example.com');
  const revoked = await staffSession('matrix-revoked', 'revoked.matrix@example.com');
  const member = await googleSignIn({
    sub: 'matrix-nonstaff',
    email: 'nonstaff.matrix@example.com',
    name: 'Non Staff',
  });
  const nonStaff = await adminSessionCookie(member.idToken);
  await nextSecond();
  await getAuth(adminApp()).revokeRefreshTokens(revoked.uid);

  cookies.set('visitor', undefined);
  cookies.set('non-staff', nonStaff);
  cookies.set('staff', staff.cookie);
  cookies.set('revoked', revoked.cookie);
  // Claims edited inside the cookie: production rejects the signature; the emulator signs
  // nothing, so here the user record (no staff claim) is what refuses it.
  cookies.set('tampered-claims', withClaims(nonStaff, { staff: true }));
  // A forged signature on a staff cookie (the emulator's cookies are unsigned: alg none).
  const [header, payload] = staff.cookie.split('.');
  cookies.set('tampered-signature', `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`);
  // A staff cookie as minted for another project (aud and iss of demo-test-other).
  cookies.set(
    'foreign-project',
    withClaims(staff.cookie, { aud: 'demo-test-other', iss: 'https://session.firebase.google.com/demo-test-other' }),
  );
});

afterAll(() => {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `authorization matrix: ${matrixRoutes.length} routes × ${identities.length} identities = ${total} cases (${byStatus})`,
  );
});

describe('authorization matrix', () => {
  const cases = matrixRoutes.flatMap((route) => identities.map((identity) => ({ route, identity })));
  // Logout revokes the caller's sessions, so its rows run last.
  cases.sort((a, b) => Number(a.route.last ?? false) - Number(b.route.last ?? false));

  it('has every route × identity', () => {
    expect(cases).toHaveLength(matrixRoutes.length * identities.length);
  });

  it.each(cases)('$route.name as $identity', async ({ route, identity }) => {
    const cookie = cookies.get(identity);
    const test = route.request(request(app), identity);
    const res = await (cookie ? test.set('Cookie', `__session=${cookie}`) : test);
    const expected = route.expect(identity);
    expect(res.status, `${route.name} as ${identity}: ${res.text.slice(0, 200)}`).toBe(expected);
    if (expected === 401) expect(res.body.message).toMatch(/unauthorized|sign in again/i);
    route.check?.(res, identity);
    await route.after?.(identity, db());
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  });
});
