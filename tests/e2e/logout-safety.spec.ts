/**
 * Sign-out is never a GET a page can trigger (DESIGN §6, §11, ASVS 5.0
 * 3.5.3): an `<img src="/api/logout">`, a fetch or a prefetch on a page of the site signs nobody
 * out; the navbar's Logout (a form POST) and a typed /api/logout (the spec's "Navigate to
 * /api/logout") do.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { asThrowawayStaff } from './support/staff-session';

/** Is the context's session a staff session (GET /api/auth/user 200)? */
async function signedIn(request: APIRequestContext, origin: string): Promise<boolean> {
  return (await request.get(`${origin}/api/auth/user`)).status() === 200;
}

test('an <img>, a fetch and a prefetch of /api/logout sign nobody out; the Logout button does', async ({
  page,
  context,
  baseURL,
}) => {
  // Logout revokes every session of its user: an account of this test only.
  await asThrowawayStaff(context, baseURL!, 'img-logout', async (origin) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

    // What a stored "photo" or a hostile page of the site would make the browser do.
    const answers = await page.evaluate(async () => {
      const image = new Promise<string>((resolve) => {
        const img = document.createElement('img');
        img.onload = () => resolve('loaded');
        img.onerror = () => resolve('not an image');
        img.src = '/api/logout';
        document.body.append(img);
      });
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = '/api/logout?prefetch';
      document.head.append(link);
      const fetched = await fetch('/api/logout', { credentials: 'include' });
      return { image: await image, fetch: fetched.status };
    });
    expect(answers).toEqual({ image: 'not an image', fetch: 200 });
    await page.waitForTimeout(500); // let the prefetch finish
    expect(await signedIn(context.request, origin)).toBe(true);
    await page.reload();
    await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    expect(await signedIn(context.request, origin)).toBe(false);
  });
});

test('navigating the browser to /api/logout (spec §7) signs out and lands on the home page', async ({
  page,
  context,
  baseURL,
}) => {
  await asThrowawayStaff(context, baseURL!, 'nav-logout', async (origin) => {
    expect(await signedIn(context.request, origin)).toBe(true);
    await page.goto('/api/logout');
    await expect(page).toHaveURL(`${origin}/`);
    expect(await signedIn(context.request, origin)).toBe(false);
  });
});
