/** viewDay and the browser id form ("once per browser per project per day"). */
import { describe, expect, it } from 'vitest';
import { browserIdPattern, viewDay } from './post-view';

describe('viewDay', () => {
  it('is the UTC calendar date, whatever the local time zone says', () => {
    expect(viewDay(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
    expect(viewDay(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
    // 8 p.m. in Connecticut on the 23rd is already the 24th in UTC.
    expect(viewDay(new Date('2026-11-23T20:00:00-05:00'))).toBe('2026-11-24');
    expect(viewDay(new Date('2028-02-29T12:00:00Z'))).toBe('2028-02-29');
  });
});

describe('browserIdPattern', () => {
  it('takes 22–64 base64url characters (the page sends 32 hex)', () => {
    expect(browserIdPattern.test('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(browserIdPattern.test('A-_'.repeat(8))).toBe(true);
    expect(browserIdPattern.test('short')).toBe(false);
    expect(browserIdPattern.test('x'.repeat(65))).toBe(false);
    expect(browserIdPattern.test('0123456789abcdef0123456789abcde/')).toBe(false);
  });
});
