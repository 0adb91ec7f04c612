/**
 * Request bodies on the running stack , where the Functions emulator's
 * runtime parses every body before the app (ADR 0015): a body over 100 kB is a 413 JSON answer
 * before that parser runs, and a lone surrogate in a JSON body a 400 JSON answer at once, never a
 * 500 after seconds of Firestore retries.
 */
import { expect, test } from './fixtures';

const sameSite = (baseURL: string | undefined) => ({
  Origin: new URL(baseURL ?? 'http://127.0.0.1:5050').origin,
  'Content-Type': 'application/json',
});

test('a 0.2, 5 or 20 MB JSON body is refused with 413 JSON before it is parsed', async ({ request, baseURL }) => {
  for (const megabytes of [0.2, 5, 20]) {
    // Malformed on purpose: a parser that read it would answer 400 "Malformed JSON body".
    const data = `{"name":"${'a'.repeat(megabytes * 1_000_000)}`;
    const res = await request.post('/api/leads', { headers: sameSite(baseURL), data, timeout: 60_000 });
    expect(res.status(), `${megabytes} MB`).toBe(413);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: 'Request body too large' });
  }
});

test('a lone surrogate in a request is a 400 JSON answer at once, without signing in', async ({ request, baseURL }) => {
  const lead = {
    name: 'Jane \ud800 Doe',
    phone: '203-555-0177',
    email: 'jane@example.com',
    town: 'Orange',
    serviceSlugs: ['landscaping'],
    sector: 'residential',
    timeframe: 'asap',
    message: 'A lone surrogate in my name should not break anything.',
    photoIds: [],
    consent: true,
    website: '',
    startedAt: Date.now() - 60_000,
  };
  const started = Date.now();
  const res = await request.post('/api/leads', { headers: sameSite(baseURL), data: JSON.stringify(lead) });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ message: 'The request body holds invalid Unicode text (an unpaired surrogate).' });
  expect(Date.now() - started).toBeLessThan(5_000); // was a 500 after 7-9 s
  const settings = await request.put('/api/settings', {
    headers: { ...sameSite(baseURL), 'X-Requested-With': 'fetch' },
    data: '{"companyName":"\\udfff"}',
  });
  expect(settings.status()).toBe(400);
});
