/**
 * The Google accounts of the local Auth emulator, for the local account chooser (ADR 0002:
 * the emulator's own chooser needs apis.google.com, which these offline machines cannot reach).
 * Uses the emulator's admin REST call `accounts:query` with its `Bearer owner` token, which only
 * the emulator accepts; never called for a real Firebase project.
 */
import { z } from 'zod';

/** A Google identity in the emulator. */
export interface EmulatorGoogleAccount {
  /** The Google subject (`rawId`), the `sub` of the fake Google ID token. */
  googleId: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
}

const queryResponseSchema = z.object({
  userInfo: z
    .array(
      z.object({
        disabled: z.boolean().optional(),
        providerUserInfo: z
          .array(
            z.object({
              providerId: z.string(),
              rawId: z.string(),
              email: z.string().optional(),
              displayName: z.string().optional(),
              photoUrl: z.string().optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

/**
 * The enabled Google accounts of an `accounts:query` answer, sorted by e-mail.
 * @throws ZodError when the answer is not an accounts:query response
 */
export function parseEmulatorAccounts(json: unknown): EmulatorGoogleAccount[] {
  const { userInfo = [] } = queryResponseSchema.parse(json);
  return userInfo
    .filter((user) => !user.disabled)
    .flatMap((user) => user.providerUserInfo ?? [])
    .filter((info) => info.providerId === 'google.com' && info.email)
    .map((info) => ({
      googleId: info.rawId,
      email: info.email ?? '',
      displayName: info.displayName ?? null,
      photoUrl: info.photoUrl ?? null,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Lists the emulator's Google accounts.
 * @param emulatorUrl e.g. http://127.0.0.1:9099
 * @throws Error when the emulator is unreachable or answers an error
 */
export async function fetchEmulatorAccounts(emulatorUrl: string, projectId: string): Promise<EmulatorGoogleAccount[]> {
  const res = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:query`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnUserInfo: true }),
  });
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
