/**
 * Seeds the scale bench's projects and leads into the running local stack through the API, the
 * write paths staff and visitors use:
 * - projects: POST /api/posts as staff, published, two services each, the before, after and two
 *   gallery photos of a seeded demo project (uploaded and re-encoded once by the seed; their
 *   object paths reused, as re-encoding thousands of photos would take hours), the demo's body;
 * - leads: POST /api/leads as a visitor (same-site JSON, `startedAt` a minute back as the form's
 *   island sends it), one of a few hundred repeat e-mail addresses so duplicate hints occur.
 *   The per-client limit is raised for the run through the function's own RATE_LIMIT_LEADS
 *   setting (functions/src/middleware/rate-limits.ts), which the stack passes on to the functions.
 * Requests run `concurrency` at a time (the stack's warm function workers), straight at the
 * Functions emulator's URL of the `api` function: the same Express app and write path, without the
 * Hosting emulator's proxy, which locally costs more than the function under concurrency
 * (scripts/bench.mjs). The CSRF guard checks the Origin against the site's URL, which is sent.
 */
import { itemsOf } from './bench-scale-session.mjs';

/** Runs `task(i)` for i in [0, count), `concurrency` at a time; rejects on the first failure. */
export async function inParallel(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** POSTs JSON and returns the answer's JSON; throws with the status and body unless it is 201. */
async function postCreated(url, headers, body) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status === 201) return res.json();
    // A cold function worker can time out under load (the emulator's proxy answers 5xx): retry twice.
    if (res.status >= 500 && attempt < 3) continue;
    throw new Error(`POST ${new URL(url).pathname} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
}

/** A seeded demo project with before, after and at least two gallery photos (or the one with most photos). */
async function photoDonor(siteUrl, session) {
  const res = await fetch(`${siteUrl}/api/posts?type=project&status=all`, { headers: session.headers() });
  if (!res.ok) throw new Error(`GET /api/posts as staff answered ${res.status}`);
  const photos = (p) => [p.beforeImageUrl, p.afterImageUrl, ...(p.galleryImages ?? [])].filter(Boolean).length;
  const donor = itemsOf(await res.json()).sort((a, b) => photos(b) - photos(a))[0];
  if (!donor) throw new Error('no seeded project to take photos from (did the seed run?)');
  return donor;
}

/**
 * Adds `count` published projects.
 * @param {string} siteUrl the site (reads)
 * @param {string} apiUrl the Functions emulator's URL of the `api` function (writes)
 * @returns {Promise<{slugs: string[], ms: number}>}
 */
export async function seedProjects(siteUrl, apiUrl, session, count, { concurrency = 4 } = {}) {
  const started = performance.now();
  const donor = await photoDonor(siteUrl, session);
  const servicesRes = await fetch(`${siteUrl}/api/services`);
  const services = itemsOf(await servicesRes.json());
  const gallery = (donor.galleryImages ?? []).slice(0, 2);
  const slugs = new Array(count);
  await inParallel(count, concurrency, async (i) => {
    const n = String(i + 1).padStart(4, '0');
    const post = await postCreated(`${apiUrl}/api/posts`, session.headers(true), {
      type: 'project',
      status: 'published',
      title: `Scale Project ${n}: ${donor.title}`.slice(0, 300),
      content: donor.content || `<p>Project ${n}: a patio, walls and plantings for a family in Orange.</p>`,
      excerpt: donor.excerpt ?? '',
      location: donor.location ?? 'Orange, CT',
      completionDate: donor.completionDate ?? 'May 2026',
      serviceIds: services.length ? [services[i % services.length].id, services[(i + 1) % services.length].id] : [],
      beforeImageUrl: donor.beforeImageUrl ?? null,
      afterImageUrl: donor.afterImageUrl ?? null,
      galleryImages: gallery,
      featuredImageUrl: donor.afterImageUrl ?? donor.beforeImageUrl ?? gallery[0] ?? null,
    });
    slugs[i] = post.slug;
  });
  return { slugs, ms: performance.now() - started };
}

const towns = ['Orange', 'Woodbridge', 'Milford', 'West Haven', 'Bethany', 'Derby', 'Hamden', 'New Haven'];
const messages = [
  'Water pools by the patio after every storm; we would like a drainage plan and a quote.',
  'Looking for a new bluestone walkway from the driveway to the front door, about 40 feet.',
  'Our retaining wall is leaning after the winter. Can you come look and tell us the options?',
  'We want the back yard regraded and seeded, and a few shrubs along the fence line.',
];

/**
 * Adds `count` leads as a visitor would send them (`siteUrl`, `apiUrl` as seedProjects).
 * @returns {Promise<{ms: number}>}
 */
export async function seedLeads(siteUrl, apiUrl, count, { concurrency = 4 } = {}) {
  const started = performance.now();
  const services = itemsOf(await (await fetch(`${siteUrl}/api/services`)).json());
  const origin = new URL(siteUrl).origin;
  const headers = { Origin: origin, 'Content-Type': 'application/json' };
  await inParallel(count, concurrency, async (i) => {
    const person = i % Math.max(1, Math.floor(count * 0.8));
    await postCreated(`${apiUrl}/api/leads`, headers, {
      name: `Scale Visitor ${person}`,
      email: `visitor${person}@example.com`,
      phone: `203-555-${String(1000 + (person % 9000)).padStart(4, '0')}`,
      town: towns[i % towns.length],
      serviceSlugs: services.length ? [services[i % services.length].slug] : [],
      sector: i % 5 === 0 ? 'commercial' : 'residential',
      timeframe: ['asap', '1-3-months', '3-6-months', 'planning'][i % 4],
      message: `${messages[i % messages.length]} (request ${i + 1})`,
      consent: true,
      website: '',
      startedAt: Date.now() - 60_000,
    });
  });
  return { ms: performance.now() - started };
}
