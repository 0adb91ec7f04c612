import { describe, expect, it } from 'vitest';
import {
  addGalleryPhotos,
  cardPhoto,
  keptFeatured,
  moveGalleryPhoto,
  removeGalleryPhoto,
  setGalleryAlt,
} from './gallery-photos';

const value = { paths: ['/a.jpg', '/b.jpg', '/c.jpg'], alts: ['A', ''] };

describe('gallery ordering', () => {
  it('adds uploads at the end in order, with trimmed alt texts, skipping repeats', () => {
    const { value: next, refused } = addGalleryPhotos(value, [
      { path: '/d.jpg', alt: ' Dusk ' },
      { path: '/a.jpg', alt: 'again' },
      { path: '/e.jpg', alt: '' },
    ]);
    expect(next).toEqual({
      paths: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg'],
      alts: ['A', '', '', 'Dusk', ''],
    });
    expect(refused).toBe(0);
  });

  it('stops at 20 photos and says how many did not fit', () => {
    const full = { paths: Array.from({ length: 19 }, (_, i) => `/p${i}.jpg`), alts: [] };
    const { value: next, refused } = addGalleryPhotos(full, [
      { path: '/x.jpg', alt: '' },
      { path: '/y.jpg', alt: '' },
      { path: '/z.jpg', alt: '' },
    ]);
    expect(next.paths).toHaveLength(20);
    expect(next.paths.at(-1)).toBe('/x.jpg');
    expect(refused).toBe(2);
  });

  it('moves a photo with its alt text, forwards and back; out-of-range moves change nothing', () => {
    expect(moveGalleryPhoto(value, 0, 2)).toEqual({ paths: ['/b.jpg', '/c.jpg', '/a.jpg'], alts: ['', '', 'A'] });
    expect(moveGalleryPhoto(value, 2, 0)).toEqual({ paths: ['/c.jpg', '/a.jpg', '/b.jpg'], alts: ['', 'A', ''] });
    expect(moveGalleryPhoto(value, 1, 7)).toEqual({ paths: value.paths, alts: ['A', '', ''] });
  });

  it('removes a photo with its alt text and sets one alt text', () => {
    expect(removeGalleryPhoto(value, 0)).toEqual({ paths: ['/b.jpg', '/c.jpg'], alts: ['', ''] });
    expect(setGalleryAlt(value, 2, 'Walls')).toEqual({ paths: value.paths, alts: ['A', '', 'Walls'] });
  });
});

describe('featured choice', () => {
  it('keeps the featured photo while the project has it, else none', () => {
    expect(keptFeatured('/b.jpg', ['/before.jpg', '/a.jpg', '/b.jpg'])).toBe('/b.jpg');
    expect(keptFeatured('/b.jpg', ['/before.jpg', '/a.jpg'])).toBe('');
    expect(keptFeatured('', ['/a.jpg'])).toBe('');
  });

  it('the card shows featured, else after, else before (spec §2)', () => {
    expect(cardPhoto('/f.jpg', '/after.jpg', '/before.jpg')).toBe('/f.jpg');
    expect(cardPhoto('', '/after.jpg', '/before.jpg')).toBe('/after.jpg');
    expect(cardPhoto('', '', '/before.jpg')).toBe('/before.jpg');
    expect(cardPhoto('', '', '')).toBe('');
  });
});
