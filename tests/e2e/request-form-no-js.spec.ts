/**
 * The request form without JavaScript ("without JS everything but photo upload works";
 * ADR 0025): a native post to the /contact route's action, which uses the leads API's service.
 * Invalid: the server renders the errors on their fields and in the summary, keeps the values,
 * stores nothing. Valid: the confirmation with its reference, the lead in the staff inbox; the
 * same post sent again is the same request (stored once). A post from another site is refused.
 */
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { allowConsoleErrors, expect, test as base } from './fixtures';
import { fillRequestForm, uniqueVisitor } from './support/request-form';
import { mutationHeaders, staffStorageState } from './support/staff-session';

/** `test` with `staff`: the API of a staff browser context (leads are staff-only), for the checks and the clean-up. */
const test = base.extend<{ staff: APIRequestContext }>({
  staff: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: await staffStorageState(browser, baseURL!) });
    await use(context.request);
    await context.close();
  },
});

test.use({ javaScriptEnabled: false });

/** The leads whose search matches `text`, read through the staff API. */
async function leadsMatching(staff: APIRequestContext, staffBaseUrl: string, text: string) {
  const res = await staff.post('/api/leads/search', {
    headers: mutationHeaders(staffBaseUrl),
    data: { search: text, status: 'all', limit: 100 },
  });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as { items: { id: string; reference: string; name: string; sourceService?: string | null }[] }
  ).items;
}

/** Sends the form (a native post to /contact) and returns the server's answer, which no cache keeps. */
async function sendForm(page: Page): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/contact'),
    page.getByRole('button', { name: 'Send request' }).click(),
  ]);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  return answer;
}

test('a post with errors: the server names them on their fields and in the summary, keeps the values, stores nothing', async ({
  page,
  staff,
  baseURL,
  pageErrors,
}) => {
  const visitor = uniqueVisitor('NoJsInvalid');
  await page.goto('/contact?service=fence-installation');
  const form = page.getByRole('form', { name: 'Request a free estimate' });
  await expect(form.getByRole('checkbox', { name: 'Fence Installation' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address@');
  await form.getByRole('radio', { name: '1–3 months' }).check();
  await form.getByRole('textbox', { name: 'Tell us about your project' }).fill('Too short');
  expect((await sendForm(page)).status()).toBe(400);

  const summary = page.locator('[data-error-summary]');
  await expect(summary.getByRole('link')).toHaveText([
    'Please enter a valid e-mail address',
    'Please choose residential or commercial',
    'Please tell us a little more (at least 10 characters)',
    'Please agree to be contacted about your request',
  ]);
  await expect(summary.getByRole('link', { name: 'Please enter a valid e-mail address' })).toHaveAttribute(
    'href',
    '#request-email',
  );
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
  // Everything sent is still there, the query's service too.
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue(visitor.name);
  await expect(email).toHaveValue('not-an-address@');
  await expect(page.getByRole('textbox', { name: 'Tell us about your project' })).toHaveValue('Too short');
  await expect(page.getByRole('radio', { name: '1–3 months' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Fence Installation' })).toBeChecked();
  await expect(page.locator('[data-request-about]')).toContainText('Your request is about Fence Installation');
  expect(await leadsMatching(staff, baseURL!, visitor.name)).toEqual([]);
  allowConsoleErrors(pageErrors, /status of 400 .*\/contact/); // the answer's status: Chromium logs it
});

test('a valid post: the confirmation with its reference, the lead stored once (a resend is the same request)', async ({
  page,
  staff,
  baseURL,
}) => {
  const visitor = uniqueVisitor('NoJs');
  await page.goto('/contact?service=patio-installation');
  // The photo picker needs JavaScript: without it, it is not offered.
  await expect(page.getByRole('button', { name: 'Add photos' })).toBeHidden();
  await fillRequestForm(page, visitor);
  // The page's signed start time, which the browser posts with the form (a hidden field).
  const formStamp = (await page.locator('input[name="formStamp"]').getAttribute('value')) ?? '';
  expect(formStamp).toMatch(/^\d+\.[\w-]{43}$/);
  expect((await sendForm(page)).status()).toBe(200);
  const heading = page.getByRole('heading', { name: /^Thank you, Erin\. Your request has been sent\.$/ });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused(); // autofocus: no script needed
  const reference = (await page.locator('[data-request-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^OV-[0-9A-HJKMNP-TV-Z]{4}$/);
  await expect(page.getByText(`We have sent a confirmation to ${visitor.email}.`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Request a free estimate' })).toHaveCount(0);

  // The browser's "send again" (a reload of the answer): the same request, the first answer.
  const again = await page.request.post(`/contact?service=patio-installation`, {
    form: {
      name: visitor.name,
      phone: '(203) 555-0177',
      email: visitor.email,
      street: '',
      town: 'Milford',
      sector: 'residential',
      timeframe: '1-3-months',
      message: 'A bluestone patio behind the house, about 400 square feet, with two steps down to the lawn.',
      consent: 'yes',
      website: '',
      formStamp,
    },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain(reference);

  const leads = await leadsMatching(staff, baseURL!, visitor.name);
  expect(leads.map((lead) => lead.reference)).toEqual([reference]);
  await staff.delete(`/api/leads/${leads[0]!.id}`, { headers: mutationHeaders(baseURL!) });
});

test('a form post from another site is refused, and nothing is stored', async ({ page, staff, baseURL }) => {
  const visitor = uniqueVisitor('NoJsForeign');
  const res = await page.request.post('/contact', {
    form: {
      name: visitor.name,
      email: visitor.email,
      sector: 'residential',
      timeframe: 'asap',
      message: 'x'.repeat(20),
      consent: 'yes',
    },
    headers: { Origin: 'https://evil.example' },
  });
  expect(res.status()).toBe(403);
  expect(await leadsMatching(staff, baseURL!, visitor.name)).toEqual([]);
});
