/**
 * The count of new leads in the staff header , read from GET
 * /api/leads/summary: its parsing and its words, shared by the staff pages' badge
 * (components/layouts/nav-leads-badge.tsx) and the public pages' site island (islands/staff-bits.ts).
 * No dependencies: the island carries it to every public page a signed-in staff member opens.
 */

/**
 * The count in a GET /api/leads/summary body (contract leadSummarySchema `{newCount}`), checked
 * by hand: the contract's lead module would bring zod and the phone metadata (~50 KB gzip) into
 * the navbar of every staff page for one number.
 * @throws Error 'Unexpected lead summary' when the body is not `{newCount: integer ≥ 0}`
 */
export function parseNewLeadCount(body: unknown): number {
  const count = (body as { newCount?: unknown } | null)?.newCount;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new Error('Unexpected lead summary');
  return count;
}

/** What the button says to screen readers and in its tooltip. */
export function leadsBadgeLabel(count: number): string {
  return count === 0 ? 'Leads: none new' : `Leads: ${count} new`;
}

/** The number drawn on the badge: none at 0, "99+" above 99. */
export function newLeadsBadgeText(count: number): string {
  return count === 0 ? '' : count > 99 ? '99+' : String(count);
}
