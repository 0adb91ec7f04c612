import { describe, expect, it } from 'vitest';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { builtInPageContent } from '@site/contract/content/site-pages';
import { pageInputSchema } from '@site/contract/page-input';
import { postSchema, type Post } from '@site/contract/post';
import { serviceInputSchema } from '@site/contract/service-input';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { overrideStatus, overrideStatusLabels, postsBySlug } from './override-status';
import { pageFormValues } from './page-form-values';
import { serviceEntryOf, serviceFormValues, serviceRequestBody } from './service-form-values';

const landscaping = serviceCatalog[0]!;

/** A service post as the API returns it (the schema's defaults for the rest). */
const post = (overrides: Partial<Post>): Post =>
  postSchema.parse({
    id: 'p1',
    slug: 'landscaping',
    type: 'service',
    title: 'Gardens',
    status: 'published',
    content: '<p>Our own text.</p>',
    excerpt: 'Our card.',
    image: '/objects/garden.jpg',
    imageAlt: 'A garden',
    postServices: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  });

describe('overrideStatus', () => {
  it('is built-in text without a post, edited when published, a draft edit otherwise', () => {
    expect(overrideStatusLabels[overrideStatus(undefined)]).toBe('Built-in text');
    expect(overrideStatusLabels[overrideStatus({ status: 'published' })]).toBe('Edited');
    expect(overrideStatusLabels[overrideStatus({ status: 'draft' })]).toBe('Draft edit');
    expect(overrideStatusLabels[overrideStatus({ status: 'archived' })]).toBe('Draft edit');
  });

  it('finds each slug’s post, the first (newest) when there are two', () => {
    const bySlug = postsBySlug([post({ id: 'new' }), post({ id: 'old' }), post({ id: 'f', slug: 'fertilizer' })]);
    expect(bySlug.get('landscaping')?.id).toBe('new');
    expect(bySlug.get('fertilizer')?.id).toBe('f');
    expect(bySlug.has('hydro-seeding')).toBe(false);
  });
});

describe('serviceFormValues', () => {
  it('starts from the built-in text as a draft, keeping the built-in photo (image "")', () => {
    const values = serviceFormValues(landscaping);
    expect(values).toEqual({
      type: 'service',
      slug: 'landscaping',
      title: landscaping.title,
      excerpt: landscaping.description,
      content: landscaping.longDescription.trim(),
      image: '',
      imageAlt: '',
      status: 'draft',
    });
    expect(serviceInputSchema.safeParse(values).success).toBe(true);
  });

  it('takes the post’s text, image and alt text; an archived post opens as a draft', () => {
    expect(serviceFormValues(landscaping, post({}))).toMatchObject({
      title: 'Gardens',
      excerpt: 'Our card.',
      content: '<p>Our own text.</p>',
      image: '/objects/garden.jpg',
      imageAlt: 'A garden',
      status: 'published',
    });
    const sparse = serviceFormValues(
      landscaping,
      post({ status: 'archived', excerpt: null, content: null, image: null, imageAlt: null }),
    );
    expect(sparse).toMatchObject({
      excerpt: landscaping.description,
      content: landscaping.longDescription.trim(),
      image: '',
      imageAlt: '',
      status: 'draft',
    });
  });

  it('sends no image and no alt text when none is uploaded, and the alt text with an image', () => {
    const parsed = serviceInputSchema.parse({
      ...serviceFormValues(landscaping),
      imageAlt: 'ignored without an image',
    });
    const body = serviceRequestBody(parsed);
    expect(body).not.toHaveProperty('image');
    expect(body).not.toHaveProperty('imageAlt');
    const withImage = serviceRequestBody(
      serviceInputSchema.parse({
        ...serviceFormValues(landscaping),
        image: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
        imageAlt: ' Lawn ',
      }),
    );
    expect(withImage).toMatchObject({ image: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', imageAlt: 'Lawn' });
  });

  it('starts a first-run service from its built-in text under its current address, a new one blank', () => {
    const moved = serviceEntryOf(
      {
        id: 'fertilizer',
        name: 'Lawn Feeding',
        slug: 'lawn-feeding',
        order: 6,
        icon: 'eco',
        hidden: false,
        hasText: true,
      },
      serviceCatalog,
    );
    expect(moved).toMatchObject({ slug: 'lawn-feeding', title: 'Lawn Feeding', icon: 'eco' });
    expect(moved.longDescription).toBe(serviceCatalog.find((entry) => entry.slug === 'fertilizer')?.longDescription);
    const added = serviceEntryOf(
      {
        id: 'snow-removal',
        name: 'Snow Removal',
        slug: 'snow-removal',
        order: 13,
        icon: 'park',
        hidden: false,
        hasText: false,
      },
      serviceCatalog,
    );
    expect(added).toMatchObject({ slug: 'snow-removal', title: 'Snow Removal', description: '', longDescription: '' });
  });
});

describe('pageFormValues', () => {
  const settings = { ...siteSettings, companyName: 'Stone & Sons', foundedYear: 2001 };

  it('starts from the built-in text for the company details in effect, as a draft', () => {
    const values = pageFormValues('about', settings);
    expect(values).toEqual({ type: 'page', slug: 'about', status: 'draft', ...builtInPageContent('about', settings) });
    expect(values.content).toContain('Stone &amp; Sons');
    expect(pageInputSchema.safeParse(pageFormValues('home', siteSettings)).success).toBe(true);
  });

  it('takes the post’s heading and text', () => {
    const page = post({
      type: 'page',
      slug: 'home',
      title: 'Welcome',
      content: '<p>Hello there, neighbors.</p>',
      status: 'draft',
    });
    expect(pageFormValues('home', settings, page)).toEqual({
      type: 'page',
      slug: 'home',
      title: 'Welcome',
      content: '<p>Hello there, neighbors.</p>',
      status: 'draft',
    });
  });
});
