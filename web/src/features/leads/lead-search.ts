/**
 * The Leads search (issue 13: "search by name/phone/e-mail/message"), run on the fetched list so
 * what staff type never travels in a URL. Also matches the reference a caller reads out
 * ("OV-7K3Q") and the town.
 */
import type { Lead } from '@site/contract/lead';

const digitsOf = (text: string) => text.replace(/\D/gu, '');

/**
 * Does `lead` match `search`? Case-insensitive substring of the name, e-mail, message, town or
 * reference; a search with 3 or more digits also matches the phone number by its digits, with or
 * without the country code ("555-0142", "2035550142" and "+1 203 555 0142" all find +12035550142).
 * An empty search matches everything.
 */
export function leadMatches(lead: Pick<Lead, 'name' | 'email' | 'phone' | 'message' | 'town' | 'reference'>, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  const texts = [lead.name, lead.email, lead.message, lead.town, lead.reference];
  if (texts.some((text) => text?.toLowerCase().includes(term))) return true;
  const digits = digitsOf(term);
  if (digits.length < 3 || !lead.phone || /[a-z]/u.test(term)) return false;
  const phone = digitsOf(lead.phone);
  return phone.includes(digits) || phone.includes(digits.replace(/^1/u, ''));
}

/** The leads that match `search`, in their order. */
export function searchLeads<L extends Parameters<typeof leadMatches>[0]>(leads: readonly L[], search: string): L[] {
  return leads.filter((lead) => leadMatches(lead, search));
}
