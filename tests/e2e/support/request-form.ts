/**
 * The visitor's request form in browser tests: a unique visitor, filling the form like
 * a person, and the clock a person's pace needs. The API stores a request sent less than 3 s after
 * the form appeared as spam (no e-mail, hidden from the inbox); a person takes longer, Playwright
 * does not, so visitor pages run on a browser clock set a minute back (it keeps ticking).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** A visitor with a name and e-mail no other test uses. */
export function uniqueVisitor(label: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Erin ${label} ${suffix}`, email: `e2e-${label.toLowerCase()}-${suffix}@example.com` };
}

/** Sets `context`'s clock a minute back, so a request filled in by a test is not "too fast" (see above). */
export async function atPersonsPace(context: BrowserContext | Page): Promise<void> {
  await context.clock.install({ time: Date.now() - 60_000 });
}

/** The form's main fields, filled as a person would (labels, radios, the consent). */
export async function fillRequestForm(
  page: Page,
  visitor: { name: string; email: string },
  { town = 'Milford' } = {},
): Promise<void> {
  const form = page.getByRole('form', { name: 'Request a free estimate' });
  await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(203) 555-0177');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
  await form.getByRole('textbox', { name: 'Town' }).fill(town);
  await form.getByRole('radio', { name: /^Residential/ }).check();
  await form.getByRole('radio', { name: '1–3 months' }).check();
  await form
    .getByRole('textbox', { name: 'Tell us about your project' })
    .fill('A bluestone patio behind the house, about 400 square feet, with two steps down to the lawn.');
  await form.getByRole('checkbox', { name: /^I agree that/ }).check();
}

/**
 * Waits for the form's island to have enhanced the form (it loads when the form is first
 * touched: focus or pointer), e.g. before picking photos, which only it can upload.
 */
export async function waitForFormScript(page: Page): Promise<void> {
  await expect(page.locator('form#request-form[data-enhanced]')).toBeAttached();
}

/** The reference the confirmation shows after sending (e.g. OV-7K3Q). */
export async function sentReference(page: Page): Promise<string> {
  const reference = page.locator('[data-request-reference]');
  await expect(reference).toHaveText(/^OV-[0-9A-HJKMNP-TV-Z]{4}$/);
  return (await reference.textContent()) ?? '';
}

/**
 * Sends a request through the API as a visitor (same-site JSON; `startedAt` a minute back, as a
 * person would have taken), for tests that start in the admin.
 * @returns the new lead's id and reference
 * @throws when POST /api/leads does not answer 201
 */
export async function createLeadThroughApi(
  page: Page,
  baseURL: string,
  visitor: { name: string; email: string },
): Promise<{ id: string; reference: string }> {
  const res = await page.request.post('/api/leads', {
    headers: { Origin: new URL(baseURL).origin, 'Content-Type': 'application/json' },
    data: {
      name: visitor.name,
      email: visitor.email,
      serviceSlugs: ['drainage-systems'],
      sector: 'commercial',
      timeframe: 'planning',
      message: 'Water pools by the loading dock after every storm.',
      consent: true,
      website: '',
      startedAt: Date.now() - 60_000,
    },
  });
  if (res.status() !== 201) throw new Error(`POST /api/leads answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as { id: string; reference: string };
}
