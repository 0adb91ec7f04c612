import { describe, expect, it } from 'vitest';
import { apiStatusOf, leadListStatusOptions, pagePositionText } from './lead-filters';

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

  it('asks the API for its inbox (no status) or one status', () => {
    expect(apiStatusOf('inbox')).toBeUndefined();
    expect(apiStatusOf('won')).toBe('won');
  });

  it('says where a page sits in its list, and when the total is only the most there can be', () => {
    expect(pagePositionText(0, 25, 10_000, true)).toBe('1–25 of 10,000');
    expect(pagePositionText(9_975, 25, 10_000, true)).toBe('9,976–10,000 of 10,000');
    expect(pagePositionText(25, 3, 312, false)).toBe('26–28 of at most 312');
    expect(pagePositionText(0, 0, 0, true)).toBe('0 of 0');
    expect(pagePositionText(25, 0, 40, false)).toBe('No more matches');
  });
});
