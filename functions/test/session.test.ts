/**
 * The session middleware reads `__session` from the Cookie header (parsed by the `cookie`
 * package) and hands exactly its value to the verifier; every other cookie is ignored.
 */
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@site/contract/api';
import { sessionMiddleware } from '../src/middleware/session';

const staff: AuthUser = {
  id: 'u1',
  email: 'staff@example.com',
  firstName: 'Sam',
  lastName: 'Staff',
  profileImageUrl: null,
  role: 'owner',
};

/** An app whose verifier accepts the value `good token` and records every value it is given. */
function appWithVerifier() {
  const seen: string[] = [];
  const app = express();
  app.use(sessionMiddleware(async (cookie) => (seen.push(cookie), cookie === 'good token' ? staff : null)));
  app.get('/', (_req, res) => res.json({ staff: res.locals.staff ?? null }));
  return { app, seen };
}

describe('sessionMiddleware', () => {
  it('finds __session among other cookies, unquotes and percent-decodes its value', async () => {
    const { app, seen } = appWithVerifier();
    const res = await request(app).get('/').set('Cookie', 'a=1; __session=good%20token; signed_in=1').expect(200);
    expect(res.body.staff).toEqual(staff);
    await request(app).get('/').set('Cookie', '__session="good%20token"').expect(200, { staff });
    expect(seen).toEqual(['good token', 'good token']);
  });

  it('keeps a value that is not valid percent-encoding as it is', async () => {
    const { app, seen } = appWithVerifier();
    await request(app).get('/').set('Cookie', '__session=%E0%A4%A').expect(200, { staff: null });
    expect(seen).toEqual(['%E0%A4%A']);
  });

  it('takes the first of two __session cookies', async () => {
    const { app, seen } = appWithVerifier();
    await request(app).get('/').set('Cookie', '__session=good%20token; __session=other').expect(200, { staff });
    expect(seen).toEqual(['good token']);
  });

  it('asks nothing without a Cookie header, an empty __session, or cookies whose names only contain it', async () => {
    const { app, seen } = appWithVerifier();
    await request(app).get('/').expect(200, { staff: null });
    await request(app).get('/').set('Cookie', '__session=').expect(200, { staff: null });
    await request(app)
      .get('/')
      .set('Cookie', 'x__session=good%20token; session=good%20token; __session_=good%20token')
      .expect(200, { staff: null });
    expect(seen).toEqual([]);
  });
});
