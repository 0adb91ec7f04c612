import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (spec §5)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Stone Patio in Orange')).toBe('stone-patio-in-orange');
  });
  it('removes characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify("Smith's Patio & Walk, 2024!")).toBe('smiths-patio-walk-2024');
  });
  it('collapses repeated hyphens and spaces', () => {
    expect(slugify('Wall -- and   steps')).toBe('wall-and-steps');
  });
  it('trims leading and trailing hyphens', () => {
    expect(slugify('  - Pond - ')).toBe('pond');
  });
  it('returns an empty slug when nothing is left', () => {
    expect(slugify('!!!')).toBe('');
  });
});
