/**
 * The staff search of leads (issue 13: "search by name/phone/e-mail/message"; the reference,
 * street and town too), run on a fetched list like the admin's post search (DESIGN §5: "admin
 * search runs on the fetched list"): by the API for `GET /api/leads?search=` and the CSV export,
 * and by the admin on the list it holds (so what staff type need not travel in a URL). One rule
 * for both, so the table and the export agree. No imports: it loads with the admin's chunk only.
 *
 * Every word of the search must appear (in any field, any order), ignoring case and accents.
 * Phone numbers match on their digits, so "203-555-0142", "(203) 5550142" and "5550142" all find
 * +12035550142.
 */

/** The fields the search reads (contract Lead and the stored lead both have them). */
export interface SearchableLead {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  reference: string;
  street: string | null;
  town: string | null;
}

/** Lower case, accents removed (NFKD, combining marks dropped). */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const digits = (text: string) => text.replace(/\D+/gu, '');

/** The text a lead is searched in: name, e-mail, message, reference, street and town. */
function searchableText(lead: SearchableLead): string {
  return fold([lead.name, lead.email, lead.message, lead.reference, lead.street, lead.town].filter(Boolean).join('\n'));
}

/**
 * Does the lead match the search?
 * @param search what staff typed (trimmed by the contract's query schema); empty matches all
 */
export function matchesLeadSearch(lead: SearchableLead, search: string): boolean {
  const words = fold(search).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(lead);
  const phone = lead.phone ? digits(lead.phone) : '';
  // A search that looks like a phone number (digits and phone punctuation only) is one term.
  if (/^[\d\s()+.-]+$/u.test(search) && digits(search).length >= 3) {
    return (phone !== '' && phone.includes(digits(search))) || text.includes(fold(search.trim()));
  }
  return words.every((word) => text.includes(word) || (phone !== '' && /^\d{3,}$/u.test(word) && phone.includes(word)));
}
