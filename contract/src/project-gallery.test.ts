import { describe, expect, it } from 'vitest';
import { projectGalleryImages, projectLeadImages, projectPhotoLayout } from './project-gallery';

describe('projectGalleryImages', () => {
  const base = { title: 'Patio', featuredImageUrl: null, afterImageUrl: null, beforeImageUrl: null, galleryImages: [] };
  it('is empty without images', () => {
    expect(projectGalleryImages(base)).toEqual([]);
  });
  it('lists the gallery in the order staff gave it, then before and after, without duplicates', () => {
    const list = projectGalleryImages({
      ...base,
      featuredImageUrl: '/f.jpg',
      galleryImages: ['g1.jpg', '/f.jpg'],
      beforeImageUrl: '/b.jpg',
      afterImageUrl: '/a.jpg',
    });
    expect(list.map((i) => i.src)).toEqual(['/g1.jpg', '/f.jpg', '/b.jpg', '/a.jpg']);
    expect(list.map((i) => i.alt)).toEqual([
      'Patio, photo 1',
      'Patio, photo 2',
      'Patio, before the work',
      'Patio, after the work',
    ]);
  });
  it('puts a featured image that is none of the photos (older posts) first, with the title', () => {
    const list = projectGalleryImages({ ...base, featuredImageUrl: '/f.jpg', galleryImages: ['/g1.jpg'] });
    expect(list).toEqual([
      { src: '/f.jpg', alt: 'Patio' },
      { src: '/g1.jpg', alt: 'Patio, photo 1' },
    ]);
  });
  it('uses the alt texts staff typed, by position', () => {
    const list = projectGalleryImages({
      ...base,
      galleryImages: ['/g1.jpg', '/g2.jpg'],
      galleryImageAlts: ['', ' Steps at dusk '],
    });
    expect(list.map((i) => i.alt)).toEqual(['Patio, photo 1', 'Steps at dusk']);
  });
  it('the comparison slider carries the before and after alt texts', () => {
    const post = { ...base, beforeImageUrl: '/b.jpg', afterImageUrl: '/a.jpg', afterImageAlt: 'Finished patio' };
    expect(projectPhotoLayout(post).comparison).toEqual({
      before: { src: '/b.jpg', alt: 'Patio, before the work' },
      after: { src: '/a.jpg', alt: 'Finished patio' },
    });
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
