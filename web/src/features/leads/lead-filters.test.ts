import { describe, expect, it } from 'vitest';
import { apiStatusOf, leadListStatusOptions, visibleLeads } from './lead-filters';

const lead = (name: string, status: 'new' | 'won') => ({
  name,
  status,
  email: null,
  phone: null,
  message: 'A message',
  town: null,
  street: null,
  reference: 'OV-AAAA',
});

describe('lead filters', () => {
  it('offers the inbox first, then every status', () => {
    expect(leadListStatusOptions.map((o) => o.value)).toEqual([
      'inbox',
      'new',
      'contacted',
      'quoted',
      'won',
      'lost',
      'spam',
    ]);
    expect(leadListStatusOptions[0]?.label).toBe('All but spam');
  });

  it('asks the API for its inbox (no status) or one status, and searches what it returned by the API’s rule', () => {
    expect(apiStatusOf('inbox')).toBeUndefined();
    expect(apiStatusOf('won')).toBe('won');
    const leads = [lead('Ann', 'new'), lead('Cy', 'won')];
    expect(visibleLeads(leads, { status: 'inbox', search: '' }).map((l) => l.name)).toEqual(['Ann', 'Cy']);
    expect(visibleLeads(leads, { status: 'inbox', search: 'cy' }).map((l) => l.name)).toEqual(['Cy']);
    expect(
      visibleLeads([{ ...lead('Dee', 'new'), phone: '+12035550142' }], { status: 'inbox', search: '(203) 555-0142' }),
    ).toHaveLength(1);
  });
});
