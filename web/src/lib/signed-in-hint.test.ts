import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './signed-in-hint';

describe('hasSignedInHint', () => {
  it('finds the hint among other cookies', () => {
    expect(hasSignedInHint('a=1; signed_in=1; b=2')).toBe(true);
    expect(hasSignedInHint('signed_in=1')).toBe(true);
  });
  it('is false without it, when it is empty, or for a look-alike name', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('a=1; b=2')).toBe(false);
    expect(hasSignedInHint('signed_in=')).toBe(false);
    expect(hasSignedInHint('not_signed_in=1')).toBe(false);
  });
});
