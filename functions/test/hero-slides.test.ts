/**
 * The home hero slides staff edit (routes/hero-slides.ts, services/site/hero-slides-store.ts,
 * ADR 0026), against the Firestore emulator, the disk object store and the web's server build:
 * - visitors get 401, a cross-site write 403, and nothing changes;
 * - every refusal (0 or 7 slides, an unknown service, a photo without alt text, over-long text, a
 *   foreign or missing photo) is a 400 naming its field, and the saved slides stay as they were;
 * - a save shows at GET and on `/` at the next request (the write stamp), with the photo's alt text
 *   and its preload; with none saved `/` shows the designed slides and no wallpaper photo;
 * - photos: a photo a save drops goes (files and a `deletedImages` record) unless a post names it;
 *   the slides' photos count for the image rule (the orphan cleanup and post writes keep them);
 * - the checklist's "Hero photos" step is done once staff save, and not after a reset.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { referencedObjectNames } from '../src/services/media/object-store/cleanup-orphans';
import { defaultObjectStore } from '../src/services/media/object-store/select-object-store';
import { heroSlidesPath } from '../src/services/site/hero-slides-document';
import { readSiteData } from '../src/services/site/site-data';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { staffHeaders, storedImagePaths, useStaffApp, visitorHeaders } from './objects-helpers';

useTestFirestore('hero-slides');
const { app } = useStaffApp('hero-slides');
const staffCookie = { Cookie: '__session=staff' };
const stored = (objectPath: string) => defaultObjectStore().hasPublic(objectPath);
const uuidOf = (objectPath: string) => /\/objects\/([^.]+)\.jpg/.exec(objectPath)![1]!;

let photos: string[] = [];

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
  photos = await storedImagePaths(5);
});

/** A valid slide. */
const slide = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bluestone terrace in Madison',
  text: 'A dry-laid bluestone terrace with a seat wall, built last spring.',
  service: 'patios-hardscape',
  image: '',
  imageAlt: '',
  ...overrides,
});

const put = (body: unknown) =>
  request(app)
    .put('/api/hero-slides')
    .set(staffHeaders)
    .send(body as object);
const getSlides = async () => (await request(app).get('/api/hero-slides').set(staffCookie).expect(200)).body;
const home = async () => (await request(app).get('/').expect(200)).text;
/** The hero carousel's HTML in a page. */
const heroOf = (html: string) => /<section[^>]*aria-roledescription="carousel".*?<\/section>/s.exec(html)?.[0] ?? '';

describe('hero slides: who may', () => {
  it('visitors get 401 on GET, PUT and DELETE; a write without the CSRF header is 403; nothing is written', async () => {
    await request(app).get('/api/hero-slides').expect(401);
    await request(app)
      .put('/api/hero-slides')
      .set(visitorHeaders)
      .send({ slides: [slide()] })
      .expect(401);
    await request(app).delete('/api/hero-slides').set(visitorHeaders).expect(401);
    await request(app)
      .put('/api/hero-slides')
      .set(staffCookie)
      .send({ slides: [slide()] })
      .expect(403);
    expect((await db().doc(heroSlidesPath).get()).exists).toBe(false);
    expect(await getSlides()).toEqual({ slides: null, updatedAt: null });
  });
});

describe('hero slides: with none saved', () => {
  it('/ shows the six designed slides: art, no wallpaper photo, nothing preloaded; the checklist step is open', async () => {
    const html = await home();
    expect(html).toContain('Landscapes designed for the way you live');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(6);
    const hero = heroOf(html);
    expect(hero).toContain('Landscapes designed for the way you live');
    expect(hero).not.toMatch(/<img|\/photos\//);
    expect(html).not.toMatch(/rel="preload"[^>]*as="image"/);
    const setup = await request(app).get('/api/setup').set(staffCookie).expect(200);
    expect(setup.body.heroPhotos).toBe(false);
  });
});

describe('hero slides: refusals change nothing', () => {
  const refusals: [string, unknown, string][] = [
    ['no slides', { slides: [] }, 'slides'],
    ['seven slides', { slides: Array.from({ length: 7 }, () => slide()) }, 'slides'],
    ['not a list', { slides: 'many' }, 'slides'],
    ['an unknown service', { slides: [slide({ service: 'roofing' })] }, 'slides.0.service'],
    ['a photo without alt text', { slides: [slide({ image: '<photo>', imageAlt: '  ' })] }, 'slides.0.imageAlt'],
    ['an empty title', { slides: [slide({ title: ' ' })] }, 'slides.0.title'],
    ['a title over 90 characters', { slides: [slide({ title: 'x'.repeat(91) })] }, 'slides.0.title'],
    ['a text over 220 characters', { slides: [slide(), slide({ text: 'y'.repeat(221) })] }, 'slides.1.text'],
    [
      'a photo that is not the site’s',
      { slides: [slide({ image: 'https://example.com/a.jpg', imageAlt: 'A' })] },
      'slides.0.image',
    ],
    ['a path into the API', { slides: [slide({ image: '/objects/../api/logout', imageAlt: 'A' })] }, 'slides.0.image'],
    [
      'an uploaded photo that does not exist',
      { slides: [slide({ image: '/objects/0b7c1a5e-5c1e-4c39-9d1e-4d7f2b9a0c11.jpg', imageAlt: 'A' })] },
      'slides.0.image',
    ],
  ];

  it.each(refusals)('%s: 400 naming the field', async (_what, body, field) => {
    const text = JSON.stringify(body).replace('<photo>', photos[0]!);
    const before = await getSlides();
    const res = await put(JSON.parse(text));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await getSlides()).toEqual(before);
  });
});

