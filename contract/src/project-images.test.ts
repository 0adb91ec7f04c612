import { describe, expect, it } from 'vitest';
import { defaultPhotoAlt, imagePathAlt, photoAlt, projectCardImage, projectImage } from './project-images';

const images = (featuredImageUrl: string | null, afterImageUrl: string | null, beforeImageUrl: string | null) => ({
  featuredImageUrl,
  afterImageUrl,
  beforeImageUrl,
});

describe('projectImage (spec §2: featured → after → before → placeholder)', () => {
  it('prefers the featured image', () => {
    expect(projectImage(images('/f.jpg', '/a.jpg', '/b.jpg'))).toBe('/f.jpg');
  });
  it('falls back to the after image, then the before image', () => {
    expect(projectImage(images(null, '/a.jpg', '/b.jpg'))).toBe('/a.jpg');
    expect(projectImage(images(null, null, '/b.jpg'))).toBe('/b.jpg');
  });
  it('returns null when there is no image (placeholder)', () => {
    expect(projectImage(images(null, null, null))).toBeNull();
  });
  it('skips empty strings', () => {
    expect(projectImage(images('', '  ', '/b.jpg'))).toBe('/b.jpg');
  });
  it('adds a leading slash to relative paths', () => {
    expect(projectImage(images('objects/uploads/x.jpg', null, null))).toBe('/objects/uploads/x.jpg');
  });
  it('leaves rooted paths and absolute URLs alone', () => {
    expect(projectImage(images('/photos/a.jpg', null, null))).toBe('/photos/a.jpg');
    expect(projectImage(images('https://cdn.example.com/a.jpg', null, null))).toBe('https://cdn.example.com/a.jpg');
  });
});

describe('alt texts (typed, else a default from the title)', () => {
  const post = {
    title: 'Patio',
    galleryImages: ['/g1.jpg', '/a.jpg'],
    galleryImageAlts: ['Steps'],
    beforeImageAlt: ' ',
    afterImageAlt: 'Finished patio',
    featuredImageUrl: null,
    beforeImageUrl: '/b.jpg',
    afterImageUrl: '/a.jpg',
  };
  it('defaults name the title and the photo', () => {
    expect(defaultPhotoAlt('before', ' Wall ')).toBe('Wall, before the work');
    expect(defaultPhotoAlt('after', '')).toBe('Project, after the work');
    expect(defaultPhotoAlt({ gallery: 2 }, 'Wall')).toBe('Wall, photo 3');
  });
  it('a typed alt text wins over the default; blank is no alt text', () => {
    expect(photoAlt(post, 'before')).toBe('Patio, before the work');
    expect(photoAlt(post, 'after')).toBe('Finished patio');
    expect(photoAlt(post, { gallery: 0 })).toBe('Steps');
    expect(photoAlt(post, { gallery: 1 })).toBe('Patio, photo 2');
  });
  it('any path finds its photo (gallery first); an unknown one gets the title', () => {
    expect(imagePathAlt(post, 'g1.jpg')).toBe('Steps');
    expect(imagePathAlt(post, '/a.jpg')).toBe('Patio, photo 2');
    expect(imagePathAlt(post, '/b.jpg')).toBe('Patio, before the work');
    expect(imagePathAlt(post, '/x.jpg')).toBe('Patio');
  });
  it('the card image is featured → after → before, with its alt text', () => {
    expect(projectCardImage({ ...post, featuredImageUrl: '/g1.jpg' })).toEqual({ src: '/g1.jpg', alt: 'Steps' });
    expect(projectCardImage({ ...post, galleryImages: [] })).toEqual({ src: '/a.jpg', alt: 'Finished patio' });
    expect(projectCardImage({ ...post, afterImageUrl: null, beforeImageUrl: null })).toBeNull();
  });
});
