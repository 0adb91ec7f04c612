import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel-index';

describe('wrapIndex', () => {
  it('wraps forward past the last slide and backward before the first', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(3, 6)).toBe(3);
    expect(wrapIndex(-7, 6)).toBe(5);
  });
});