describe('hero slides: save, show, reorder, photos', () => {
  it('a save answers the slides, GET reads them, / shows them at the next request with the photo preloaded', async () => {
    await home(); // the designed slides are in the visitor read cache now
    const res = await put({
      slides: [
        slide({ image: photos[0], imageAlt: 'Bluestone terrace with a low seat wall' }),
        slide({ title: 'Koi pond in Orange', text: 'A pond with a waterfall.', service: 'waterscapes-ponds' }),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.slides).toHaveLength(2);
    expect(res.body.slides[0]).toEqual({
      title: 'Bluestone terrace in Madison',
      text: 'A dry-laid bluestone terrace with a seat wall, built last spring.',
      service: 'patios-hardscape',
      image: photos[0],
      imageAlt: 'Bluestone terrace with a low seat wall',
    });
    expect(res.body.slides[1].image).toBeNull();
    expect(typeof res.body.updatedAt).toBe('string');
    expect(await getSlides()).toEqual(res.body);

    const html = await home();
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2);
    expect(html).toContain('Bluestone terrace in Madison');
    expect(html).toContain('Koi pond in Orange');
    expect(html).not.toContain('Landscapes designed for the way you live');
    expect(html).toContain('alt="Bluestone terrace with a low seat wall"');
    expect(html).toContain('href="/service/patios-hardscape"');
    const uuid = uuidOf(photos[0]!);
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image"[^>]*imageSrcSet="/objects/${uuid}-`, 'i'));
    expect((await readSiteData()).heroSlides).toEqual(res.body.slides);
  });

  it('the checklist step is done', async () => {
    const setup = await request(app).get('/api/setup').set(staffCookie).expect(200);
    expect(setup.body.heroPhotos).toBe(true);
  });

  it('the slides’ photos count for the image rule: the orphan cleanup keeps them', async () => {
    const names = await referencedObjectNames();
    expect(names.has(uuidOf(photos[0]!))).toBe(true);
  });

  it('reorder and a new photo: the dropped photo goes, files and record, and / follows the new order', async () => {
    const current = (await getSlides()).slides;
    const res = await put({
      slides: [current[1], { ...current[0], image: photos[1], imageAlt: 'The terrace at dusk' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.slides.map((s: { title: string }) => s.title)).toEqual([
      'Koi pond in Orange',
      'Bluestone terrace in Madison',
    ]);
    expect(await stored(photos[0]!)).toBe(false);
    expect((await db().collection('deletedImages').doc(uuidOf(photos[0]!)).get()).exists).toBe(true);
    expect(await stored(photos[1]!)).toBe(true);
    const html = await home();
    expect(html.indexOf('Koi pond in Orange')).toBeLessThan(html.indexOf('Bluestone terrace in Madison'));
    // The first slide has no photo now: nothing to preload.
    expect(html).not.toMatch(/rel="preload"[^>]*as="image"/);
  });

  it('a photo deleted meanwhile is refused (400 on its field) and nothing changes', async () => {
    const before = await getSlides();
    const res = await put({ slides: [slide({ image: photos[0], imageAlt: 'Gone' })] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['slides.0.image']);
    expect(await getSlides()).toEqual(before);
  });

  it('a photo a project also names stays when the slides drop it', async () => {
    await db().collection('posts').doc(testProjects[0]!.id).update({ featuredImageUrl: photos[2] });
    const withShared = await put({ slides: [slide({ image: photos[2], imageAlt: 'Shared photo' })] });
    expect(withShared.status, JSON.stringify(withShared.body)).toBe(200);
    expect(await stored(photos[1]!)).toBe(false); // dropped, named by nothing else
    const dropped = await put({ slides: [slide()] });
    expect(dropped.status).toBe(200);
    expect(await stored(photos[2]!)).toBe(true);
    expect((await db().collection('deletedImages').doc(uuidOf(photos[2]!)).get()).exists).toBe(false);
  });

  it('a project write that drops a photo the slides show keeps it', async () => {
    expect((await put({ slides: [slide({ image: photos[3], imageAlt: 'Hero photo' })] })).status).toBe(200);
    const project = testProjects[1]!.id;
    await db().collection('posts').doc(project).update({ featuredImageUrl: photos[3] });
    // Delete the project for good: its photos go under the image rule, the slides' photo stays.
    await request(app).delete(`/api/posts/${project}`).set(staffHeaders).expect(204);
    await request(app).delete(`/api/trash/${project}`).set(staffHeaders).expect(204);
    expect(await stored(photos[3]!)).toBe(true);
    expect((await db().collection('deletedImages').doc(uuidOf(photos[3]!)).get()).exists).toBe(false);
  });

  it('reset: the designed slides are back on /, the slides’ photo goes, the checklist step is open again', async () => {
    const res = await request(app).delete('/api/hero-slides').set(staffHeaders).expect(200);
    expect(res.body).toEqual({ slides: null, updatedAt: null });
    expect(await stored(photos[3]!)).toBe(false);
    const html = await home();
    expect(html).toContain('Landscapes designed for the way you live');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(6);
    const setup = await request(app).get('/api/setup').set(staffCookie).expect(200);
    expect(setup.body.heroPhotos).toBe(false);
  });
});
