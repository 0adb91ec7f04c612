/**
 * The small rules of leads: the reference format (contract leadReferencePattern, Crockford base32),
 * the spam signals (honeypot, minimum fill time) and the e-mail backoff.
 */
import { describe, expect, it } from 'vitest';
import { leadReferencePattern, leadReferencePrefix } from '@site/contract/lead';
import { crockfordAlphabet, randomLeadReference, referenceCandidates } from './lead-reference';
import { firstRetryDelayMs, maxRetryDelayMs, retryDelayMs } from './lead-mail-schedule';
import { minimumFillMs, spamSignalsOf } from './lead-spam';

describe('lead references', () => {
  it('are the prefix, a dash and 4 Crockford base32 characters (no I, L, O, U), from the whole alphabet', () => {
    expect(crockfordAlphabet).toHaveLength(32);
    expect(crockfordAlphabet).not.toMatch(/[ILOU]/);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const reference = randomLeadReference('OV');
      expect(reference).toMatch(leadReferencePattern);
      for (const c of reference.slice(3)) seen.add(c);
    }
    expect(seen.size).toBe(32);
    expect(randomLeadReference('OV', () => 0)).toBe('OV-0000');
    expect(randomLeadReference('GSW', () => 31)).toBe('GSW-ZZZZ');
  });

  it('offers distinct candidates', () => {
    const candidates = referenceCandidates(8, 'AC');
    expect(new Set(candidates).size).toBe(8);
    let n = 0;
    // A source that repeats itself still yields distinct candidates.
    expect(referenceCandidates(3, 'OV', () => Math.floor(n++ / 8) % 32)).toEqual(['OV-0000', 'OV-1111', 'OV-2222']);
  });

  it.each([
    [{ shortName: 'Orange Valley', companyName: 'Orange Valley Landscaping & Masonry' }, 'OV'],
    [{ shortName: 'Acme', companyName: 'Acme Landscaping' }, 'AC'],
    [{ shortName: 'Green & Stone Works of Ohio', companyName: '' }, 'GSW'],
    [{ shortName: '', companyName: 'Élan Gardens' }, 'EG'],
    [{ shortName: '', companyName: '' }, 'RQ'],
  ])('take their prefix from the company: %o → %s', (company, prefix) => {
    expect(leadReferencePrefix(company)).toBe(prefix);
    expect(`${prefix}-7K3Q`).toMatch(leadReferencePattern);
  });
});

describe('spam signals', () => {
  const now = 1_800_000_000_000;
  it.each([
    [{ website: '', startedAt: now - 60_000 }, []],
    [{ website: '   ', startedAt: now - minimumFillMs }, []],
    [{ website: 'http://spam.example', startedAt: now - 60_000 }, ['honeypot']],
    [{ startedAt: now - minimumFillMs + 1 }, ['too-fast']],
    [{ website: 'x', startedAt: now }, ['honeypot', 'too-fast']],
    [{ startedAt: now + 3_600_000 }, []],
    [{}, []],
  ])('%j → %j', (evidence, signals) => {
    expect(spamSignalsOf(evidence, now)).toEqual(signals);
  });
});

describe('retry backoff', () => {
  it('doubles from 5 minutes to at most 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      5, 10, 20, 40, 80, 160, 320, 360, 360, 360,
    ]);
    expect(retryDelayMs(1)).toBe(firstRetryDelayMs);
    expect(retryDelayMs(100)).toBe(maxRetryDelayMs);
  });
});
