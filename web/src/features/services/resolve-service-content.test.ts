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

type Override = NonNullable<Parameters<typeof resolveServiceContent>[0]>;

const override = (over: Partial<Override> = {}): Override => ({
  title: 'Lawn Fertilizer',
  description: 'Post excerpt',
  bodyHtml: '<p>From the post</p>',
  image: null,
  imageAlt: null,
  metaDescription: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('resolveServiceContent (spec §2: published service post with the slug, else built-in)', () => {
  it('uses the built-in entry when no service post is published', () => {
    const c = resolveServiceContent(undefined, 'fertilizer', catalog);
    expect(c).toMatchObject({
      title: 'Fertilizer Program',
      bodyHtml: '<p>Five parts</p>',
      image: '/photos/leaf.jpg',
      icon: 'eco',
      source: 'catalog',
    });
  });
  it('prefers the published service post of the slug', () => {
    const c = resolveServiceContent(override(), 'fertilizer', catalog);
    expect(c).toMatchObject({
      title: 'Lawn Fertilizer',
      bodyHtml: '<p>From the post</p>',
      description: 'Post excerpt',
      source: 'post',
    });
  });
  it('fills the post’s missing image, body and icon from the catalog', () => {
    const c = resolveServiceContent(override({ bodyHtml: null, description: ' ' }), 'fertilizer', catalog);
    expect(c).toMatchObject({
      bodyHtml: '<p>Five parts</p>',
      description: 'Feed',
      image: '/photos/leaf.jpg',
      icon: 'eco',
    });
  });
  it('uses the post’s image with a leading slash', () => {
    expect(resolveServiceContent(override({ image: 'objects/x.jpg' }), 'fertilizer', catalog)?.image).toBe(
      '/objects/x.jpg',
    );
  });
  it('returns null for an unknown slug without a post (Service Not Found)', () => {
    expect(resolveServiceContent(undefined, 'no-such-service', catalog)).toBeNull();
  });
  it('shows a published service post even when the catalog has no such slug', () => {
    const c = resolveServiceContent(override({ title: 'Snow Removal' }), 'snow-removal', catalog);
    expect(c).toMatchObject({ title: 'Snow Removal', image: null, icon: 'grass' });
  });
  it('the real catalog resolves all 13 spec slugs', () => {
    for (const slug of serviceSlugs) expect(resolveServiceContent(undefined, slug)?.title).toBeTruthy();
    expect(serviceCatalog).toHaveLength(13);
  });
});
