/**
 * Signs a browser context in as the seeded staff account without the UI:
 * the Auth emulator's REST API issues an ID token for the seeded Google identity, then
 * POST /api/session turns it into the `__session` + `signed_in` cookies of the context.
 */
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';

/** The Auth emulator of the local stack (firebase.json). */
export const authEmulatorUrl = process.env.AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';

/** A seeded Google account (functions/src/seed/seed-accounts.ts). */
export interface SeedGoogleAccount {
  googleId: string;
  email: string;
  displayName: string;
}

/** The seeded staff account (on STAFF_EMAILS). */
export const staffAccount: SeedGoogleAccount = {
  googleId: '100000000000000000001',
  email: 'staff@example.com',
  displayName: 'Dana Staff',
};

/** The seeded non-staff account. */
export const visitorAccount: SeedGoogleAccount = {
  googleId: '100000000000000000002',
  email: 'visitor@example.com',
  displayName: 'Vic Visitor',
};

/**
 * Signs a Google account in at the Auth emulator (accounts:signInWithIdp with an unsigned fake
 * Google id_token, which only the emulator accepts; the account is made on its first sign-in).
 * @returns the emulator's answer: the Firebase ID token and the account's uid (`localId`)
 * @throws when the emulator refuses or is unreachable
 */
async function emulatorSignIn(
  request: APIRequestContext,
  account: SeedGoogleAccount,
): Promise<{ idToken?: string; localId: string }> {
  const claims = JSON.stringify({
    sub: account.googleId,
    email: account.email,
    email_verified: true,
    name: account.displayName,
  });
  const res = await request.post(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake`,
    {
      data: {
        postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      },
    },
  );
  if (!res.ok()) throw new Error(`Auth emulator signInWithIdp failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { idToken?: string; localId: string };
}

/**
 * Gets a fresh Firebase ID token for a seeded Google account from the Auth emulator.
 * @throws when the emulator refuses, is unreachable or answers no token
 */
export async function emulatorIdToken(
  request: APIRequestContext,
  account: SeedGoogleAccount = staffAccount,
): Promise<string> {
  const { idToken } = await emulatorSignIn(request, account);
  if (!idToken) throw new Error('Auth emulator signInWithIdp returned no idToken');
  return idToken;
}

/**
 * Signs `context` in as a seeded account: afterwards its cookie jar holds `__session` (HttpOnly)
 * and the `signed_in` hint for `baseURL`, so pages and `context.request` calls are authenticated.
 * @param baseURL the site origin, e.g. http://127.0.0.1:5050 (sent as Origin for the CSRF guard)
 * @param account defaults to the staff account; pass visitorAccount to get the 403 instead
 * @throws when POST /api/session does not answer 204
 */
export async function signInAsStaff(
  context: BrowserContext,
  baseURL: string,
  account: SeedGoogleAccount = staffAccount,
): Promise<void> {
  const origin = new URL(baseURL).origin;
  // POST /api/session is rate limited (10 a minute per client; all local callers share one
  // count): on 429, wait as told (at most twice) instead of failing the test.
  for (let attempt = 0; ; attempt += 1) {
    const idToken = await emulatorIdToken(context.request, account);
    const res = await context.request.post(`${origin}/api/session`, {
      data: { idToken },
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: origin },
    });
    if (res.status() === 204) return;
    if (res.status() === 429 && attempt < 2) {
      const seconds = Math.min(Number(res.headers()['retry-after']) || 10, 60);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    throw new Error(`POST /api/session answered ${res.status()}: ${await res.text()}`);
  }
}

/**
 * Headers for a mutating API call made with `context.request` after signInAsStaff (the CSRF
 * guard wants the custom header and a same-site Origin).
 */
export function mutationHeaders(baseURL: string): Record<string, string> {
  return { 'X-Requested-With': 'fetch', Origin: new URL(baseURL).origin };
}

/** Project id of the local stack (firebase.json emulators). */
export const emulatorProjectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-orange-landscaping';

/** A Google account made for one test, with its Auth emulator uid. */
export interface ThrowawayAccount extends SeedGoogleAccount {
  uid: string;
}

/**
 * Creates a fresh Google account in the Auth emulator and gives it the staff claim (as
 * `npm run staff -- grant` would). Use it for tests that log out: logout revokes every session
 * of the user, which would end the sessions of parallel tests signed in as the seeded staff.
 * @param label a readable word for the name and e-mail, e.g. 'logout'
 * @throws when the emulator refuses
 */
export async function createThrowawayStaffAccount(
  request: APIRequestContext,
  label: string,
): Promise<ThrowawayAccount> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account: SeedGoogleAccount = {
    googleId: `9${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    email: `e2e-${label}-${suffix}@example.com`,
    displayName: `Temp ${label[0]?.toUpperCase()}${label.slice(1)} ${suffix.slice(-4)}`,
  };
  const { localId } = await emulatorSignIn(request, account);
  const update = await request.post(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${emulatorProjectId}/accounts:update`,
    {
      headers: { Authorization: 'Bearer owner' },
      data: { localId, customAttributes: JSON.stringify({ staff: true }) },
    },
  );
  if (!update.ok()) throw new Error(`Auth emulator accounts:update failed: ${update.status()} ${await update.text()}`);
  return { ...account, uid: localId };
}

/** Deletes an account made by createThrowawayStaffAccount (ignores one already gone). */
export async function deleteEmulatorAccount(request: APIRequestContext, uid: string): Promise<void> {
  await request.post(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${emulatorProjectId}/accounts:delete`,
    {
      headers: { Authorization: 'Bearer owner' },
      data: { localId: uid },
    },
  );
}

/**
 * Runs `body` with `context` signed in as a staff account made for it (createThrowawayStaffAccount),
 * then deletes the account: for tests that log out.
 * @param label a readable word for the account, e.g. 'logout'
 * @param body gets the site's origin (`baseURL`'s)
 */
export async function asThrowawayStaff(
  context: BrowserContext,
  baseURL: string,
  label: string,
  body: (origin: string) => Promise<void>,
): Promise<void> {
  const account = await createThrowawayStaffAccount(context.request, label);
  try {
    await signInAsStaff(context, baseURL, account);
    await body(new URL(baseURL).origin);
  } finally {
    await deleteEmulatorAccount(context.request, account.uid);
  }
}

/**
 * A signed-in staff storage state (cookies) for `test.use({ storageState })` or a worker-scoped
 * fixture: one POST /api/session per worker instead of one per test (POST /api/session is rate
 * limited per client).
 */
export async function staffStorageState(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await signInAsStaff(context, baseURL);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** What BrowserContext.storageState() returns. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
