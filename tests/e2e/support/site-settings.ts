/**
 * The company settings around a test that changes them ("Company"): read as saved first,
 * saved back at the end, through the API with a staff session.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { SiteSettings } from '@site/contract/site-settings';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { mutationHeaders } from './staff-session';

/**
 * The settings as saved (GET /api/settings; with a staff session, every field).
 * @param request a request context with the site as its baseURL
 */
export async function savedSettings(request: APIRequestContext): Promise<SiteSettings> {
  const res = await request.get('/api/settings');
  expect(res.ok()).toBe(true);
  return (await res.json()) as SiteSettings;
}

/** Saves `settings` back (PUT /api/settings as staff, expecting 200): a test's clean-up. */
export async function restoreSettings(
  request: APIRequestContext,
  baseURL: string,
  settings: SiteSettings,
): Promise<void> {
  const res = await request.put('/api/settings', {
    data: inputFromSettings(settings),
    headers: mutationHeaders(baseURL),
  });
  expect(res.status()).toBe(200);
}
