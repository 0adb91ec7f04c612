/**
 * Does staff's published privacy policy still state the company's live values? The built-in
 * policy is written from the settings (content/site-pages.ts); once staff publish their own
 * text, its months, e-mail, phone and address are words they own, and a later Company save can
 * make them untrue. This finds where the text states one of them and the settings now say
 * another, so the admin says so (the Company section after a save, the policy's editor) with the
 * way to fix it, instead of the page drifting quietly.
 */
import type { SiteSettings } from './site-settings';
import { paragraphText } from './revision-text';

/** The settings the policy states. */
export type PrivacyFacts = Pick<SiteSettings, 'email' | 'phone' | 'address' | 'leadRetentionMonths'>;

/** One value the policy states differently from the settings. */
export interface PrivacyDrift {
  what: 'retention' | 'email' | 'phone' | 'address';
  /** What the policy says, as written there. */
  says: string;
  /** What the settings say now. */
  now: string;
}

const monthsPattern = /\b(\d{1,3})\s+months?\b/giu;
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
const phonePattern = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/gu;

/** The last ten digits of a phone number (US numbers as written with or without +1). */
const phoneDigits = (text: string) => text.replace(/\D/gu, '').slice(-10);

/** "24 months", "1 month". */
const monthsText = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

/** The distinct matches of `pattern` in `text`, in order. */
const found = (text: string, pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((m) => m[0]))];

/**
 * Where a policy states a live value other than the settings': the months requests are kept
 * (when it names some number of months, none of them the setting), the e-mail (when it gives
 * addresses, none the company's), the phone (likewise), and the street or town of `previous`
 * when the save changed them and the text still gives the old ones.
 * @param html the policy's body HTML
 * @param settings the company details now
 * @param previous the details before a save, when there was one (finds an old address)
 * @returns each value that differs, in that order; [] when the text agrees or states none
 */
export function privacyPolicyDrift(html: string, settings: PrivacyFacts, previous?: PrivacyFacts): PrivacyDrift[] {
  const text = paragraphText(html);
  const drift: PrivacyDrift[] = [];
  const months = found(text, monthsPattern);
  const keep = monthsText(settings.leadRetentionMonths);
  if (months.length > 0 && !months.some((m) => Number.parseInt(m, 10) === settings.leadRetentionMonths))
    drift.push({ what: 'retention', says: months.join(', '), now: keep });
  const emails = found(text, emailPattern);
  if (settings.email && emails.length > 0 && !emails.some((e) => e.toLowerCase() === settings.email.toLowerCase()))
    drift.push({ what: 'email', says: emails.join(', '), now: settings.email });
  const phones = found(text, phonePattern);
  const phone = phoneDigits(settings.phone);
  if (phone.length === 10 && phones.length > 0 && !phones.some((p) => phoneDigits(p) === phone))
    drift.push({ what: 'phone', says: phones.join(', '), now: settings.phone });
  if (previous) {
    const old = [previous.address.street, previous.address.city].filter(
      (part, i) => part.trim() && part !== [settings.address.street, settings.address.city][i] && text.includes(part),
    );
    if (old.length > 0)
      drift.push({
        what: 'address',
        says: old.join(', '),
        now: [settings.address.street, settings.address.city].filter((p) => p.trim()).join(', '),
      });
  }
  return drift;
}

/** The office's words for one drift, e.g. 'It says 24 months; requests are now kept 12 months.' */
export function privacyDriftText(drift: PrivacyDrift): string {
  if (drift.what === 'retention') return `It says ${drift.says}; requests are now kept ${drift.now}.`;
  if (drift.what === 'email') return `It gives the e-mail ${drift.says}; yours is now ${drift.now}.`;
  if (drift.what === 'phone') return `It gives the phone ${drift.says}; yours is now ${drift.now}.`;
  return `It gives the old address (${drift.says}); yours is now ${drift.now}.`;
}
