import { describe, expect, it } from 'vitest';
import type { ServiceEntry } from '@site/contract/content/types';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { serviceSlugs } from '@site/contract/service';
import { resolveServiceContent } from './resolve-service-content';

const catalog: ServiceEntry[] = [
  {
    slug: 'fertilizer',
    title: 'Fertilizer Program',
    description: 'Feed',
    longDescription: '<p>Five parts</p>',
    image: '/photos/leaf.jpg',
    icon: 'eco',
  },
  {
    slug: 'fence-installation',
    title: 'Fence Installation',
    description: 'Fences',
    longDescription: '<p>Fence</p>',
    image: null,
    icon: 'fence',
  },
];

type ServicePost = NonNullable<Parameters<typeof resolveServiceContent>[0]>[number];

const post = (over: Partial<ServicePost> = {}): ServicePost => ({
  type: 'service',
  status: 'published',
  slug: 'fertilizer',
  title: 'Lawn Fertilizer',
  content: '<p>From the post</p>',
  excerpt: 'Post excerpt',
  metaDescription: null,
  featuredImageUrl: null,
  image: null,
  ...over,
});

describe('resolveServiceContent (spec §2: published service post with the slug, else built-in)', () => {
  it('uses the built-in entry when there are no posts', () => {
    const c = resolveServiceContent(undefined, 'fertilizer', catalog);
    expect(c).toMatchObject({
      title: 'Fertilizer Program',
      bodyHtml: '<p>Five parts</p>',
      image: '/photos/leaf.jpg',
      icon: 'eco',
      source: 'catalog',
    });
  });
  it('prefers a published service post with the matching slug', () => {
    const c = resolveServiceContent([post()], 'fertilizer', catalog);
    expect(c).toMatchObject({
      title: 'Lawn Fertilizer',
      bodyHtml: '<p>From the post</p>',
      description: 'Post excerpt',
      source: 'post',
    });
  });
  it('fills the post’s missing image, body and icon from the catalog', () => {
    const c = resolveServiceContent([post({ content: null })], 'fertilizer', catalog);
    expect(c).toMatchObject({ bodyHtml: '<p>Five parts</p>', image: '/photos/leaf.jpg', icon: 'eco' });
  });
  it('uses the post’s image with a leading slash', () => {
    expect(resolveServiceContent([post({ featuredImageUrl: 'objects/x.jpg' })], 'fertilizer', catalog)?.image).toBe(
      '/objects/x.jpg',
    );
  });
  it('ignores posts of another type, another slug or not published', () => {
    const others = [
      post({ type: 'project' }),
      post({ type: 'page' }),
      post({ slug: 'landscaping' }),
      post({ status: 'draft' }),
      post({ status: 'archived' }),
    ];
    expect(resolveServiceContent(others, 'fertilizer', catalog)?.source).toBe('catalog');
  });
  it('returns null for an unknown slug without a post (Service Not Found)', () => {
    expect(resolveServiceContent([], 'no-such-service', catalog)).toBeNull();
  });
  it('shows a published service post even when the catalog has no such slug', () => {
    const c = resolveServiceContent([post({ slug: 'snow-removal', title: 'Snow Removal' })], 'snow-removal', catalog);
    expect(c).toMatchObject({ title: 'Snow Removal', image: null, icon: 'grass' });
  });
  it('the real catalog resolves all 13 spec slugs', () => {
    for (const slug of serviceSlugs) expect(resolveServiceContent(undefined, slug)?.title).toBeTruthy();
    expect(serviceCatalog).toHaveLength(13);
  });
});
