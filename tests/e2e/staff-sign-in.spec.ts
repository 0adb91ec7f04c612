/**
 * Staff sign-in in the browser ("Tests: Browser"): sign-in through the local Auth
 * emulator's account chooser (ADR 0002), the navbar and home once signed in, the non-staff
 * refusal, logout, and /admin for a visitor.
 */
import type { Page } from '@playwright/test';
import { notStaffMessage } from '../../contract/src/api';
import { expect, test } from './fixtures';
import { allowConsoleErrors, recordToasts } from './support/staff-posts';
import {
  createThrowawayStaffAccount,
  deleteEmulatorAccount,
  staffAccount,
  visitorAccount,
} from './support/staff-session';

/** Opens the chooser on the sign-in page and picks the account named `name`. */
async function signInThroughChooser(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a Google account' });
  await chooser.getByRole('button', { name: new RegExp(name) }).click();
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`a signed-out bookmark of /admin/leads goes straight to sign in, with no toast (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const toasts = await recordToasts(page);
    const login = page.waitForRequest((req) => req.url().includes('/api/login?returnTo=%2Fadmin%2Fleads'));
    await page.goto('/admin/leads');
    await login;
    await expect(page).toHaveURL(/\/staff\/sign-in\?returnTo=%2Fadmin%2Fleads$/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(toasts).toEqual([]);
  });
}

test('a session that ended shows the Unauthorized toast, then goes to sign in', async ({
  page,
  context,
  baseURL,
  pageErrors,
}) => {
  // The browser held a session (the hint cookie) whose cookie the server no longer accepts.
  const url = new URL(baseURL!).origin;
  await context.addCookies([
    { name: 'signed_in', value: '1', url },
    { name: '__session', value: 'expired', url },
  ]);
  const toasts = await recordToasts(page);
  const login = page.waitForRequest((req) => req.url().includes('/api/login?returnTo=%2Fadmin'));
  await page.goto('/admin');
  await login;
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(toasts).toEqual(['UnauthorizedYou are logged out. Logging in again...']);
  allowConsoleErrors(pageErrors, /status of 401/);
});

test('staff signs in with Google and sees the Admin link, first name and quick actions', async ({ page, context }) => {
  await page.goto('/api/login?returnTo=/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await signInThroughChooser(page, staffAccount.displayName);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  // The name is in the desktop user block and in the (closed) phone menu: the one on screen.
  await expect(banner.getByText('Dana', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['__session', 'signed_in']);

  await page.goto('/');
  const quick = page.getByRole('navigation', { name: 'Staff quick actions' });
  await expect(quick.getByText('Welcome back, Dana')).toBeVisible();
  await quick.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});

test('a Google account that is not staff is refused with a plain message', async ({ page, context, pageErrors }) => {
  await page.goto('/staff/sign-in?returnTo=/admin');
  await signInThroughChooser(page, visitorAccount.displayName);
  await expect(page.getByRole('alert')).toHaveText(notStaffMessage);
  await expect(page.getByRole('button', { name: 'Try another account' })).toBeEnabled();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  expect((await context.cookies()).filter((c) => c.name === '__session' || c.name === 'signed_in')).toEqual([]);

  // 'Try another account' opens the chooser again.
  await page.getByRole('button', { name: 'Try another account' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a Google account' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  // Chromium logs the refused POST /api/session as "Failed to load resource … 403": expected here.
  allowConsoleErrors(pageErrors, /status of 403.*\/api\/session/);
});

test('an unsafe returnTo is replaced by /admin', async ({ page }) => {
  await page.goto('/staff/sign-in?returnTo=https://evil.example/phish');
  await signInThroughChooser(page, staffAccount.displayName);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$|localhost:\d+\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});

test('logout ends the session: the Admin link goes and /admin asks to sign in again', async ({ page, context }) => {
  // A throw-away account, two sign-ins' worth of pages and its removal: over a minute on a loaded machine (1.2 min seen).
  test.setTimeout(180_000);
  // Logout revokes every session of its user: use an account of this test only.
  const account = await createThrowawayStaffAccount(context.request, 'logout');
  try {
    await page.goto('/staff/sign-in?returnTo=/admin');
    await signInThroughChooser(page, account.displayName);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    const login = page.waitForRequest((req) => req.url().includes('/api/login?returnTo=%2Fadmin'));
    await page.goto('/admin');
    await login;
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  } finally {
    await deleteEmulatorAccount(context.request, account.uid);
  }
});
