/** A published project Post for the SEO builder tests (contract and functions). */
import type { Post } from '../post';

export const samplePost: Post = {
  id: 'demo-stone-patio',
  slug: 'stone-patio-guilford',
  type: 'project',
  title: 'Stone Patio in Guilford',
  status: 'published',
  content: '<p>A residential <strong>bluestone</strong> patio &amp; walkway.</p>',
  excerpt: null,
  location: 'Guilford, CT',
  completionDate: 'June 2024',
  metaTitle: null,
  metaDescription: null,
  featuredImageUrl: null,
  image: null,
  galleryImages: ['/objects/images/a.jpg', 'photos/after.jpg'],
  beforeImageUrl: '/photos/before.jpg',
  afterImageUrl: '/photos/after.jpg',
  galleryImageAlts: [],
  beforeImageAlt: null,
  afterImageAlt: null,
  serviceIds: ['patios-hardscape', 'gone'],
  postServices: [{ id: 'patios-hardscape', service: { name: 'Patios & Hardscape' } }],
  views: 0,
  createdAt: '2024-07-01T12:00:00.000Z',
  updatedAt: '2024-07-02T12:00:00.000Z',
};
