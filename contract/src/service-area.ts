/**
 * The company's service area (spec §1: "New Haven and Fairfield Counties"), as towns, so the
 * request form can tell a visitor when their town is outside it (issue 13: "the form says when the
 * town is outside New Haven and Fairfield Counties, but still accepts it").
 *
 * Source: Connecticut's 169 towns by county (CT State Library, "Connecticut Towns by County"):
 * New Haven County has 27 towns, Fairfield County 23. A few well-known villages and sections
 * that people give as their town (Cos Cob, Southport, Stony Creek …) are added, so the form does
 * not warn a visitor who lives in the area. No zod here: the form's first load stays small.
 */

/** The 27 towns of New Haven County, CT. */
export const newHavenCountyTowns = [
  'Ansonia',
  'Beacon Falls',
  'Bethany',
  'Branford',
  'Cheshire',
  'Derby',
  'East Haven',
  'Guilford',
  'Hamden',
  'Madison',
  'Meriden',
  'Middlebury',
  'Milford',
  'Naugatuck',
  'New Haven',
  'North Branford',
  'North Haven',
  'Orange',
  'Oxford',
  'Prospect',
  'Seymour',
  'Southbury',
  'Wallingford',
  'Waterbury',
  'West Haven',
  'Wolcott',
  'Woodbridge',
] as const;

/** The 23 towns of Fairfield County, CT. */
export const fairfieldCountyTowns = [
  'Bethel',
  'Bridgeport',
  'Brookfield',
  'Danbury',
  'Darien',
  'Easton',
  'Fairfield',
  'Greenwich',
  'Monroe',
  'New Canaan',
  'New Fairfield',
  'Newtown',
  'Norwalk',
  'Redding',
  'Ridgefield',
  'Shelton',
  'Sherman',
  'Stamford',
  'Stratford',
  'Trumbull',
  'Weston',
  'Westport',
  'Wilton',
] as const;

/** Villages and sections inside those towns that people commonly write as their town. */
const villages = [
  'Cos Cob',
  'Old Greenwich',
  'Riverside',
  'Byram',
  'Glenville',
  'Southport',
  'Greens Farms',
  'Georgetown',
  'Sandy Hook',
  'Stevenson',
  'Botsford',
  'Devon',
  'Stony Creek',
  'Short Beach',
  'Northford',
  'Yalesville',
  'Quaker Hill',
  'Westville',
  'Fair Haven',
  'Mount Carmel',
  'Heritage Village',
  'Pine Orchard',
  'Indian Neck',
];

const known = new Set([...newHavenCountyTowns, ...fairfieldCountyTowns, ...villages].map(normalizeTown));

/** Lower case, no punctuation, single spaces, without a trailing ", CT" or " Connecticut". */
function normalizeTown(town: string): string {
  return town
    .toLowerCase()
    .replace(/,?\s*(ct|conn\.?|connecticut)\.?$/u, '')
    .replace(/[^a-z\s]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * Is `town` in New Haven or Fairfield County? Case, punctuation and a trailing ", CT" are ignored.
 * @param town what the visitor typed, e.g. "west haven, CT"
 * @returns true inside the area; false outside it; null when `town` is empty (nothing to say)
 */
export function isTownInServiceArea(town: string | null | undefined): boolean | null {
  const normalized = normalizeTown(town ?? '');
  if (normalized === '') return null;
  return known.has(normalized);
}
