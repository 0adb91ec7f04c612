import { describe, expect, it } from 'vitest';
import { projectGalleryImages, projectImage, projectLeadImages } from './project-images';

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

describe('projectGalleryImages', () => {
  const base = { title: 'Patio', featuredImageUrl: null, afterImageUrl: null, beforeImageUrl: null, galleryImages: [] };
  it('is empty without images', () => {
    expect(projectGalleryImages(base)).toEqual([]);
  });
  it('lists featured, gallery, before, after without duplicates, with alt texts', () => {
    const list = projectGalleryImages({
      ...base,
      featuredImageUrl: '/f.jpg',
      galleryImages: ['g1.jpg', '/f.jpg'],
      beforeImageUrl: '/b.jpg',
      afterImageUrl: '/a.jpg',
    });
    expect(list.map((i) => i.src)).toEqual(['/f.jpg', '/g1.jpg', '/b.jpg', '/a.jpg']);
    expect(list[2]?.alt).toBe('Patio, before the work');
    expect(list[3]?.alt).toBe('Patio, after the work');
  });
});

describe('projectLeadImages (the photo of a project page largest paint)', () => {
  const base = { title: 'Patio', featuredImageUrl: null, afterImageUrl: null, beforeImageUrl: null, galleryImages: [] };
  it('is empty without photos', () => {
    expect(projectLeadImages(base)).toEqual([]);
  });
  it('is the after photo when the page starts with the comparison slider', () => {
    expect(projectLeadImages({ ...base, beforeImageUrl: 'b.jpg', afterImageUrl: '/a.jpg' })).toEqual(['/a.jpg']);
  });
  it('is the first gallery photo when other photos come above the slider', () => {
    const post = { ...base, galleryImages: ['/g.jpg'], beforeImageUrl: '/b.jpg', afterImageUrl: '/a.jpg' };
    expect(projectLeadImages(post)).toEqual(['/g.jpg']);
  });
  it('is the first gallery photo without a before/after pair', () => {
    expect(projectLeadImages({ ...base, featuredImageUrl: '/f.jpg', afterImageUrl: '/a.jpg' })).toEqual(['/f.jpg']);
    expect(projectLeadImages({ ...base, beforeImageUrl: '/b.jpg' })).toEqual(['/b.jpg']);
  });
});
