/**
 * The company's service area as towns (company details `serviceTowns`), so the request form can
 * tell a visitor when their town is outside it, and still accept the request (spec §2 Contact).
 * A company that lists no towns gets no such note: nothing is claimed about where it works.
 * No zod here: the form's first load stays small.
 */

/** Lower case, accents and punctuation gone, single spaces, without what follows a comma ("Milford, CT" → "milford"). */
export function normalizeTown(town: string): string {
  return town
    .split(',')[0]!
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * Is `town` one of the company's towns? Case, accents, punctuation and a trailing ", CT" are ignored.
 * @param town what the visitor typed, e.g. "west haven, CT"
 * @param serviceTowns the company's towns (company details)
 * @returns true inside the area; false outside it; null when `town` is empty or the company lists
 *   no towns (nothing to say)
 */
export function isTownInServiceArea(town: string | null | undefined, serviceTowns: readonly string[]): boolean | null {
  const normalized = normalizeTown(town ?? '');
  if (normalized === '' || serviceTowns.length === 0) return null;
  return serviceTowns.some((known) => normalizeTown(known) === normalized);
}

/** What staff see beside a town outside the area (the inbox, the office e-mail, the CSV's column). */
export const outsideAreaText = 'Outside the towns you serve';

/** The note under a town outside the area on the request form. */
export const outsideAreaNote =
  'This town is outside the area where we usually work. You can still send your request: we will tell you if we can help.';
