/**
 * Reviews ("Reviews"; routes/reviews.ts, services/reviews/reviews-store.ts; ADR 0027),
 * through the Express app against the Firestore emulator and the web's server build (npm test
 * builds first): staff add, edit, publish, unpublish and delete; visitors get 401 and a cross-site
 * write 403, and nothing changes; bad input is a 400 naming the field, and nothing changes; a
 * published review shows on the home page and on its service's page at the next request, a draft
 * never, nor on another service's page; no review structured data; the Google Business Profile
 * links show once the Company section has the link, and only a Google address is accepted.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSiteSettings } from '@site/functions/seed/demo-company';
import { todayUtc } from '@site/contract/reviews';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { siteSettingsPath } from '../src/services/site/site-settings-store';
import { invalidateVisitorReads } from '../src/services/platform/visitor-read-cache';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { staffApp, staffUser } from './objects-helpers';

useTestFirestore('reviews');
const app = staffApp({
  deleteImages: async () => undefined,
});
const origin = 'http://127.0.0.1:5050';
const asStaff = (req: request.Test) =>
  req.set('Cookie', '__session=staff').set('Origin', origin).set('X-Requested-With', 'fetch');
const asVisitor = (req: request.Test) => req.set('Origin', origin).set('X-Requested-With', 'fetch');

/** A valid review body. */
const review = {
  quote: 'They rebuilt our bluestone patio in four days and left the yard cleaner than they found it.',
  name: 'Maria G.',
  town: 'Milford',
  service: 'patios-hardscape',
  rating: 5,
  date: '2026-05-14',
  status: 'published',
};

/** Every review document, as stored. */
const stored = async () => (await db().collection('reviews').get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));

/** The JSON-LD blocks of a document. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

/** Adds a review as staff and returns its id. */
async function add(body: object): Promise<string> {
  const res = await asStaff(request(app).post('/api/reviews')).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});
beforeEach(async () => {
  const reviews = await db().collection('reviews').get();
  await Promise.all(reviews.docs.map((doc) => doc.ref.delete()));
  await db().doc(siteSettingsPath).delete();
  await seedDemoCompany();
  await invalidateVisitorReads();
});

