/** The staff search of leads (lead-search.ts): words in any field, accents and case ignored, phone digits. */
import { describe, expect, it } from 'vitest';
import { matchesLeadSearch } from './lead-search';

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
    ['', true],
  ])('%j → %s', (search, found) => {
    expect(matchesLeadSearch(lead, search)).toBe(found);
  });

  it('matches no phone digits when the lead has no phone', () => {
    expect(matchesLeadSearch({ ...lead, phone: null }, '2035550142')).toBe(false);
  });
});
