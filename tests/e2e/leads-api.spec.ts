/**
 * The leads API through the running stack, with Playwright's request API: Hosting →
 * the Functions emulator → the function, which sends through the mail catcher that `npm start`
 * and `npm test` run (SMTP_URL from functions/.secret.local). Malformed JSON on /api writes is a
 * 400 JSON answer here too, where the Functions host parses the body before the app (ADR 0015).
 * The browser flow (form, admin inbox) is tests/e2e/leads.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { demoPhoto } from './support/demo-photos';
import { stackMailInbox } from './support/mail-inbox';

/** Headers of a same-site JSON write from the site's own pages. */
const sameSite = (baseURL: string | undefined) => ({
  Origin: new URL(baseURL ?? 'http://127.0.0.1:5050').origin,
  'Content-Type': 'application/json',
});

test('malformed JSON on any /api write answers 400 JSON {message}, without a stack trace', async ({
  request,
  baseURL,
}) => {
  for (const [method, url] of [
    ['POST', '/api/leads'],
    ['POST', '/api/leads/photos'],
    ['POST', '/api/posts'],
    ['PUT', '/api/posts/some-id'],
    ['POST', '/api/session'],
    ['PUT', '/api/settings'],
  ] as const) {
    const res = await request.fetch(url, { method, headers: sameSite(baseURL), data: '{"name": "Jane",' });
    expect(res.status(), `${method} ${url}`).toBe(400);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: 'Malformed JSON body' });
  }
});

test('a request sent through the stack is stored and both e-mails reach the mail catcher', async ({
  request,
  baseURL,
}) => {
  const inbox = stackMailInbox();
  const email = `e2e-${Date.now()}@example.com`;
  const started = Date.now();
  const res = await request.post('/api/leads', {
    headers: sameSite(baseURL),
    data: {
      name: 'Erin Endtoend',
      phone: '203-555-0177',
      email,
      town: 'Milford',
      serviceSlugs: ['drainage-systems'],
      sector: 'residential',
      timeframe: 'asap',
      message: 'Water pools by the garage door after every storm.',
      consent: true,
      website: '',
      startedAt: started - 30_000,
    },
  });
  expect(res.status()).toBe(201);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  const { reference } = (await res.json()) as { id: string; reference: string };
  const office = await inbox.waitFor((mail) => mail.subject.startsWith(`New request ${reference}:`));
  const confirmation = await inbox.waitFor((mail) => mail.to.some((to) => to.address === email));
  console.log(`submit → both e-mails caught through the stack: ${Date.now() - started} ms`);
  expect(office[0]!.to.map((to) => to.address)).toEqual(['office@example.com']);
  expect(office[0]!.text).toContain('Water pools by the garage door');
  expect(confirmation[0]!.subject).toContain(reference);
});

test('a visitor photo is re-encoded and private: GET /objects/* never serves it', async ({ request, baseURL }) => {
  const upload = await request.post('/api/leads/uploads', {
    headers: sameSite(baseURL),
    data: { contentType: 'image/jpeg' },
  });
  expect(upload.status()).toBe(200);
  const ticket = (await upload.json()) as { uploadURL: string; headers: Record<string, string> };
  const photo = readFileSync(demoPhoto('lake-pier.jpg'));
  const put = await request.put(ticket.uploadURL, {
    headers: { ...ticket.headers, 'Content-Type': 'image/jpeg' },
    data: photo,
  });
  expect(put.status()).toBe(200);
  const stored = await request.post('/api/leads/photos', {
    headers: sameSite(baseURL),
    data: { uploadURL: ticket.uploadURL },
  });
  expect(stored.status()).toBe(201);
  const { photoId } = (await stored.json()) as { photoId: string };
  for (const url of [
    `/objects/private/lead-photos/${photoId}.jpg`,
    `/objects/lead-photos/${photoId}.jpg`,
    `/objects/${photoId}.jpg`,
  ]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  // Dot segments (plain or encoded) resolve to /private/…, outside /objects: Hosting's page, never the photo.
  for (const url of [
    `/objects/../private/lead-photos/${photoId}.jpg`,
    `/objects/%2e%2e/private/lead-photos/${photoId}.jpg`,
  ]) {
    const res = await request.get(url);
    expect(res.headers()['content-type'], url).not.toMatch(/^image\//);
    expect((await res.body()).subarray(0, 3).toString('hex'), url).not.toBe('ffd8ff');
  }
});