describe('the reviews API', () => {
  it('staff add, list, edit, unpublish and delete a review; answers are never cached', async () => {
    const id = await add(review);
    const list = await asStaff(request(app).get('/api/reviews')).expect(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body).toEqual({
      items: [expect.objectContaining({ id, ...review, createdAt: expect.any(String), updatedAt: expect.any(String) })],
      nextCursor: null,
      total: 1,
    });
    await asStaff(request(app).put(`/api/reviews/${id}`))
      .send({ ...review, status: 'draft', quote: '  Edited words.  ', town: '', service: '' })
      .expect(200, { id });
    const [doc] = await stored();
    expect(doc).toMatchObject({
      quote: 'Edited words.',
      town: '',
      service: null,
      status: 'draft',
      updatedBy: staffUser.id,
    });
    await asStaff(request(app).delete(`/api/reviews/${id}`)).expect(204);
    expect(await stored()).toEqual([]);
    await asStaff(request(app).delete(`/api/reviews/${id}`)).expect(404, { message: 'Review not found' });
    await asStaff(request(app).put(`/api/reviews/${id}`))
      .send(review)
      .expect(404);
    expect(await stored()).toEqual([]);
  });

  it('a visitor gets 401 for every route, a cross-site write 403, and nothing changes', async () => {
    const id = await add(review);
    const before = await stored();
    await request(app).get('/api/reviews').expect(401);
    await asVisitor(request(app).post('/api/reviews')).send(review).expect(401);
    await asVisitor(request(app).put(`/api/reviews/${id}`))
      .send({ ...review, quote: 'Hacked' })
      .expect(401);
    await asVisitor(request(app).delete(`/api/reviews/${id}`)).expect(401);
    // A staff cookie sent by another site's page (no CSRF header, foreign Origin).
    await request(app)
      .post('/api/reviews')
      .set('Cookie', '__session=staff')
      .set('Origin', 'https://evil.example')
      .send(review)
      .expect(403);
    await request(app).delete(`/api/reviews/${id}`).set('Cookie', '__session=staff').expect(403);
    expect(await stored()).toEqual(before);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string, string][] = [
      [{ ...review, quote: '   ' }, 'quote', 'The quote is required'],
      [{ ...review, quote: 'x'.repeat(1001) }, 'quote', 'The quote must be at most 1000 characters'],
      [{ ...review, name: '' }, 'name', 'The name is required'],
      [{ ...review, rating: 0 }, 'rating', 'The rating is at least 1 star'],
      [{ ...review, rating: 6 }, 'rating', 'The rating is at most 5 stars'],
      [{ ...review, rating: 4.5 }, 'rating', 'The rating is a whole number of stars from 1 to 5'],
      [{ ...review, rating: '5' }, 'rating', 'The rating is a number of stars from 1 to 5'],
      [{ ...review, service: 'roofing' }, 'service', 'Unknown service'],
      [{ ...review, date: tomorrow }, 'date', 'The date cannot be in the future'],
      [{ ...review, date: '2026-02-30' }, 'date', 'The date must be a date such as 2026-05-14'],
      [{ ...review, status: 'live' }, 'status', 'The status is published or draft'],
    ];
    for (const [body, field, message] of cases) {
      const res = await asStaff(request(app).post('/api/reviews')).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toMatchObject({ [field]: message });
    }
    const extra = await asStaff(request(app).post('/api/reviews')).send({ ...review, featured: true });
    expect(extra.status).toBe(400);
    // Today is accepted; an edit with bad input leaves the stored review as it was.
    const id = await add({ ...review, date: todayUtc() });
    const before = await stored();
    await asStaff(request(app).put(`/api/reviews/${id}`))
      .send({ ...review, rating: 9 })
      .expect(400);
    expect(await stored()).toEqual(before);
  });
});

describe('reviews on the pages', () => {
  it('a published review shows on the home page and its service page at the next request, a draft nowhere, with the stars read out', async () => {
    // Pages rendered (and kept in the read cache) before the save.
    await request(app).get('/').expect(200);
    await request(app).get('/service/patios-hardscape').expect(200);
    await add(review);
    await add({ ...review, quote: 'A draft nobody may read yet.', name: 'Draft Person', status: 'draft' });
    await add({ ...review, quote: 'Our new lawn came in thick.', name: 'Lee K.', service: 'hydro-seeding', rating: 4 });

    const home = await request(app).get('/').expect(200);
    expect(home.text).toContain('What Our Customers Say');
    expect(home.text).toContain('They rebuilt our bluestone patio in four days');
    expect(home.text).toContain('Our new lawn came in thick.');
    expect(home.text).toContain('5 out of 5 stars');
    expect(home.text).toContain('4 out of 5 stars');
    expect(home.text).toMatch(/<blockquote[^>]*>[\s\S]*?They rebuilt our bluestone patio/);
    expect(home.text).not.toContain('A draft nobody may read yet.');
    expect(home.text).not.toContain('Draft Person');

    const patios = await request(app).get('/service/patios-hardscape').expect(200);
    expect(patios.text).toContain('They rebuilt our bluestone patio in four days');
    expect(patios.text).toContain('Maria G.');
    expect(patios.text).toContain('Milford');
    expect(patios.text).not.toContain('Our new lawn came in thick.');
    expect(patios.text).not.toContain('A draft nobody may read yet.');
    const fences = await request(app).get('/service/fence-installation').expect(200);
    expect(fences.text).not.toContain('They rebuilt our bluestone patio');

    // No review rich-result markup (ADR 0027).
    for (const html of [home.text, patios.text]) {
      const types = JSON.stringify(jsonLdOf(html));
      expect(types).not.toMatch(/"(Review|AggregateRating)"|reviewRating|aggregateRating/);
    }
  });

  it('unpublishing or deleting takes a review off the pages at the next request', async () => {
    const id = await add(review);
    expect((await request(app).get('/').expect(200)).text).toContain('They rebuilt our bluestone patio');
    await asStaff(request(app).put(`/api/reviews/${id}`))
      .send({ ...review, status: 'draft' })
      .expect(200);
    expect((await request(app).get('/').expect(200)).text).not.toContain('They rebuilt our bluestone patio');
    expect((await request(app).get('/service/patios-hardscape').expect(200)).text).not.toContain(
      'They rebuilt our bluestone patio',
    );
    await asStaff(request(app).put(`/api/reviews/${id}`))
      .send(review)
      .expect(200);
    expect((await request(app).get('/').expect(200)).text).toContain('They rebuilt our bluestone patio');
    await asStaff(request(app).delete(`/api/reviews/${id}`)).expect(204);
    expect((await request(app).get('/').expect(200)).text).not.toContain('They rebuilt our bluestone patio');
  });

  it('the home page shows the newest three', async () => {
    for (const [i, date] of ['2026-01-05', '2026-03-05', '2026-02-05', '2026-04-05'].entries())
      await add({ ...review, quote: `Quote number ${i} here.`, date });
    const home = (await request(app).get('/').expect(200)).text;
    expect(home).toContain('Quote number 3 here.');
    expect(home).toContain('Quote number 1 here.');
    expect(home).toContain('Quote number 2 here.');
    expect(home).not.toContain('Quote number 0 here.');
    expect(home.indexOf('Quote number 3')).toBeLessThan(home.indexOf('Quote number 1'));
  });
});

