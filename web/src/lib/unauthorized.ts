/**
 * "An unauthorized response on delete, status update, create or upload-URL is treated as logged
 * out and leads to the login redirect" (spec §6), with the toast of spec §8 and the 500 ms delay
 * of spec §9 ("login redirect 500 ms").
 */
import { toast } from './toast';
import { paths } from '../config/paths';
import { clearSignedInHint } from './signed-in-hint';

/** Spec §9: login redirect delay. */
export const loginRedirectDelayMs = 500;

/**
 * How long the redirect waits for the toast to be on screen before counting its 500 ms anyway
 * (the toast's chunk loads on the first toast; if it cannot load, the user must still get to
 * sign in). Not a spec figure: a slow phone on 3G fetches the ~15 KB chunk well within it.
 */
export const toastShownTimeoutMs = 3000;

/** Set once the page is on its way elsewhere: to sign in, or out through the Logout form. */
let loggingOut = false;

/** The current page, as the sign-in's return target. */
function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Someone who was not signed in opened a staff page (a bookmark, a shared link): straight to sign
 * in, returning here, with no "logged out" toast, since nobody was logged out. Replaces the
 * history entry, so Back does not come here again. Does nothing while the Logout form is on its
 * way (its answer clears the session, so the auth check may answer "signed out" before the page
 * leaves for /).
 */
export function goToSignIn(): void {
  if (loggingOut) return;
  loggingOut = true;
  window.location.replace(paths.login(currentPage()));
}

/**
 * Navigates the browser to /api/login (returning to the current page) 500 ms after `shown`
 * resolves (the toast that explains it is on screen; spec §9), or after `toastShownTimeoutMs`
 * plus 500 ms if it does not resolve by then. Without `shown`, 500 ms from now.
 */
export function redirectToLogin(shown: Promise<void> = Promise.resolve()): void {
  const returnTo = currentPage();
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, toastShownTimeoutMs));
  void Promise.race([shown, timeout]).then(() =>
    window.setTimeout(() => window.location.assign(paths.login(returnTo)), loginRedirectDelayMs),
  );
}

/**
 * The user is signing out (the Logout form is on its way): the server revokes the session before
 * it answers, so a request of the page answered 401 meanwhile is expected and must not send the
 * page to the sign-in screen ahead of the logout's own redirect to /.
 */
export function signingOut(): void {
  loggingOut = true;
}

/**
 * Shows 'Unauthorized' / 'You are logged out. Logging in again...' and redirects to log in; once
 * per page, however many requests answered 401 (the QueryClient's caches call it for every failed
 * query and mutation: lib/query-client.ts).
 */
export function handleUnauthorized(): void {
  if (loggingOut) return;
  loggingOut = true;
  clearSignedInHint();
  const shown = toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  redirectToLogin(shown);
}
