/**
 * The demo company's towns (its `serviceTowns` company detail): spec §1's "New Haven and Fairfield
 * Counties", from Connecticut's towns by county (CT State Library, "Connecticut Towns by County":
 * New Haven County 27 towns, Fairfield County 23), with villages and sections people give as
 * their town (Cos Cob, Southport, Stony Creek …). Demo data only: a real company types its own.
 */

/** The 27 towns of New Haven County, CT. */
const newHavenCountyTowns = [
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
const fairfieldCountyTowns = [
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

/** Every town of the demo company's service area. */
export const demoServiceTowns: string[] = [...newHavenCountyTowns, ...fairfieldCountyTowns, ...villages];
