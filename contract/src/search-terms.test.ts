import { describe, expect, it } from 'vitest';
import { matchesEveryWord, searchQueryWords, searchTermsOf } from './search-terms';

describe('search terms', () => {
  it('keeps every prefix of every word, folded', () => {
    const terms = searchTermsOf('José Smith', null, 'jo@example.com');
    expect(terms).toEqual(expect.arrayContaining(['jo', 'jos', 'jose', 'sm', 'smith', 'example', 'com']));
    expect(terms).not.toContain('j');
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('caps the field', () => {
    const long = Array.from({ length: 500 }, (_, i) => `word${i}xyz`).join(' ');
    expect(searchTermsOf(long).length).toBe(600);
  });

  it('queries the longest word and checks the rest', () => {
    const words = searchQueryWords('smi  José x');
    expect(words).toEqual(['jose', 'smi']);
    expect(matchesEveryWord(searchTermsOf('José Smith'), words)).toBe(true);
    expect(matchesEveryWord(searchTermsOf('José Jones'), words)).toBe(false);
  });
});
