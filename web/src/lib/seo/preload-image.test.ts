import { describe, expect, it } from 'vitest';
import { preloadImageLink } from './preload-image';

/** What every image preload link carries (the LCP image, fetchpriority=high). */
const imagePreload = { tagName: 'link', rel: 'preload', as: 'image', fetchPriority: 'high' };

describe('preloadImageLink', () => {
  it('preloads the AVIF srcset with the sizes of a path with variants', () => {
    expect(preloadImageLink('/photos/a.jpg', '100vw')).toEqual({
      ...imagePreload,
      type: 'image/avif',
      imageSrcSet:
        '/photos/a-480w.avif 480w, /photos/a-800w.avif 800w, /photos/a-960w.avif 960w, /photos/a-1600w.avif 1600w',
      imageSizes: '100vw',
    });
  });
  it('preloads any other path as itself', () => {
    expect(preloadImageLink('https://cdn.example.com/a.jpg?x=1', '100vw')).toEqual({
      ...imagePreload,
      href: 'https://cdn.example.com/a.jpg?x=1',
    });
  });
});
