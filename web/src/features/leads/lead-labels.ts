/**
 * How the admin shows a lead's values: the contract's labels for statuses,
 * timeframes and notification states, plus sector and service names, the received time and the
 * phone number as people read them.
 */
import type { LeadDuplicate, LeadSector } from '@site/contract/lead';
import { toDisplayPhone } from '@site/contract/phone';

export { leadStatusLabels, leadTimeframeLabels, notificationStateLabels } from '@site/contract/lead';

/** Residential or Commercial. */
export const leadSectorLabels: Record<LeadSector, string> = { residential: 'Residential', commercial: 'Commercial' };

/**
 * The names of a lead's services joined with commas, or 'No service chosen'.
 * @param nameOf a service's name by slug (lib/managed-services.ts useServiceNames)
 */
export function serviceList(slugs: readonly string[], nameOf: (slug: string) => string | null): string {
  return slugs.length > 0 ? slugs.map((slug) => nameOf(slug) ?? slug).join(', ') : 'No service chosen';
}

/** An E.164 number as people read it: "(203) 555-0142" for US numbers, else international. */
export function formatPhone(e164: string): string {
  return toDisplayPhone(e164)?.display ?? e164;
}

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayThisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayOtherYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When a lead arrived, short, in this browser's time zone: "Today, 2:31 PM", "Yesterday, 9:05 AM",
 * "Nov 24, 2:31 PM", or "Nov 24, 2025" in another year.
 * @param iso an ISO 8601 date-time; @param now the present (tests)
 */
export function formatReceived(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return `Today, ${time.format(date)}`;
  if (days === 1) return `Yesterday, ${time.format(date)}`;
  if (date.getFullYear() !== now.getFullYear()) return dayOtherYear.format(date);
  return `${dayThisYear.format(date)}, ${time.format(date)}`;
}

/** The full date and time, e.g. "Tuesday, November 24, 2026 at 2:31 PM" (tooltips, the detail view). */
export function formatFullDate(iso: string): string {
  return full.format(new Date(iso));
}

/**
 * The duplicate hint of a lead, e.g. "Same phone as OV-7K3Q", "Same phone and e-mail as
 * 2 other leads"; null when there is none.
 */
export function duplicateHint(duplicates: readonly Pick<LeadDuplicate, 'reference' | 'by'>[]): string | null {
  if (duplicates.length === 0) return null;
  const by = new Set(duplicates.flatMap((d) => d.by));
  const what = [by.has('phone') ? 'phone' : null, by.has('email') ? 'e-mail' : null].filter(Boolean).join(' and ');
  return `Same ${what} as ${duplicates.length === 1 ? duplicates[0]!.reference : `${duplicates.length} other leads`}`;
}

/** The first `max` characters of a message on one line (a preview), with "…" when cut. */
export function messagePreview(message: string, max = 140): string {
  const line = message.replace(/\s+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
