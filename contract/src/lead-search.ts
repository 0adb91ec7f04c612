/**
 * The staff search of leads (spec: search by name, phone, e-mail and message; the reference,
 * street and town too), as a maintained search field (contract search-terms.ts; ADR 0037): every
 * stored lead keeps `searchTerms`, the prefixes of the words of its searchable fields, written
 * when the lead is stored and by the backfill migration. The API's search is an `array-contains`
 * query on the longest word and `matchesEveryWord` for the others: every word of the search must
 * begin a word of the lead (any field, any order), ignoring case and accents.
 *
 * Phone numbers match on their digits: the E.164 digits, the national number and every ending of
 * the national number of 4 digits or more are words of the lead, so "203-555-0142", "(203)
 * 5550142", "555 0142" and "0142" all find +12035550142.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { matchesEveryWord, searchQueryWords, searchTermsOf } from './search-terms';

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

/** Shortest ending of a phone number's national digits that is a word of its own (the last 4 digits). */
const phoneEndingMin = 4;

/**
 * The digit words of a stored (E.164) phone number: its digits, its national number and every
 * ending of the national number from `phoneEndingMin` digits on, as one space-separated text.
 */
export function phoneSearchText(phone: string | null): string {
  if (!phone) return '';
  const digits = phone.replace(/\D+/gu, '');
  const national = parsePhoneNumberFromString(phone)?.nationalNumber ?? digits;
  const endings = [];
  for (let start = 0; start <= national.length - phoneEndingMin; start += 1) endings.push(national.slice(start));
  return [digits, ...endings].join(' ');
}

/**
 * The `searchTerms` of a lead: the contact fields first (name, reference, e-mail, phone digits,
 * street, town), then the message's words, so the cap of `searchTermLimits.maxTerms` only ever
 * cuts the end of a long message (ADR 0037).
 */
export function leadSearchTerms(lead: SearchableLead): string[] {
  return searchTermsOf(
    lead.name,
    lead.reference,
    lead.email,
    phoneSearchText(lead.phone),
    lead.street,
    lead.town,
    lead.message,
  );
}

/**
 * Does a lead match the search, by the rule of the API's query (tests and the in-memory check of
 * the words after the first)?
 * @param search what staff typed; nothing searchable (empty, one letter) matches every lead
 */
export function matchesLeadSearch(lead: SearchableLead, search: string): boolean {
  return matchesEveryWord(leadSearchTerms(lead), searchQueryWords(search));
}
