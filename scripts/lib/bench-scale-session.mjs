/**
 * A staff session on the local stack for the scale bench, without a browser: the Auth emulator
 * issues an ID token for the seeded staff Google account (accounts:signInWithIdp with an unsigned
 * fake Google id_token, which only the emulator accepts: shared/notes/toolchain.md), then
 * POST /api/session turns it into the `__session` and `signed_in` cookies (DESIGN §7), as
 * tests/e2e/support/staff-session.ts does for the browser tests.
 */
import { ports } from './stack.mjs';

/** The seeded staff account (functions/src/seed/seed-accounts.ts). */
const staffAccount = { sub: '100000000000000000001', email: 'staff@example.com', name: 'Dana Staff' };

/**
 * Signs the seeded staff account in.
 * @param {string} siteUrl the site's origin (the Hosting emulator)
 * @returns {Promise<{cookie: string, cookies: {name: string, value: string}[], headers: (mutating?: boolean) => Record<string, string>}>}
 *   `cookie` for a Cookie header, `cookies` for a browser context, `headers()` for fetch (with the
 *   CSRF guard's X-Requested-With and Origin when `mutating`)
 * @throws Error when the emulator or POST /api/session refuses
 */
export async function staffSession(siteUrl) {
  const claims = JSON.stringify({ ...staffAccount, email_verified: true });
  const signIn = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  if (!signIn.ok) throw new Error(`Auth emulator signInWithIdp answered ${signIn.status}: ${await signIn.text()}`);
  const { idToken } = await signIn.json();
  const origin = new URL(siteUrl).origin;
  const res = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: origin },
    body: JSON.stringify({ idToken }),
  });
  if (res.status !== 204) throw new Error(`POST /api/session answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return {
    cookie,
    cookies,
    headers: (mutating = false) => ({
      Cookie: cookie,
      ...(mutating ? { 'X-Requested-With': 'fetch', Origin: origin, 'Content-Type': 'application/json' } : {}),
    }),
  };
}

/** The items of a list answer: an array (a whole collection) or a page `{items, nextCursor, total}`. */
export const itemsOf = (body) => (Array.isArray(body) ? body : Array.isArray(body?.items) ? body.items : []);
