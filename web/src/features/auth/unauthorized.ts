/**
 * "An unauthorized response on delete, status update, create or upload-URL is treated as logged
 * out and leads to the login redirect" (spec §6), with the toast of spec §8 and the 500 ms delay
 * of spec §9 ("login redirect 500 ms").
 */
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { clearSignedInHint } from './signed-in-hint';

/** Spec §9: login redirect delay. */
export const loginRedirectDelayMs = 500;

/** Navigates the browser to /api/login (returning to the current page) after 500 ms. */
export function redirectToLogin(): void {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(() => window.location.assign(paths.login(returnTo)), loginRedirectDelayMs);
}

/** Shows 'Unauthorized' / 'You are logged out. Logging in again...' and redirects to log in. */
export function handleUnauthorized(): void {
  clearSignedInHint();
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  redirectToLogin();
}
