/**
 * Real sign-ins against the test Auth emulator: Google accounts through `accounts:signInWithIdp`
 * (the REST call the Auth emulator's Google chooser makes), ID tokens, session cookies.
 */
import { parseSetCookie, type Cookie } from 'set-cookie-parser';
import { getAuth } from 'firebase-admin/auth';
import { inject } from 'vitest';
import { adminApp } from '../src/services/platform/firestore';

/**
 * Points this test file at the Auth emulator and the Firestore emulator, under the Auth
 * emulator's project (client sign-ins can only land there, so files sharing it use distinct
 * users and documents).
 * @returns the project id
 */
export function useTestAuth(): string {
  const projectId = inject('authProjectId');
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  process.env.GCLOUD_PROJECT = projectId;
  return projectId;
}

/** A Google account as the emulator's chooser would present it. */
export interface GoogleAccount {
  sub: string;
  email: string;
  name?: string;
  emailVerified?: boolean;
}

/**
 * Signs in with a fake Google account (creates the user on first use), like the web sign-in page.
 * @returns the user's uid and a fresh ID token (claims as of now)
 * @throws Error with the emulator's answer when the sign-in fails
 */
export async function googleSignIn(account: GoogleAccount): Promise<{ uid: string; idToken: string }> {
  const claims = {
    sub: account.sub,
    email: account.email,
    email_verified: account.emailVerified ?? true,
    name: account.name,
  };
  const url = `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnIdpCredential: true,
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { localId?: string; idToken?: string };
  if (!response.ok || !body.idToken || !body.localId) throw new Error(`signInWithIdp failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, idToken: body.idToken };
}

/** A session cookie minted directly with firebase-admin (bypassing POST /api/session). */
export async function adminSessionCookie(idToken: string): Promise<string> {
  return getAuth(adminApp()).createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
}

/** The `__session` value of a response's Set-Cookie, or undefined. */
export function sessionFromSetCookie(setCookie: string[] | string | undefined): string | undefined {
  return setCookieNamed(setCookie, '__session')?.value;
}

/** The Set-Cookie line of the cookie `name` in a response, parsed by set-cookie-parser (name, value, attributes). */
export function setCookieNamed(setCookie: string[] | string | undefined, name: string): Cookie | undefined {
  return parseSetCookie(setCookie ?? [], { map: true })[name];
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The header and payload of a JWT (no verification). */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
  };
}

/**
 * Re-encodes a JWT with changed payload claims, keeping its header and signature part. The Auth
 * emulator's cookies are unsigned (`alg: none`), so this is also exactly what the emulator mints
 * for another project when `aud`/`iss` name that project (its createSessionCookie signs
 * `{...idTokenPayload, iss: "https://session.firebase.google.com/<aud>"}` with alg none).
 */
export function withClaims(token: string, changes: Record<string, unknown>): string {
  const [, , signature] = token.split('.');
  const { header, payload } = decodeJwt(token);
  return `${b64(header)}.${b64({ ...payload, ...changes })}.${signature ?? ''}`;
}

/** Sleeps so that a revocation lands in a later second than the sign-in (validSince is seconds). */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));
