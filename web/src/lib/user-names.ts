/**
 * How a signed-in user is named in the navbar (spec §2 Navigation bar: "the user's first name
 * (or e-mail if no first name) with the profile image"). Plain functions with no imports, so
 * the public pages' staff script (islands/staff-bits.ts) and the React navbar share them.
 */

/** The fields of GET /api/auth/user (contract AuthUser) that name a user. */
export interface UserNameFields {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/** Name shown for a user: first name, else e-mail (spec §2 Navigation bar). */
export function displayName(user: Pick<UserNameFields, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}

/** One or two initials for an avatar without a profile image, e.g. "JD"; the e-mail's first letter without names. */
export function initials(user: UserNameFields): string {
  const parts = [user.firstName, user.lastName].filter((p): p is string => Boolean(p?.trim()));
  const letters = parts.length > 0 ? parts.map((p) => p.trim()[0]).join('') : user.email.slice(0, 1);
  return letters.slice(0, 2).toUpperCase();
}
