/**
 * The Google accounts of the local Auth emulator, for the local account chooser (ADR 0002:
 * the emulator's own chooser needs apis.google.com, which these offline machines cannot reach).
 * Uses the emulator's admin REST call `accounts:query` with its `Bearer owner` token, which only
 * the emulator accepts; never called for a real Firebase project.
 */

/** A Google identity in the emulator. */
export interface EmulatorGoogleAccount {
  /** The Google subject (`rawId`), the `sub` of the fake Google ID token. */
  googleId: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The enabled Google accounts of an `accounts:query` answer, sorted by e-mail (checked by hand:
 * a dev-only call is not worth zod in the sign-in chunk).
 * @throws TypeError when the answer is not an accounts:query response
 */
export function parseEmulatorAccounts(json: unknown): EmulatorGoogleAccount[] {
  if (!isObject(json)) throw new TypeError('accounts:query answered no object');
  const users = json.userInfo ?? [];
  if (!Array.isArray(users)) throw new TypeError('accounts:query answered a non-list userInfo');
  const accounts: EmulatorGoogleAccount[] = [];
  for (const user of users) {
    if (!isObject(user) || user.disabled === true || !Array.isArray(user.providerUserInfo)) continue;
    for (const info of user.providerUserInfo) {
      if (!isObject(info) || info.providerId !== 'google.com') continue;
      const googleId = optionalString(info.rawId);
      const email = optionalString(info.email);
      if (googleId && email) {
        accounts.push({
          googleId,
          email,
          displayName: optionalString(info.displayName),
          photoUrl: optionalString(info.photoUrl),
        });
      }
    }
  }
  return accounts.sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Lists the emulator's Google accounts.
 * @param emulatorUrl e.g. http://127.0.0.1:9099
 * @throws Error when the emulator is unreachable or answers an error
 */
export async function fetchEmulatorAccounts(emulatorUrl: string, projectId: string): Promise<EmulatorGoogleAccount[]> {
  const res = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:query`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnUserInfo: true }),
    },
  );
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return parseEmulatorAccounts(await res.json());
}

/**
 * The unsigned Google ID token the Auth emulator accepts for `account` (what its own chooser
 * sends): JSON claims instead of a JWT. Real Firebase Auth rejects it.
 */
export function fakeGoogleIdToken(account: EmulatorGoogleAccount): string {
  return JSON.stringify({
    sub: account.googleId,
    email: account.email,
    email_verified: true,
    ...(account.displayName ? { name: account.displayName } : {}),
    ...(account.photoUrl ? { picture: account.photoUrl } : {}),
  });
}
