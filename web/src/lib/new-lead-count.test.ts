import { describe, expect, it } from 'vitest';
import { leadsBadgeLabel, newLeadsBadgeText, parseNewLeadCount } from './new-lead-count';

describe('parseNewLeadCount', () => {
  it('reads newCount from the summary', () => {
    expect(parseNewLeadCount({ newCount: 3 })).toBe(3);
    expect(parseNewLeadCount({ newCount: 0 })).toBe(0);
  });

  it('refuses a body that is not a count', () => {
    for (const body of [{}, { newCount: -1 }, { newCount: 1.5 }, { newCount: '3' }, null, []]) {
      expect(() => parseNewLeadCount(body), JSON.stringify(body)).toThrow('Unexpected lead summary');
    }
  });
});

describe('leadsBadgeLabel', () => {
  it('says how many leads are new', () => {
    expect(leadsBadgeLabel(0)).toBe('Leads: none new');
    expect(leadsBadgeLabel(1)).toBe('Leads: 1 new');
    expect(leadsBadgeLabel(12)).toBe('Leads: 12 new');
  });
});

describe('newLeadsBadgeText', () => {
  it('draws nothing at 0, the count up to 99, then 99+', () => {
    expect(newLeadsBadgeText(0)).toBe('');
    expect(newLeadsBadgeText(7)).toBe('7');
    expect(newLeadsBadgeText(99)).toBe('99');
    expect(newLeadsBadgeText(100)).toBe('99+');
  });
});
