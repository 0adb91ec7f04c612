import { describe, expect, it } from 'vitest';
import { normalizeImagePath, srcSet } from './responsive-image';

describe('normalizeImagePath (spec §2: relative image paths get a leading slash)', () => {
  it('roots relative paths and trims', () => {
    expect(normalizeImagePath(' objects/uploads/a.jpg ')).toBe('/objects/uploads/a.jpg');
  });
  it('keeps rooted paths, http(s) and data URLs', () => {
    expect(normalizeImagePath('/photos/a.jpg')).toBe('/photos/a.jpg');
    expect(normalizeImagePath('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(normalizeImagePath('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
  it('never makes a protocol-relative URL to another host', () => {
    expect(normalizeImagePath('//evil.example/a.jpg')).toBe('/evil.example/a.jpg');
    expect(normalizeImagePath('\\\\evil.example/a.jpg')).toBe('/evil.example/a.jpg');
  });
});

describe('srcSet', () => {
  it('lists the width variants of a path that follows the convention', () => {
    expect(srcSet('/photos/a.jpg', 'avif')).toBe(
      '/photos/a-480w.avif 480w, /photos/a-800w.avif 800w, /photos/a-960w.avif 960w, /photos/a-1600w.avif 1600w',
    );
  });
  it('is null for other paths', () => {
    expect(srcSet('https://cdn.example.com/a.jpg', 'avif')).toBeNull();
  });
});
