/**
 * Queries that look again on their own while shown (spec §9's "no polling" is the default, for the
 * post queries; these show what changes without anyone here doing anything).
 */

/**
 * The new-leads count in the navbar and the Leads inbox ("a lead arriving while the
 * inbox is open does not appear"): a visitor's request shows within a minute.
 */
export const leadsRefreshMs = 60_000;
