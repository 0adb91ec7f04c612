/** The staff search of leads (lead-search.ts): word beginnings in any field, accents and case ignored, phone digits. */
import { describe, expect, it } from 'vitest';
import { leadSearchTerms, matchesLeadSearch } from './lead-search';
import { searchTermLimits } from './search-terms';

describe('search', () => {
  const lead = {
    name: 'José Álvarez',
    phone: '+12035550142',
    email: 'JOSE@Example.com',
    message: 'Drainage by the back patio',
    reference: 'OV-7K3Q',
    street: '12 Orchard Lane',
    town: 'West Haven',
  };
  it.each([
    ['alvarez', true],
    ['JOSÉ', true],
    ['jose@example', true],
    ['patio drainage', true],
    ['patio pond', false],
    ['ov-7k3q', true],
    ['west haven', true],
    ['203-555-0142', true],
    ['(203) 5550142', true],
    ['555 0142', true],
    ['+1 203 555 0142', true],
    ['5550143', false],
    ['0142', true],
    ['wes hav', true],
    ['aven', false], // the beginning of a word, not any part of it
    ['12035550142', true],
    ['', true],
  ])('%j → %s', (search, found) => {
    expect(matchesLeadSearch(lead, search)).toBe(found);
  });

  it('keeps the contact fields when a long message fills the field', () => {
    const long = { ...lead, message: Array.from({ length: 400 }, (_, i) => `word${i}abcdefgh`).join(' ') };
    const terms = leadSearchTerms(long);
    expect(terms).toHaveLength(searchTermLimits.maxTerms);
    expect(matchesLeadSearch(long, 'west haven 0142 jose@example.com ov-7k3q')).toBe(true);
    expect(matchesLeadSearch(long, 'word399abc')).toBe(false); // the end of the message is cut
  });

  it('matches no phone digits when the lead has no phone', () => {
    expect(matchesLeadSearch({ ...lead, phone: null }, '2035550142')).toBe(false);
  });
});
