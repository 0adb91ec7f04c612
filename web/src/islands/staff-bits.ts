/**
 * What signed-in staff see on a public page (spec §2 Navigation bar: "Admin (only when signed
 * in) … the user's first name (or e-mail if no first name) with the profile image, and a Logout
 * button" "Edit this page"; the home page's quick actions).
 *
 * Pages are the same for everyone (CDN-cached), so these parts are in every public page's HTML,
 * `hidden` (`[data-staff]`, `a[data-staff-edit]`). Only a browser holding the sign-in hint
 * cookie (ADR 0003) asks GET /api/auth/user; visitors make no request. With a user: the name,
 * initials and photo fill the `data-staff-*` parts and every `[data-staff]` shows, the visitor-only
 * phone button hides. A 401 (session ended) clears the stale hint and shows nothing; any other
 * failure shows nothing either (a public page never breaks on the staff check).
 */
import type { AuthUser } from '@site/contract/api';
import { apiPaths } from '@site/contract/request-conventions';
import { may } from '@site/contract/staff-roles';
import { clearSignedInHint, hasSignedInHint } from '../lib/signed-in-hint';
import { displayName, initials } from '../lib/user-names';

/** The user, null for no session (401, hint cleared), undefined when the check failed. */
async function fetchUser(): Promise<AuthUser | null | undefined> {
  try {
    const res = await fetch(apiPaths.authUser, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (res.status === 401) {
      clearSignedInHint();
      return null;
    }
    if (!res.ok) return undefined;
    const user = (await res.json()) as AuthUser | null;
    return user && typeof user.email === 'string' ? user : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `user` into the staff parts under `root` and shows them. */
export function showUser(root: ParentNode, user: AuthUser): void {
  const name = displayName(user);
  root.querySelectorAll('[data-staff-name]').forEach((el) => (el.textContent = name));
  root.querySelectorAll('[data-staff-welcome]').forEach((el) => (el.textContent = `Welcome back, ${name}`));
  root.querySelectorAll('[data-staff-title]').forEach((el) => el.setAttribute('title', name));
  root.querySelectorAll('[data-staff-initials]').forEach((el) => (el.textContent = initials(user)));
  if (user.profileImageUrl) {
    root.querySelectorAll<HTMLImageElement>('img[data-staff-avatar]').forEach((img) => {
      img.src = user.profileImageUrl!;
      img.hidden = false;
    });
  }
  root.querySelectorAll<HTMLElement>('[data-staff]').forEach((el) => (el.hidden = false));
  root.querySelectorAll<HTMLElement>('[data-visitor-only]').forEach((el) => (el.hidden = true));
}

/**
 * Shows the staff parts of the page when this browser is signed in as staff, then the count of
 * new leads for the roles that may see them.
 * @param cookies document.cookie (the hint)
 */
export async function showStaffBits(root: ParentNode, cookies: string = document.cookie): Promise<void> {
  if (!hasSignedInHint(cookies)) return;
  const edits = root.querySelectorAll<HTMLElement>('a[data-staff-edit]');
  edits.forEach((link) => (link.hidden = false));
  const user = await fetchUser();
  if (user === null) edits.forEach((link) => (link.hidden = true));
  if (!user) return;
  showUser(root, user);
  // The roles that may see leads only (ADR 0033: Crew get 403 there).
  if (!may(user.role, 'leads')) return;
  // Staff only: its own chunk, which no visitor's page downloads.
  const { showNewLeadCount } = await import('./staff-leads-count');
  await showNewLeadCount(root);
}
