import { describe, expect, it } from 'vitest';
import { isAllowedLink, normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    [' mailto:office@example.com ', 'mailto:office@example.com'],
    ['tel:+1 (203) 555-0142', 'tel:+12035550142'],
  ])('keeps https, mailto and tel links: %s', (typed, link) => {
    expect(normalizeLinkUrl(typed)).toBe(link);
  });

  it.each([
    ['example.com/stone', 'https://example.com/stone'],
    ['http://example.com', 'https://example.com'],
    ['office@example.com', 'mailto:office@example.com'],
    ['(203) 555-0142', 'tel:2035550142'],
  ])('completes what staff usually type: %s', (typed, link) => {
    expect(normalizeLinkUrl(typed)).toBe(link);
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
