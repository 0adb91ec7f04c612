import { describe, expect, it } from 'vitest';
import { preloadImageHtml } from './preload-image';

describe('preloadImageHtml', () => {
  it('preloads the AVIF srcset with the sizes of a path with variants', () => {
    expect(preloadImageHtml('/photos/a.jpg', '100vw')).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/photos/a-480w.avif 480w, /photos/a-800w.avif 800w, /photos/a-960w.avif 960w, /photos/a-1600w.avif 1600w" imagesizes="100vw" fetchpriority="high"/>',
    );
  });
  it('preloads any other path as itself, escaped', () => {
    expect(preloadImageHtml('https://cdn.example.com/a.jpg?x=1&y="2"', '100vw')).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.com/a.jpg?x=1&amp;y=&quot;2&quot;" fetchpriority="high"/>',
    );
  });
});