describe('the Google Business Profile link', () => {
  const withProfile = (googleBusinessProfileUrl: unknown) =>
    asStaff(request(app).put('/api/settings')).send({
      ...inputFromSettings(demoSiteSettings),
      googleBusinessProfileUrl,
    });

  it('without it the pages show no Google links; once saved, "Read our reviews on Google" and "Leave us a review" lead to the profile', async () => {
    const before = await request(app).get('/').expect(200);
    expect(before.text).not.toContain('Read our reviews on Google');
    expect(before.text).not.toContain('Leave us a review');
    await withProfile('https://g.page/r/CXyz123abc/review').expect(200);
    for (const path of ['/', '/service/patios-hardscape']) {
      const html = (await request(app).get(path).expect(200)).text;
      expect(html, path).toMatch(/<a[^>]*href="https:\/\/g\.page\/r\/CXyz123abc"[^>]*>Read our reviews on Google/);
      expect(html, path).toMatch(/<a[^>]*href="https:\/\/g\.page\/r\/CXyz123abc\/review"[^>]*>Leave us a review/);
    }
    const settings = await request(app).get('/api/settings').expect(200);
    expect(settings.body.googleBusinessProfileUrl).toBe('https://g.page/r/CXyz123abc/review');
    // Emptied: the links go.
    await withProfile('').expect(200);
    expect((await request(app).get('/').expect(200)).text).not.toContain('Read our reviews on Google');
  });

  it('only an https address on a Google host is accepted; a refused one changes nothing', async () => {
    await withProfile('https://maps.app.goo.gl/AbCdEf123').expect(200);
    for (const bad of [
      'http://g.page/r/CXyz',
      'https://evil.example/maps',
      'https://g.page.evil.example/r/x',
      'https://www.google.com/search?q=orange+valley',
      'javascript:alert(1)',
    ]) {
      const res = await withProfile(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors.googleBusinessProfileUrl, bad).toMatch(
        /^Google Business Profile link must be an https:\/\//,
      );
    }
    const settings = await request(app).get('/api/settings').expect(200);
    expect(settings.body.googleBusinessProfileUrl).toBe('https://maps.app.goo.gl/AbCdEf123');
  });
});
