import { describe, expect, it } from 'vitest';
import { readCookie } from '../src/middleware/session';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; __session=abc.def; b=2', '__session')).toBe('abc.def');
  });
  it('unquotes and decodes values', () => {
    expect(readCookie('__session="a%20b"', '__session')).toBe('a b');
  });
  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('__session=%E0%A4%A', '__session')).toBe('%E0%A4%A');
  });
  it('returns undefined when missing', () => {
    expect(readCookie(undefined, '__session')).toBeUndefined();
    expect(readCookie('x__session=1; session=2', '__session')).toBeUndefined();
  });
});
