/**
 * a sign-in flood from one client never locks out another. Real sign-ins
 * against the Auth emulator through POST /api/session with its production limit (10 a minute),
 * from real sockets: locally the limit is keyed on the socket's address, and behind Google's front
 * end on the two X-Forwarded-For entries it appends (services/platform/client-ip.ts), so addresses a caller
 * writes to their left change nothing.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { defaultRateLimits } from '../src/middleware/rate-limits';
import { adminApp } from '../src/services/platform/firestore';
import { googleSignIn, useTestAuth } from './auth-helpers';

useTestAuth();
const staff = { sub: 'flood-staff', email: 'flood.staff@example.com', name: 'Flo Staff' };
const origin = 'http://127.0.0.1:5050';

/** An app listening on 127.0.0.1 (every 127.x address reaches it on Linux), with `trust proxy` hops. */
async function listening(trustProxyHops: number) {
  const server = createApp({ trustProxyHops, rateLimits: { session: defaultRateLimits.session } }).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => (server.closeAllConnections(), server.close()) };
}

/** POST /api/session from a local address, with extra headers; resolves with the status. */
function signIn(port: number, from: string, idToken: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ idToken });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/session',
        headers: {
          Origin: origin,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** 300 bad sign-ins at once (the attack of the issue: 300 in 4 s). */
async function flood(send: (i: number) => Promise<number>): Promise<number[]> {
  return Promise.all(Array.from({ length: 300 }, (_, i) => send(i)));
}

let staffToken = '';
const servers: { close: () => void }[] = [];

beforeAll(async () => {
  const { uid } = await googleSignIn(staff);
  await getAuth(adminApp()).setCustomUserClaims(uid, { staff: true });
  staffToken = (await googleSignIn(staff)).idToken;
});
afterAll(() => servers.forEach((server) => server.close()));

describe('a sign-in flood from one client (finding 8)', () => {
  it('locally: 300 bad sign-ins from 127.0.0.2 are limited there, and 127.0.0.3 signs in', async () => {
    const app = await listening(0);
    servers.push(app);
    const statuses = await flood(() => signIn(app.port, '127.0.0.2', 'not-a-token'));
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - defaultRateLimits.session.limit);
    expect(await signIn(app.port, '127.0.0.2', staffToken)).toBe(429);
    expect(await signIn(app.port, '127.0.0.3', staffToken)).toBe(204);
  });

  it('behind the trusted hops: forged addresses to the left do not escape the limit, another client signs in', async () => {
    const app = await listening(2);
    servers.push(app);
    // Google's front end appends "<the address that called it>, <its own>"; what the caller sent stays to the left.
    const attacker = (forged: string) => ({ 'X-Forwarded-For': `${forged}, 198.51.100.7, 35.191.0.1` });
    const statuses = await flood((i) =>
      signIn(app.port, '127.0.0.2', 'not-a-token', attacker(`10.0.${i >> 8}.${i & 255}`)),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - defaultRateLimits.session.limit);
    // The victim's address written by the attacker, to the left, is not the victim's bucket.
    expect(await signIn(app.port, '127.0.0.2', staffToken, attacker('203.0.113.9'))).toBe(429);
    expect(await signIn(app.port, '127.0.0.2', staffToken, { 'X-Forwarded-For': '203.0.113.9, 35.191.0.1' })).toBe(204);
  });
});
