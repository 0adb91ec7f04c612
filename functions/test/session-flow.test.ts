/**
 * Sign-in and sign-out against the Auth emulator ("Sign-in, session, staff"; DESIGN §7):
 * GET /api/login, POST /api/session, POST and GET /api/logout, GET /api/auth/user:
 * only a same-site POST or a top-level navigation signs out.
 */
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notStaffMessage } from '@site/contract/api';
import { createApp } from '../src/app';
import { isLocalEmulator, sessionCookieOptions } from '../src/routes/session';
import { adminApp } from '../src/services/platform/firestore';
import { googleSignIn, nextSecond, sessionFromSetCookie, setCookieNamed, useTestAuth } from './auth-helpers';

useTestAuth();
process.env.STAFF_EMAILS = JSON.stringify(['listed.flow@example.com', 'Unverified.Flow@example.com']);
const app = createApp();
const origin = 'http://127.0.0.1:5050';
const postSession = (idToken: unknown) => request(app).post('/api/session').set('Origin', origin).send({ idToken });
/** The Fetch Metadata headers of the browser's own navigation from a page of the site (a clicked link). */
const navigation = {
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-User': '?1',
};
/** A fresh staff session cookie (through an app of its own: POST /api/session is rate limited). */
const signInApp = createApp({ rateLimits: { session: { limit: 1000, windowMs: 60_000 } } });
const staffCookie = async () => {
  const { idToken } = await googleSignIn(claimed);
  const res = await request(signInApp).post('/api/session').set('Origin', origin).send({ idToken }).expect(204);
  return sessionFromSetCookie(res.headers['set-cookie'])!;
};
const isSignedIn = async (cookie: string) =>
  (await request(app).get('/api/auth/user').set('Cookie', `__session=${cookie}`)).status === 200;

const claimed = { sub: 'flow-claimed', email: 'claimed.flow@example.com', name: 'Casey Q Claimed' };
const listed = { sub: 'flow-listed', email: 'listed.flow@example.com', name: 'Lee Listed' };
const outsider = { sub: 'flow-outsider', email: 'outsider.flow@example.com', name: 'Otto Outsider' };
const unverified = { sub: 'flow-unverified', email: 'unverified.flow@example.com', emailVerified: false };

