/**
 * The Team (ADR 0033) against the Auth and Firestore emulators, with real sign-ins: the Owner
 * invites by Google address with a role; signing in as that address accepts it with that role;
 * an expired or withdrawn invitation gives a clear 403 and no session; a lower role or a removal
 * ends the person's open sessions at once; only the Owner reaches the Team.
 */
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitationExpiredMessage, invitationWithdrawnMessage, teamSchema } from '@site/contract/team';
import { createApp } from '../src/app';
import { adminApp } from '../src/services/platform/firestore';
import { invite } from '../src/services/staff/team';
import { googleSignIn, nextSecond, sessionFromSetCookie, useTestAuth, type GoogleAccount } from './auth-helpers';

useTestAuth();
const app = createApp({ rateLimits: { session: { limit: 1000, windowMs: 60_000 } } });
const origin = 'http://127.0.0.1:5050';
const owner = { sub: 'team-owner', email: 'owner.team@example.com', name: 'Olga Owner' };
const office = { sub: 'team-office', email: 'office.team@example.com', name: 'Omar Office' };
const crew = { sub: 'team-crew', email: 'crew.team@example.com', name: 'Cris Crew' };
const late = { sub: 'team-late', email: 'late.team@example.com', name: 'Lou Late' };
const withdrawn = { sub: 'team-withdrawn', email: 'withdrawn.team@example.com', name: 'Wes Withdrawn' };

/** POST /api/session for a fresh Google sign-in of `account`, expecting `status`. */
const signIn = async (account: GoogleAccount, status: number) => {
  const { idToken } = await googleSignIn(account);
  return request(app).post('/api/session').set('Origin', origin).send({ idToken }).expect(status);
};
/** A session cookie of `account`, which must be let in. */
const cookieOf = async (account: GoogleAccount) =>
  sessionFromSetCookie((await signIn(account, 204)).headers['set-cookie'])!;
const as = (cookie: string) => ({ Cookie: `__session=${cookie}`, 'X-Requested-With': 'fetch', Origin: origin });
const uidOf = async (account: GoogleAccount) => (await getAuth(adminApp()).getUserByEmail(account.email)).uid;

let ownerCookie: string;
beforeAll(async () => {
  const { uid } = await googleSignIn(owner);
  await getAuth(adminApp()).setCustomUserClaims(uid, { staff: true, role: 'owner' });
  ownerCookie = await cookieOf(owner);
});

describe('invitations', () => {
  it('the Owner invites office and crew; each signs in with that role; the Team lists them', async () => {
    await request(app)
      .post('/api/team/invitations')
      .set(as(ownerCookie))
      .send({ email: ' Office.Team@Example.com ', role: 'office' })
      .expect(201);
    await request(app)
      .post('/api/team/invitations')
      .set(as(ownerCookie))
      .send({ email: crew.email, role: 'crew' })
      .expect(201);
    const pending = teamSchema.parse((await request(app).get('/api/team').set(as(ownerCookie)).expect(200)).body);
    expect(pending.invitations.map((i) => [i.email, i.role, i.expired])).toEqual(
      expect.arrayContaining([
        [office.email, 'office', false],
        [crew.email, 'crew', false],
      ]),
    );

    const officeCookie = await cookieOf(office);
    expect((await request(app).get('/api/auth/user').set(as(officeCookie)).expect(200)).body.role).toBe('office');
    const crewCookie = await cookieOf(crew);
    expect((await request(app).get('/api/auth/user').set(as(crewCookie)).expect(200)).body.role).toBe('crew');

    const team = teamSchema.parse((await request(app).get('/api/team').set(as(ownerCookie)).expect(200)).body);
    expect(team.members.find((m) => m.email === office.email)).toMatchObject({ role: 'office', name: 'Omar Office' });
    expect(team.members.find((m) => m.email === office.email)?.lastSignInAt).toMatch(/^\d{4}-/);
    expect(team.invitations.map((i) => i.email)).not.toContain(office.email);
    const again = await request(app)
      .post('/api/team/invitations')
      .set(as(ownerCookie))
      .send({ email: office.email, role: 'crew' })
      .expect(409);
    expect(again.body.message).toBe(`${office.email} is already on the team as Office. Change their role instead.`);

    const refused = await request(app).get('/api/team').set(as(officeCookie)).expect(403);
    expect(refused.body.message).toBe('Only the Owner role may manage the team. You are signed in as Office.');
  });

  it('an expired invitation gives a clear 403 and no session', async () => {
    await invite({ email: late.email, role: 'office' }, 'test', new Date(Date.now() - 8 * 24 * 3600_000));
    const team = teamSchema.parse((await request(app).get('/api/team').set(as(ownerCookie)).expect(200)).body);
    expect(team.invitations.find((i) => i.email === late.email)?.expired).toBe(true);
    const res = await signIn(late, 403);
    expect(res.body).toEqual({ message: invitationExpiredMessage(late.email) });
    expect(sessionFromSetCookie(res.headers['set-cookie'])).toBeUndefined();
  });

  it('a withdrawn invitation gives a clear 403 and no session', async () => {
    await request(app)
      .post('/api/team/invitations')
      .set(as(ownerCookie))
      .send({ email: withdrawn.email, role: 'crew' })
      .expect(201);
    await request(app)
      .delete(`/api/team/invitations/${encodeURIComponent(withdrawn.email)}`)
      .set(as(ownerCookie))
      .expect(204);
    const res = await signIn(withdrawn, 403);
    expect(res.body).toEqual({ message: invitationWithdrawnMessage(withdrawn.email) });
    expect(sessionFromSetCookie(res.headers['set-cookie'])).toBeUndefined();
    await request(app)
      .delete(`/api/team/invitations/${encodeURIComponent(withdrawn.email)}`)
      .set(as(ownerCookie))
      .expect(404);
  });

  it('refuses an address that is not one', async () => {
    const res = await request(app)
      .post('/api/team/invitations')
      .set(as(ownerCookie))
      .send({ email: 'nobody', role: 'boss' })
      .expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['email', 'role']);
  });
});

describe('changes take effect at once', () => {
  it('a lower role ends the open session; the next sign-in has the new role', async () => {
    const officeCookie = await cookieOf(office);
    await request(app).get('/api/leads').set(as(officeCookie)).expect(200);
    await nextSecond();
    const changed = await request(app)
      .put(`/api/team/members/${await uidOf(office)}`)
      .set(as(ownerCookie))
      .send({ role: 'crew' })
      .expect(200);
    expect(changed.body).toMatchObject({ email: office.email, role: 'crew' });
    await request(app).get('/api/leads').set(as(officeCookie)).expect(401);
    const again = await cookieOf(office);
    await request(app).get('/api/leads').set(as(again)).expect(403);
  });

  it('a removal ends the open session and the next sign-in is refused', async () => {
    const crewCookie = await cookieOf(crew);
    await nextSecond();
    await request(app)
      .delete(`/api/team/members/${await uidOf(crew)}`)
      .set(as(ownerCookie))
      .expect(204);
    await request(app).get('/api/auth/user').set(as(crewCookie)).expect(401);
    await signIn(crew, 403);
    await request(app)
      .delete(`/api/team/members/${await uidOf(crew)}`)
      .set(as(ownerCookie))
      .expect(404);
  });
});
