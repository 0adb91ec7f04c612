/**
 * The staff tool (`npm run staff -- grant|revoke|list`) and the seeded sign-in accounts, against
 * the Auth emulator ("Sign-in, session, staff").
 */
import path from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { describe, expect, inject, it } from 'vitest';
import { createApp } from '../src/app';
import { seedAccounts, seedAuthAccounts } from '../src/seed/seed-accounts';
import { adminApp } from '../src/services/platform/firestore';
import { parseStaffArgs, runStaffCommand } from '../src/staff/staff-command';
import { findRepoRoot, resolveStaffTarget } from '../src/staff/target';
import { adminSessionCookie, googleSignIn, nextSecond, sessionFromSetCookie, useTestAuth } from './auth-helpers';

const projectId = useTestAuth();
const root = findRepoRoot(import.meta.dirname);
const env = { FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'), GCLOUD_PROJECT: projectId };

/** Runs the tool and captures its output. */
async function staff(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(args, env, root, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('staff tool arguments and target', () => {
  it('parses the three commands and refuses anything else', () => {
    expect(parseStaffArgs(['grant', 'a@example.com'])).toEqual({
      command: 'grant',
      email: 'a@example.com',
      project: undefined,
    });
    expect(parseStaffArgs(['list', '--project', 'demo-x'])).toEqual({ command: 'list', project: 'demo-x' });
    for (const bad of [
      [],
      ['grant'],
      ['grant', 'not-an-email'],
      ['delete', 'a@example.com'],
      ['list', 'extra'],
      ['list', '--project'],
    ]) {
      expect(parseStaffArgs(bad)).toHaveProperty('error');
    }
  });

  it('targets the local Auth emulator for the demo- project of .firebaserc', () => {
    expect(root).toBe(path.resolve(import.meta.dirname, '..', '..'));
    expect(resolveStaffTarget({ env: {}, root, action: 'list' })).toEqual({
      kind: 'emulator',
      projectId: 'demo-orange-landscaping',
      emulatorHost: '127.0.0.1:9099',
    });
  });

  it('refuses a real project without credentials, saying what it would do', async () => {
    const target = resolveStaffTarget({
      projectFlag: 'acme-prod',
      env: { GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent.json' },
      root,
      action: 'grant staff for a@example.com',
    });
    expect(target).toMatchObject({ kind: 'refused' });
    expect((target as { message: string }).message).toMatch(
      /would grant staff for a@example.com in the real project "acme-prod"/,
    );
    const withKey = resolveStaffTarget({
      projectFlag: 'acme-prod',
      env: { GOOGLE_APPLICATION_CREDENTIALS: import.meta.filename },
      root,
      action: 'list',
    });
    expect(withKey).toEqual({ kind: 'project', projectId: 'acme-prod' });
  });
});

describe('staff tool against the Auth emulator', () => {
  const person = { sub: 'tool-person', email: 'person.tool@example.com', name: 'Pat Person' };

  it('grant needs an existing user', async () => {
    const res = await staff('grant', 'nobody.tool@example.com');
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/no user with e-mail nobody.tool@example.com: they must sign in once with Google first/);
  });

  it('grant, list, revoke (which ends open sessions), list', async () => {
    const { uid, idToken } = await googleSignIn(person);
    const granted = await staff('grant', person.email);
    expect(granted).toMatchObject({
      code: 0,
      out: `granted the Owner role to ${person.email} (${uid}) in ${projectId} (Auth emulator ${env.FIREBASE_AUTH_EMULATOR_HOST})`,
    });
    expect((await staff('grant', person.email)).out).toMatch(/is already an owner/);
    expect((await staff('list')).out).toContain(`  ${person.email}  owner  Pat Person  ${uid}`);

    const cookie = await adminSessionCookie(idToken);
    const app = createApp();
    await request(app).get('/api/auth/user').set('Cookie', `__session=${cookie}`).expect(200);
    await nextSecond();
    const revoked = await staff('revoke', person.email);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toMatch(/^revoked staff from person.tool@example.com .*open sessions ended/);
    expect((await getAuth(adminApp()).getUser(uid)).customClaims ?? {}).toEqual({});
    await request(app).get('/api/auth/user').set('Cookie', `__session=${cookie}`).expect(401);
    expect((await staff('list')).out).not.toContain(person.email);
  });
});

describe('seeded sign-in accounts', () => {
  it('are created once, idempotently, and only with the Auth emulator', async () => {
    expect(await seedAuthAccounts({})).toMatch(/skipped/);
    const first = await seedAuthAccounts(process.env);
    expect(first).toMatch(
      /^auth: 2 accounts \(\d created, \d updated, \d unchanged\): staff@example.com \[staff\], visitor@example.com$/,
    );
    expect(await seedAuthAccounts(process.env)).toMatch(/\(0 created, 0 updated, 2 unchanged\)/);
    const dana = await getAuth(adminApp()).getUser('seed-staff-dana');
    expect(dana).toMatchObject({
      email: 'staff@example.com',
      displayName: 'Dana Staff',
      emailVerified: true,
      customClaims: { staff: true },
    });
    expect(dana.providerData.map((p) => p.providerId)).toEqual(['google.com']);
  });

  it("appear in the emulator's Google account chooser", async () => {
    const html = await (
      await fetch(
        `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/auth/handler?apiKey=fake-api-key&providerId=google.com`,
      )
    ).text();
    expect(html).toContain('Dana Staff');
    expect(html).toContain('visitor@example.com');
  });

  it('sign in: Dana gets a session, Vic is refused', async () => {
    const app = createApp();
    const [dana, vic] = seedAccounts;
    const asDana = await googleSignIn({ sub: dana!.googleId, email: dana!.email });
    expect(asDana.uid).toBe('seed-staff-dana');
    const res = await request(app)
      .post('/api/session')
      .set('Origin', 'http://127.0.0.1:5050')
      .send({ idToken: asDana.idToken })
      .expect(204);
    const user = await request(app)
      .get('/api/auth/user')
      .set('Cookie', `__session=${sessionFromSetCookie(res.headers['set-cookie'])}`)
      .expect(200);
    expect(user.body).toEqual({
      id: 'seed-staff-dana',
      email: 'staff@example.com',
      firstName: 'Dana',
      lastName: 'Staff',
      profileImageUrl: null,
      role: 'owner',
    });
    const asVic = await googleSignIn({ sub: vic!.googleId, email: vic!.email });
    await request(app)
      .post('/api/session')
      .set('Origin', 'http://127.0.0.1:5050')
      .send({ idToken: asVic.idToken })
      .expect(403);
  });

  it('a re-seed restores the chooser entry a nameless sign-in blanked', async () => {
    const chooser = async () =>
      (
        await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/auth/handler?apiKey=k&providerId=google.com`)
      ).text();
    expect(await chooser()).not.toContain('Dana Staff');
    expect(await seedAuthAccounts(process.env)).toMatch(/\(0 created, 2 updated, 0 unchanged\)/);
    expect(await chooser()).toContain('Dana Staff');
    expect((await getAuth(adminApp()).getUser('seed-staff-dana')).customClaims).toEqual({ staff: true });
  });
});