beforeAll(async () => {
  const { uid } = await googleSignIn(claimed);
  await getAuth(adminApp()).setCustomUserClaims(uid, { staff: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/login', () => {
  it.each([
    ['/admin', '/admin'],
    ['/upload?x=1#top', '/upload?x=1#top'],
    [undefined, '/admin'],
    ['https://evil.example/', '/admin'],
    ['//evil.example/', '/admin'],
    ['/\\evil.example', '/admin'],
    ['javascript:alert(1)', '/admin'],
    ['admin', '/admin'],
    ['/api/logout', '/admin'],
    ['/ok\tx', '/admin'],
    // never /api/… (or another path that is not a page) in any spelling.
    ['/./api/logout', '/admin'],
    ['/%2e/api/logout', '/admin'],
    ['/%2E%2E/api/logout', '/admin'],
    ['/projects/../api/logout', '/admin'],
    ['/API/logout', '/admin'],
    ['/%61pi/logout', '/admin'],
    ['/%2fapi/logout', '/admin'],
    ['/objects/x.jpg', '/admin'],
    ['/__/auth/handler', '/admin'],
    ['/projects/./stone-patio', '/projects/stone-patio'],
  ])('returnTo %j → sign-in page with returnTo %j', async (returnTo, expected) => {
    const res = await request(app)
      .get('/api/login')
      .query(returnTo === undefined ? {} : { returnTo })
      .expect(302);
    expect(res.headers.location).toBe(`/staff/sign-in?returnTo=${encodeURIComponent(expected)}`);
  });
});

describe('POST /api/session', () => {
  it('refuses a Google account that is not staff: 403, the plain message, no cookie', async () => {
    const { idToken } = await googleSignIn(outsider);
    const res = await postSession(idToken).expect(403);
    expect(res.body).toEqual({ message: notStaffMessage });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an allowlisted e-mail that is not verified', async () => {
    const { idToken } = await googleSignIn(unverified);
    await postSession(idToken).expect(403);
  });

  it('gives staff a 5-day HttpOnly SameSite=Strict cookie on Path=/ (not Secure on the emulator)', async () => {
    const { idToken } = await googleSignIn(claimed);
    const res = await postSession(idToken).expect(204);
    const session = setCookieNamed(res.headers['set-cookie'], '__session');
    expect(session).toMatchObject({ maxAge: 432000, path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(session).not.toHaveProperty('secure');
    const hint = setCookieNamed(res.headers['set-cookie'], 'signed_in');
    expect(hint).toMatchObject({ value: '1', maxAge: 432000, path: '/', sameSite: 'Strict' });
    expect(hint).not.toHaveProperty('httpOnly');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const user = await request(app)
      .get('/api/auth/user')
      .set('Cookie', `__session=${sessionFromSetCookie(res.headers['set-cookie'])}`)
      .expect(200);
    expect(user.body).toMatchObject({
      email: claimed.email,
      firstName: 'Casey',
      lastName: 'Q Claimed',
      profileImageUrl: null,
      role: 'owner',
    });
  });

  it('grants the claim to an allowlisted, verified e-mail on first sign-in, in one request', async () => {
    const { uid, idToken } = await googleSignIn(listed);
    expect((await getAuth(adminApp()).getUser(uid)).customClaims?.staff).toBeUndefined();
    const res = await postSession(idToken).expect(204);
    expect((await getAuth(adminApp()).getUser(uid)).customClaims).toEqual({ staff: true, role: 'owner' });
    const cookie = sessionFromSetCookie(res.headers['set-cookie']);
    const user = await request(app).get('/api/auth/user').set('Cookie', `__session=${cookie}`).expect(200);
    expect(user.body).toEqual({
      id: uid,
      email: listed.email,
      firstName: 'Lee',
      lastName: 'Listed',
      profileImageUrl: null,
      role: 'owner',
    });
  });

  it('requires a recent sign-in (auth_time within 5 minutes)', async () => {
    const { idToken } = await googleSignIn(claimed);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60 * 1000 + 1000);
    const res = await postSession(idToken).expect(401);
    expect(res.body.message).toMatch(/sign in again/i);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 401 for a forged or garbage token and 400 without one', async () => {
    await postSession('not-a-token').expect(401);
    const res = await postSession(undefined).expect(400);
    expect(res.body).toEqual({ message: 'Validation failed', errors: { idToken: 'idToken is required' } });
  });

  it('is covered by the CSRF checks (cross-site Origin, form body)', async () => {
    const { idToken } = await googleSignIn(claimed);
    await request(app).post('/api/session').set('Origin', 'https://evil.example').send({ idToken }).expect(403);
    await request(app).post('/api/session').set('Origin', origin).type('form').send({ idToken }).expect(403);
  });
});

describe('GET /api/logout', () => {
  it('clears the cookie, revokes the session, and redirects to /', async () => {
    const { idToken } = await googleSignIn(claimed);
    const cookie = sessionFromSetCookie((await postSession(idToken).expect(204)).headers['set-cookie']);
    await request(app).get('/api/auth/user').set('Cookie', `__session=${cookie}`).expect(200);
    await nextSecond();
    const res = await request(app).get('/api/logout').set(navigation).set('Cookie', `__session=${cookie}`).expect(302);
    expect(res.headers.location).toBe('/');
    const cleared = (res.headers['set-cookie'] as unknown as string[]).find((l) => l.startsWith('__session='));
    expect(cleared).toMatch(/^__session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    const hint = (res.headers['set-cookie'] as unknown as string[]).find((l) => l.startsWith('signed_in='));
    expect(hint).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/);
    await request(app).get('/api/auth/user').set('Cookie', `__session=${cookie}`).expect(401);
    await expect(getAuth(adminApp()).verifySessionCookie(cookie!, true)).rejects.toMatchObject({
      code: 'auth/session-cookie-revoked',
    });
  });

  it('without a session cookie only clears the sign-in hint and redirects', async () => {
    const res = await request(app).get('/api/logout').set(navigation).set('Cookie', 'signed_in=1').expect(302);
    expect(res.headers.location).toBe('/');
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^signed_in=;/);
  });
});

describe('sign-out never happens on a request that is not a navigation or a form from the site', () => {
  it.each([
    ['an <img>', { 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Site': 'same-origin' }],
    ['a fetch()', { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-origin' }],
    ['a prefetch', { ...navigation, 'Sec-Purpose': 'prefetch' }],
    [
      'a prerender from the address bar',
      { ...navigation, 'Sec-Fetch-Site': 'none', 'Sec-Purpose': 'prefetch;prerender' },
    ],
    ['an iframe', { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' }],
    ["another site's link", { ...navigation, 'Sec-Fetch-Site': 'cross-site' }],
    ['a client without Fetch Metadata (a link preview, a script)', {}],
  ])('GET /api/logout as %s: 200 sign-out page, no cookie change, still signed in', async (_name, headers) => {
    const cookie = await staffCookie();
    const res = await request(app)
      .get('/api/logout')
      .set(headers)
      .set('Cookie', `__session=${cookie}; signed_in=1`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('<form method="post" action="/api/logout">');
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('GET /api/logout typed in the address bar (Sec-Fetch-Site: none) signs out', async () => {
    const cookie = await staffCookie();
    await nextSecond();
    await request(app)
      .get('/api/logout')
      .set({ ...navigation, 'Sec-Fetch-Site': 'none' })
      .set('Cookie', `__session=${cookie}`)
      .expect(302);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('POST /api/logout from the site (the navbar form, no JavaScript needed) signs out: 303 to /', async () => {
    const cookie = await staffCookie();
    await nextSecond();
    const res = await request(app)
      .post('/api/logout')
      .set('Origin', origin)
      .type('form')
      .send('')
      .set('Cookie', `__session=${cookie}`)
      .expect(303);
    expect(res.headers.location).toBe('/');
    expect((res.headers['set-cookie'] as unknown as string[]).some((line) => /^__session=;/.test(line))).toBe(true);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('POST /api/logout from another site, or without an Origin, is 403 and changes nothing', async () => {
    const cookie = await staffCookie();
    await request(app)
      .post('/api/logout')
      .set('Origin', 'https://evil.example')
      .set('Cookie', `__session=${cookie}`)
      .expect(403);
    await request(app).post('/api/logout').set('Cookie', `__session=${cookie}`).expect(403);
    await request(app)
      .post('/api/logout')
      .set({ Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' })
      .set('Cookie', `__session=${cookie}`)
      .expect(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });
});

describe('cookie attributes outside the emulator', () => {
  it('are Secure unless the Functions or Auth emulator is in use', () => {
    expect(isLocalEmulator({})).toBe(false);
    expect(isLocalEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(isLocalEmulator({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBe(true);
    expect(sessionCookieOptions(!isLocalEmulator({}))).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/',
    });
  });
});

describe('the sign-in limit', () => {
  it('counts failed sign-ins of one address only: junk never locks staff out, their own sign-ins never count', async () => {
    const limited = createApp({ trustProxyHops: 1, rateLimits: { session: { limit: 3, windowMs: 60_000 } } });
    const post = (address: string, idToken: unknown) =>
      request(limited).post('/api/session').set('Origin', origin).set('X-Forwarded-For', address).send({ idToken });
    for (let i = 0; i < 5; i += 1) await post('203.0.113.66', `junk-${i}`);
    await post('203.0.113.66', 'junk').expect(429);
    // Staff elsewhere sign in as often as they like.
    for (let i = 0; i < 5; i += 1) await post('198.51.100.20', (await googleSignIn(claimed)).idToken).expect(204);
  });
});
