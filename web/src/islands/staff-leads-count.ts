/**
 * The count of new leads on a public page, for signed-in staff (ADR 0024):
 * loaded by islands/staff-bits.ts once the sign-in check has a user, as a chunk of its own, so no
 * visitor's page carries the staff inbox's words.
 */
import { apiPaths } from '@site/contract/request-conventions';
import { leadsBadgeLabel, newLeadsBadgeText, parseNewLeadCount } from '../lib/new-lead-count';

/**
 * Fills the inbox links (`a[data-staff-leads]`) with the count of new leads (GET
 * /api/leads/summary Staff side), read once per page. A failed read leaves the plain
 * "Leads" link (the count is a convenience; the inbox itself says what is new).
 */
export async function showNewLeadCount(root: ParentNode): Promise<void> {
  let count: number;
  try {
    const res = await fetch(apiPaths.leadSummary, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return;
    count = parseNewLeadCount(await res.json());
  } catch {
    return;
  }
  const label = leadsBadgeLabel(count);
  const text = newLeadsBadgeText(count);
  root.querySelectorAll<HTMLElement>('a[data-staff-leads]').forEach((link) => {
    link.setAttribute('aria-label', label);
    link.title = label;
    link.dataset.newLeads = String(count);
    const badge = link.querySelector<HTMLElement>('[data-staff-leads-count]');
    if (!badge) return;
    badge.textContent = text;
    badge.hidden = text === '';
  });
}
