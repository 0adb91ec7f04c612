/**
 * Throw-away posts for the staff e2e tests: created through the API with a staff session and
 * deleted afterwards, so tests never change the seeded demo projects that parallel tests read.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mutationHeaders } from './staff-session';

export interface TestPost {
  id: string;
  slug: string;
  title: string;
}

/**
 * Creates a draft project with a unique title (location "Testville, CT", completion May 2026).
 * @param request a request context signed in with signInAsStaff
 */
export async function createDraftProject(
  request: APIRequestContext,
  baseURL: string,
  label: string,
  fields: Record<string, unknown> = {},
): Promise<TestPost> {
  const title = `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post(`${new URL(baseURL).origin}/api/posts`, {
    headers: mutationHeaders(baseURL),
    data: {
      title,
      content: '<p>A throw-away project made by a browser test.</p>',
      status: 'draft',
      type: 'project',
      location: 'Testville, CT',
      completionDate: 'May 2026',
      ...fields,
    },
  });
  if (res.status() !== 201) throw new Error(`POST /api/posts answered ${res.status()}: ${await res.text()}`);
  const post = (await res.json()) as TestPost;
  return { id: post.id, slug: post.slug, title };
}

/**
 * Deletes a test post for good: to the Trash, then out of it, so test posts never pile
 * up in the local stack's Trash; a post the test already deleted (404) is fine. `keepInTrash`
 * stops at the Trash (a later call without it empties it).
 */
export async function deletePostQuietly(
  request: APIRequestContext,
  baseURL: string,
  id: string,
  { keepInTrash = false } = {},
): Promise<void> {
  const origin = new URL(baseURL).origin;
  await request.delete(`${origin}/api/posts/${encodeURIComponent(id)}`, { headers: mutationHeaders(baseURL) });
  if (keepInTrash) return;
  await request.delete(`${origin}/api/trash/${encodeURIComponent(id)}`, { headers: mutationHeaders(baseURL) });
}

/**
 * Deletes every post of `type` with `slug`: a page or service text a test writes (before it, so a
 * run that failed half-way leaves none behind, and after it).
 * @param request a request context signed in with signInAsStaff, with the site as its baseURL
 */
export async function deletePostsWithSlug(
  request: APIRequestContext,
  baseURL: string,
  type: 'page' | 'service',
  slug: string,
): Promise<void> {
  const res = await request.get(`/api/posts?type=${type}&status=all&limit=100`);
  expect(res.ok()).toBe(true);
  for (const post of ((await res.json()) as { items: { id: string; slug: string }[] }).items) {
    if (post.slug === slug)
      expect((await request.delete(`/api/posts/${post.id}`, { headers: mutationHeaders(baseURL) })).status()).toBe(204);
  }
}

/**
 * PUT /api/posts/:id as staff (a test's own post).
 * @param request a request context signed in with signInAsStaff
 * @throws unless the API answers 200
 */
export async function updatePost(
  request: APIRequestContext,
  baseURL: string,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  const res = await request.put(`${new URL(baseURL).origin}/api/posts/${id}`, {
    headers: mutationHeaders(baseURL),
    data,
  });
  if (res.status() !== 200) throw new Error(`PUT /api/posts/${id} answered ${res.status()}: ${await res.text()}`);
}

/**
 * Uploads and publishes one photo through the API as the staff form does (POST /api/objects/upload,
 * PUT of the bytes to the signed URL, PUT /api/objects/acl).
 * @returns its object path, `/objects/<uuid>.jpg`
 */
export async function uploadPhotoThroughApi(
  request: APIRequestContext,
  baseURL: string,
  bytes: Buffer,
): Promise<string> {
  const origin = new URL(baseURL).origin;
  const ticketRes = await request.post(`${origin}/api/objects/upload`, {
    headers: mutationHeaders(baseURL),
    data: { contentType: 'image/jpeg' },
  });
  if (ticketRes.status() !== 200)
    throw new Error(`POST /api/objects/upload answered ${ticketRes.status()}: ${await ticketRes.text()}`);
  const ticket = (await ticketRes.json()) as { uploadURL: string; headers: Record<string, string> };
  const put = await request.put(new URL(ticket.uploadURL, origin).href, {
    headers: { ...ticket.headers, 'Content-Type': 'image/jpeg' },
    data: bytes,
  });
  if (!put.ok()) throw new Error(`upload PUT answered ${put.status()}: ${await put.text()}`);
  const acl = await request.put(`${origin}/api/objects/acl`, {
    headers: mutationHeaders(baseURL),
    data: { imageURL: ticket.uploadURL },
  });
  if (acl.status() !== 200) throw new Error(`PUT /api/objects/acl answered ${acl.status()}: ${await acl.text()}`);
  return ((await acl.json()) as { objectPath: string }).objectPath;
}

/**
 * Drops console errors the test expects (e.g. Chromium's "Failed to load resource … 403" of a
 * refused sign-in) from the fixture's list, in place.
 */
export function allowConsoleErrors(errors: string[], pattern: RegExp): void {
  for (let i = errors.length - 1; i >= 0; i -= 1) if (pattern.test(errors[i] ?? '')) errors.splice(i, 1);
}

/**
 * Records the text of every toast the page shows, across navigations (a MutationObserver
 * reporting through an exposed function). For toasts that live only until a redirect, where
 * polling assertions could miss them. Call before the first navigation.
 * @returns the list, filled as toasts appear (title and description run together)
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__e2eRecordToast', (text: string) => {
    if (!seen.includes(text)) seen.push(text);
  });
  await page.addInitScript(() => {
    const report = () => {
      document.querySelectorAll('[data-toast]').forEach((el) => {
        (window as unknown as { __e2eRecordToast: (text: string) => void }).__e2eRecordToast(el.textContent ?? '');
      });
    };
    new MutationObserver(report).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}
