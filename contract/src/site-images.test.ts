import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectInputSchema } from './project-input';
import { serviceInputSchema } from './service-input';
import { builtInPhotoNames, siteImagePath, uploadedObjectNames } from './site-images';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** Image values an attacker tried , and the rest of what is not this site's image. */
const refused = [
  '/api/logout',
  '/objects/../api/logout',
  '/objects/%2e%2e/api/logout',
  '/objects/%2E%2E/api/logout',
  '/objects/..%2fapi/logout',
  '/api/lo\tgout',
  '/api/lo\u0000gout',
  `/objects/${uuid}.jpg?x=1`,
  `/objects/${uuid}.jpg#x`,
  `/objects/${uuid}.jpg/../../api/logout`,
  `/objects/./${uuid}.jpg`,
  `/objects//${uuid}.jpg`,
  `/objects/${uuid.toUpperCase()}.jpg`,
  `/objects/${uuid}.png`,
  `/objects/${uuid}-123w.webp`,
  `/objects/${uuid}.jpg\u0000`,
  `/objects/${uuid}\u200b.jpg`,
  `\\objects\\${uuid}.jpg`,
  `https://evil.example/objects/${uuid}.jpg`,
  `//evil.example/objects/${uuid}.jpg`,
  `http://127.0.0.1:5050/objects/${uuid}.jpg`,
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'objects/abc.jpg',
  '/objects/abc.jpg',
  '/photos/not-a-builtin.jpg',
  '/photos/../api/logout',
  '/photos/green-meadow.jpg.exe',
  '/photos/%67reen-meadow.jpg',
  '',
];

describe('siteImagePath: the one rule for a stored image URL', () => {
  it("accepts this site's uploaded objects and built-in photos, with their variants, as their master path", () => {
    expect(siteImagePath(`/objects/${uuid}.jpg`)).toEqual({
      kind: 'object',
      name: uuid,
      masterPath: `/objects/${uuid}.jpg`,
    });
    expect(siteImagePath(`/objects/${uuid}-960w.webp`)).toEqual({
      kind: 'object',
      name: uuid,
      masterPath: `/objects/${uuid}.jpg`,
      variant: { width: 960, format: 'webp' },
    });
    expect(siteImagePath('/photos/green-meadow.jpg')).toEqual({
      kind: 'photo',
      name: 'green-meadow',
      masterPath: '/photos/green-meadow.jpg',
    });
    expect(siteImagePath('/photos/green-meadow-480w.avif')?.masterPath).toBe('/photos/green-meadow.jpg');
  });

  it.each(refused)('refuses %j', (value) => {
    expect(siteImagePath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 1, {}, [`/objects/${uuid}.jpg`]]) expect(siteImagePath(value)).toBeNull();
  });

  it('lists the uploaded objects among paths once each', () => {
    expect(
      uploadedObjectNames([
        `/objects/${uuid}.jpg`,
        `/objects/${uuid}-480w.avif`,
        '/photos/calm-lake.jpg',
        null,
        '/api/logout',
      ]),
    ).toEqual([uuid]);
  });

  it('knows every built-in photo of assets/photos, and nothing else', () => {
    const folder = path.join(import.meta.dirname, '..', '..', 'assets', 'photos');
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.jpg'))
      .map((file) => file.replace(/\.jpg$/, ''));
    expect([...builtInPhotoNames].sort()).toEqual(files.sort());
  });
});

describe('every post type applies the rule with a message naming the field', () => {
  const project = { title: 'Patio', content: '<p>A patio with detail.</p>', status: 'draft', type: 'project' };
  const service = {
    type: 'service',
    slug: 'landscaping',
    title: 'Landscaping',
    excerpt: 'Gardens.',
    content: '<p>Planting and grading.</p>',
    status: 'draft',
  };
  const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it.each(refused.filter(Boolean))('project and service refuse %j in every image field', (value) => {
    const bad = { beforeImageUrl: value, afterImageUrl: value, featuredImageUrl: value, galleryImages: [value] };
    expect(errorsOf(projectInputSchema.safeParse({ ...project, ...bad }))).toMatchObject({
      beforeImageUrl: 'Image must be an uploaded image path',
      afterImageUrl: 'Image must be an uploaded image path',
      featuredImageUrl: 'Image must be an uploaded image path',
      'galleryImages.0': 'Image must be an uploaded image path',
    });
    expect(errorsOf(serviceInputSchema.safeParse({ ...service, image: value }))).toEqual({
      image: 'Image must be an uploaded image path',
    });
  });

  it('stores a variant as its master path', () => {
    const parsed = projectInputSchema.parse({
      ...project,
      beforeImageUrl: `/objects/${uuid}-480w.webp`,
      galleryImages: [`/objects/${uuid}-1600w.avif`],
    });
    expect(parsed.beforeImageUrl).toBe(`/objects/${uuid}.jpg`);
    expect(parsed.galleryImages).toEqual([`/objects/${uuid}.jpg`]);
    expect(serviceInputSchema.parse({ ...service, image: '/photos/calm-lake-800w.webp' }).image).toBe(
      '/photos/calm-lake.jpg',
    );
  });
});
