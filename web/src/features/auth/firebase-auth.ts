/**
 * The Firebase Auth client SDK, used by the staff sign-in page only (DESIGN §7, §8: the SDK
 * loads only on that lazy route chunk; public pages never import this module).
 *
 * The SDK is a means to get one fresh Google ID token: the server turns it into the `__session`
 * cookie and the client signs out again, so the browser keeps no Firebase session. Hence
 * in-memory persistence (nothing in IndexedDB/localStorage) and no reactfire (ADR 0002).
 *
 * Real projects: signInWithPopup. It needs the opener to keep a handle on the popup: once the
 * site sends Cross-Origin-Opener-Policy, it must be `same-origin-allow-popups` (not
 * `same-origin`) on this page, or the popup cannot report back and sign-in hangs. The popup
 * flow also loads https://apis.google.com/js/api.js (gapi iframes) and frames
 * https://{authDomain}/__/auth/iframe: the CSP must allow both.
 *
 * The local Auth emulator: its popup chooser needs that same gapi script, inside the emulator's
 * own helper iframe too, so offline it cannot work. The sign-in page shows a local chooser of
 * the emulator's accounts instead and signs in with the emulator's fake Google credential
 * (signInWithEmulatorAccount). No popup resolver is set up then, so nothing loads gapi.
 */
import { initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import { fakeGoogleIdToken, type EmulatorGoogleAccount } from './api/get-emulator-accounts';
import type { StaffFirebaseConfig } from './firebase-config';

let staffAuth: Auth | undefined;

/**
 * The Auth instance of the sign-in page, made on first use (a named app, in-memory persistence,
 * and either the Auth emulator or the popup resolver).
 */
export function getStaffAuth(config: StaffFirebaseConfig): Auth {
  if (staffAuth) return staffAuth;
  const app = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    'staff-sign-in',
  );
  const auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    ...(config.authEmulatorUrl ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
  });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  staffAuth = auth;
  return auth;
}

/**
 * Opens the Google account chooser in a popup and returns the signed-in user's ID token.
 * Call it straight from a click handler (popup blockers allow only user-initiated popups).
 * @throws FirebaseError with `code` (auth/popup-closed-by-user, auth/popup-blocked,
 *   auth/network-request-failed, …)
 */
export async function signInWithGoogle(config: StaffFirebaseConfig): Promise<string> {
  const auth = getStaffAuth(config);
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider);
  return credential.user.getIdToken();
}

/**
 * Signs in to the Auth emulator as one of its Google accounts and returns the ID token
 * (the credential the emulator's own chooser would produce).
 * @throws FirebaseError (auth/network-request-failed when the emulator is down)
 */
export async function signInWithEmulatorAccount(
  config: StaffFirebaseConfig,
  account: EmulatorGoogleAccount,
): Promise<string> {
  const auth = getStaffAuth(config);
  const credential = await signInWithCredential(auth, GoogleAuthProvider.credential(fakeGoogleIdToken(account)));
  return credential.user.getIdToken();
}

/** Signs the client SDK out (the server session is the only session); never throws. */
export async function signOutClient(config: StaffFirebaseConfig): Promise<void> {
  try {
    await signOut(getStaffAuth(config));
  } catch {
    // Nothing is persisted (in-memory persistence): a failed sign-out leaves nothing behind.
  }
}
