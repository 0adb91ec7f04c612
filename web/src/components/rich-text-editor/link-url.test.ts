import { describe, expect, it } from 'vitest';
import { isAllowedLink, normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it('keeps https, mailto and tel links', () => {
    expect(normalizeLinkUrl('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(normalizeLinkUrl(' mailto:office@example.com ')).toBe('mailto:office@example.com');
    expect(normalizeLinkUrl('tel:+1 (203) 555-0142')).toBe('tel:+12035550142');
  });

  it('completes what staff usually type', () => {
    expect(normalizeLinkUrl('example.com/stone')).toBe('https://example.com/stone');
    expect(normalizeLinkUrl('http://example.com')).toBe('https://example.com');
    expect(normalizeLinkUrl('office@example.com')).toBe('mailto:office@example.com');
    expect(normalizeLinkUrl('(203) 555-0142')).toBe('tel:2035550142');
  });

  it('refuses other schemes and non-links', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      '//example.com',
      '',
      'hello world',
      'https://',
      '555',
    ]) {
      expect(normalizeLinkUrl(bad), bad).toBeNull();
    }
  });
});

describe('isAllowedLink', () => {
  it('accepts only normalized links of the allowed schemes', () => {
    expect(isAllowedLink('https://example.com')).toBe(true);
    expect(isAllowedLink('tel:+12035550142')).toBe(true);
    expect(isAllowedLink('http://example.com')).toBe(false);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
  });
});
