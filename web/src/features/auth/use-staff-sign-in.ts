/**
 * The staff sign-in flow (DESIGN §7): Google → ID token → POST /api/session → sign the
 * client SDK out → full page load of `returnTo` (so the new `signed_in` hint cookie and the
 * session are seen by a fresh app). Lives in the sign-in route chunk with the Firebase SDK.
 * On the local Auth emulator the Google step is the local account chooser (ADR 0002).
 */
import { safeReturnTo } from '@site/contract/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getStaffAuth, signInWithEmulatorAccount, signInWithGoogle, signOutClient } from './firebase-auth';
import { createSession } from './api/create-session';
import type { EmulatorGoogleAccount } from './api/get-emulator-accounts';
import { readFirebaseConfig, type StaffFirebaseConfig } from './firebase-config';
import { isCancelledSignIn, signInErrorMessage } from './sign-in-errors';

export type StaffSignInState =
  | { step: 'idle' }
  /** The local emulator's account chooser is open. */
  | { step: 'choosing' }
  /** The Google window is open. */
  | { step: 'google' }
  /** The server is checking the token and creating the session. */
  | { step: 'session' }
  /** Signed in; the browser is loading `returnTo`. */
  | { step: 'redirecting' }
  /** The Google account is not staff (403): the server's message, shown as is. */
  | { step: 'not-staff'; message: string }
  /** Something failed; `cancelled` when the user only closed the Google window. */
  | { step: 'error'; message: string; cancelled: boolean };

/** Is the flow busy (button disabled)? */
export function isSigningIn(state: StaffSignInState): boolean {
  return state.step === 'google' || state.step === 'session' || state.step === 'redirecting';
}

export interface StaffSignIn {
  state: StaffSignInState;
  config: StaffFirebaseConfig;
  /** Starts sign-in; call it straight from a click (popup blockers allow only those). */
  signIn: () => Promise<void>;
  /** Emulator only: continues with the account picked in the local chooser. */
  chooseAccount: (account: EmulatorGoogleAccount) => Promise<void>;
  /** Emulator only: the chooser was closed without a pick. */
  cancelChoice: () => void;
}

/**
 * Runs the sign-in flow.
 * @param returnTo the raw `returnTo` query value; only a safe same-site path is followed
 */
export function useStaffSignIn(returnTo: string | null): StaffSignIn {
  const config = useMemo(() => readFirebaseConfig(), []);
  const [state, setState] = useState<StaffSignInState>({ step: 'idle' });

  // Set Auth up before the click, so the popup opens at once.
  useEffect(() => {
    getStaffAuth(config);
  }, [config]);

  /** Gets a token from `google`, then creates the session and leaves the page. */
  const complete = useCallback(
    async (google: () => Promise<string>) => {
      setState({ step: 'google' });
      let idToken: string;
      try {
        idToken = await google();
      } catch (error) {
        await signOutClient(config);
        setState({ step: 'error', message: signInErrorMessage(error), cancelled: isCancelledSignIn(error) });
        return;
      }
      setState({ step: 'session' });
      try {
        const outcome = await createSession(idToken);
        await signOutClient(config);
        if (outcome.kind === 'created') {
          setState({ step: 'redirecting' });
          window.location.assign(safeReturnTo(returnTo));
        } else if (outcome.kind === 'not-staff') {
          setState({ step: 'not-staff', message: outcome.message });
        } else {
          setState({ step: 'error', message: outcome.message, cancelled: false });
        }
      } catch (error) {
        await signOutClient(config);
        setState({ step: 'error', message: signInErrorMessage(error), cancelled: false });
      }
    },
    [config, returnTo],
  );

  const signIn = useCallback(async () => {
    if (config.authEmulatorUrl) setState({ step: 'choosing' });
    else await complete(() => signInWithGoogle(config));
  }, [complete, config]);

  const chooseAccount = useCallback(
    (account: EmulatorGoogleAccount) => complete(() => signInWithEmulatorAccount(config, account)),
    [complete, config],
  );

  const cancelChoice = useCallback(() => setState({ step: 'idle' }), []);

  return { state, config, signIn, chooseAccount, cancelChoice };
}
