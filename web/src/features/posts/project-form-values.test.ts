import { describe, expect, it } from 'vitest';
import type { Post } from '@site/contract/post';
import { projectInputSchema } from '@site/contract/project-input';
import {
  autoAltText,
  effectiveMetaTitle,
  emptyProjectValues,
  postToFormValues,
  slugPreview,
  toProjectRequestBody,
} from './project-form-values';

const post: Post = {
  id: 'p1',
  slug: 'stone-patio',
  type: 'project',
  title: 'Stone Patio',
  status: 'archived',
  content: '<p>Bluestone patio &amp; steps.</p>',
  excerpt: null,
  location: 'Orange, CT',
  completionDate: null,
  metaTitle: 'Stone Patio',
  metaDescription: null,
  featuredImageUrl: null,
  image: null,
  imageAlt: null,
  galleryImages: [],
  beforeImageUrl: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
  afterImageUrl: null,
  galleryImageAlts: [],
  beforeImageAlt: null,
  afterImageAlt: null,
  serviceIds: ['patios-hardscape'],
  postServices: [],
  views: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('project form values', () => {
  it('starts as an empty draft project, which the schema rejects with the spec texts', () => {
    const values = emptyProjectValues();
    expect(values).toMatchObject({ status: 'draft', type: 'project', serviceIds: [], beforeImageUrl: '' });
    const result = projectInputSchema.safeParse(values);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Project title is required', 'Please provide project details']);
  });

  it('reads a stored post into the edit form', () => {
    expect(postToFormValues(post)).toEqual({
      ...emptyProjectValues(),
      title: 'Stone Patio',
      content: '<p>Bluestone patio &amp; steps.</p>',
      status: 'draft',
      location: 'Orange, CT',
      serviceIds: ['patios-hardscape'],
      beforeImageUrl: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
    });
    expect(postToFormValues({ ...post, status: 'published', metaTitle: 'Custom' })).toMatchObject({
      status: 'published',
      metaTitle: 'Custom',
    });
  });

  it('reads the gallery, alt texts and featured photo; a featured image set apart becomes the first gallery photo', () => {
    const withGallery = {
      ...post,
      galleryImages: ['/objects/g1.jpg', '/objects/g2.jpg'],
      galleryImageAlts: ['Steps'],
      featuredImageUrl: '/objects/g2.jpg',
      beforeImageAlt: 'Lawn',
    };
    expect(postToFormValues(withGallery)).toMatchObject({
      galleryImages: ['/objects/g1.jpg', '/objects/g2.jpg'],
      galleryImageAlts: ['Steps', ''],
      featuredImageUrl: '/objects/g2.jpg',
      beforeImageAlt: 'Lawn',
      afterImageAlt: '',
    });
    expect(postToFormValues({ ...withGallery, featuredImageUrl: '/photos/apart.jpg' })).toMatchObject({
      galleryImages: ['/photos/apart.jpg', '/objects/g1.jpg', '/objects/g2.jpg'],
      galleryImageAlts: ['', 'Steps', ''],
      featuredImageUrl: '/photos/apart.jpg',
    });
  });

  it('builds a request body the same schema accepts: body HTML, empty fields left out', () => {
    const parsed = projectInputSchema.parse({
      ...emptyProjectValues(),
      title: ' Patio ',
      content: '<h3>Line one</h3><ul><li><p>a</p></li></ul>',
      location: 'Orange, CT',
      beforeImageUrl: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
    });
    const body = toProjectRequestBody(parsed);
    expect(body).toEqual({
      title: 'Patio',
      content: '<h3>Line one</h3><ul><li><p>a</p></li></ul>',
      status: 'draft',
      type: 'project',
      serviceIds: [],
      location: 'Orange, CT',
      beforeImageUrl: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
      galleryImages: [],
      galleryImageAlts: [],
    });
    expect(projectInputSchema.parse(body)).toMatchObject({ excerpt: null, metaTitle: null, afterImageUrl: null });
  });

  it('counts the text of the body HTML for the 10-character rule (spec §5)', () => {
    const parse = (content: string) => projectInputSchema.safeParse({ ...emptyProjectValues(), title: 'T', content });
    expect(parse('<p></p><p>  </p><ul><li>short</li></ul>').success).toBe(false);
    expect(parse('<p>Ten chars!</p>').success).toBe(true);
    expect(parse('<p>a&amp;b&amp;c&amp;d</p>').success).toBe(false);
  });

  it('previews the slug, meta title and alt text', () => {
    expect(slugPreview('Stone Patio — Orange, CT')).toBe('stone-patio-orange-ct');
    expect(slugPreview('!!!')).toBe('project');
    expect(effectiveMetaTitle('  ', 'Title')).toBe('Title');
    expect(effectiveMetaTitle('Meta', 'Title')).toBe('Meta');
    expect(autoAltText('beforeImageUrl', ' Patio ')).toBe('Patio, before the work');
    expect(autoAltText('afterImageUrl', '')).toBe('Project, after the work');
  });
});
