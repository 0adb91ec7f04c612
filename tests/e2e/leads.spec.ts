/**
 * The request form and the Leads inbox in the browser, against the running stack and
 * its mail catcher: a visitor asks for a quote from a project page with a photo and gets a
 * reference; the office and the visitor get their e-mails; staff on a phone see the count, open
 * the lead (photo, source project, call link), mark it contacted, add a note, export, resend and
 * delete it. Then the form's messages and error summary, a request that cannot be sent, the
 * logged-out flow in the inbox, and that none of this code reaches the JavaScript of `/`.
 * The API itself: tests/e2e/leads-api.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { allowConsoleErrors, expect, test, waitForHydration } from './fixtures';
import { stackMailInbox } from './support/mail-inbox';
import {
  atPersonsPace,
  createLeadThroughApi,
  fillRequestForm,
  sentReference,
  uniqueVisitor,
  waitForFormScript,
} from './support/request-form';
import { staffStorageState } from './support/staff-session';

const photo = path.join(import.meta.dirname, '../../assets/photos/dock-boards.jpg');

/** A page signed in as staff, in a context of its own, whose errors fail the test like `page`'s. */
async function staffPage(
  browser: import('@playwright/test').Browser,
  baseURL: string,
  errors: string[],
  viewport = { width: 390, height: 844 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: await staffStorageState(browser, baseURL),
    viewport,
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(`staff pageerror: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`staff console.error: ${msg.text()}`));
  return page;
}

test('a visitor asks for a quote from a project page; staff on a phone work the lead; both e-mails arrive', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  const visitor = uniqueVisitor('Quote');
  const {
    items: [project],
  } = (await (await page.request.get('/api/posts?type=project&status=published')).json()) as {
    items: { slug: string; title: string }[];
  };
  if (!project) throw new Error('no published project');

  // The visitor, on the project page.
  await atPersonsPace(page);
  await page.goto(`/project/${project.slug}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Request a quote for a project like this' }).click();
  await expect(page).toHaveURL(`/contact?project=${project.slug}`);
  await expect(page.locator('[data-request-about]')).toContainText(
    `Your request is about a project like ${project.title}`,
  );
  await waitForHydration(page);
  await fillRequestForm(page, visitor);
  await waitForFormScript(page);
  await page.getByTestId('request-photo-input').setInputFiles(photo);
  await expect(page.getByRole('listitem').filter({ hasText: 'dock-boards.jpg' })).toContainText('Ready');
  await page.getByRole('button', { name: 'Send request' }).click();
  const reference = await sentReference(page);
  await expect(page.getByRole('heading', { name: /^Thank you, Erin\. Your request has been sent\.$/ })).toBeFocused();
  await expect(page.getByText('What happens next')).toBeVisible();
  await expect(page.getByText(`We have sent a confirmation to ${visitor.email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${siteSettings.phone}` })).toHaveAttribute(
    'href',
    `tel:${siteSettings.phoneHref}`,
  );

  // The office e-mail and the visitor's confirmation, at the stack's mail catcher.
  const inbox = stackMailInbox();
  const [office] = await inbox.waitFor((mail) => mail.subject.startsWith(`New request ${reference}:`));
  expect(office!.text).toContain(visitor.name);
  expect(office!.text).toContain('two steps down to the lawn');
  await inbox.waitFor((mail) => mail.to.some((to) => to.address === visitor.email) && mail.subject.includes(reference));

  // Staff, on a phone: the count in the header, the inbox as cards, the lead.
  const staff = await staffPage(browser, baseURL ?? '', pageErrors);
  await staff.goto('/');
  const badge = staff.getByRole('link', { name: /^Leads: \d+ new$/ });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(staff).toHaveURL('/admin/leads');
  await expect(staff.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute('aria-current', 'page');
  await staff.getByRole('searchbox', { name: 'Search leads' }).fill(visitor.name);
  const card = staff.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(reference);
  await expect(card).toContainText('New');
  // The export is what the list shows: this one lead.
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(reference);
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  await card.getByRole('link', { name: visitor.name, exact: true }).click();

  await expect(staff.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+12035550177');
  await expect(staff.getByRole('link', { name: 'E-mail', exact: true })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${visitor.email}\\?subject=`),
  );
  await expect(staff.getByRole('link', { name: project.title })).toHaveAttribute('href', `/project/${project.slug}`);
  const image = staff.getByRole('img', { name: /^Photo 1 of 1/ });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await staff.getByRole('combobox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Contacted' }).click();
  await expect(staff.locator('[data-toast]')).toContainText('The lead is now marked Contacted.');
  await expect(staff.locator('h1 ~ div [data-lead-status]')).toHaveText('Contacted');

  await staff.getByRole('textbox', { name: 'Add a note' }).fill('Called back; site visit Tuesday 9 am.');
  await staff.getByRole('button', { name: 'Add Note' }).click();
  await expect(staff.locator('[data-toast]')).toContainText('Note Added');
  const notes = staff.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes).toContainText('Called back; site visit Tuesday 9 am.');
  await expect(notes).toContainText('Dana Staff ·');
  await expect(staff.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

  await staff.getByRole('button', { name: 'Resend' }).click();
  await expect(staff.locator('[data-toast]')).toContainText('The office e-mail of this lead has been sent again.');
  await expect(staff.locator('section [data-notification="sent"]')).toBeVisible();

  await staff.getByRole('button', { name: 'Delete lead' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`This will permanently delete the request from "${visitor.name}" (${reference})`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(staff.locator('[data-toast]')).toContainText('The lead and its photos have been deleted.');
  await expect(staff).toHaveURL('/admin/leads');
  await expect(staff.getByText('No leads match these filters.')).toBeVisible(); // the search is kept
  await staff.context().close();
});

test('the form says what is missing: an error summary that takes focus and links to each field', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const send = page.getByRole('button', { name: 'Send request' });
  await expect(send).toBeEnabled();
  await expect(page.getByRole('textbox', { name: /Website/ })).toHaveCount(0); // the honeypot is out of the accessibility tree
  await send.click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Please enter your name',
    'Please give a phone number or an e-mail address',
    'Please choose residential or commercial',
    'Please choose a timeframe',
    'Please tell us a little more (at least 10 characters)',
    'Please agree to be contacted about your request',
  ]);
  const name = page.getByRole('textbox', { name: 'Your name' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name');
  await summary.getByRole('link', { name: 'Please choose a timeframe' }).click();
  await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeFocused();
  await summary.getByRole('link', { name: 'Please enter your name' }).click();
  await expect(name).toBeFocused();

  await name.fill('Pat');
  await page.getByRole('textbox', { name: 'Phone' }).fill('555');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('pat@');
  await send.click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Please enter a valid phone number' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please enter a valid e-mail address' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please enter your name' })).toHaveCount(0);

  const town = page.getByRole('textbox', { name: 'Town' });
  await town.fill('Hartford');
  await town.blur();
  await expect(town).toHaveAccessibleDescription(
    /outside the area where we usually work.*You can still send your request/,
  );
  await town.fill('West Haven, CT');
  await expect(town).toHaveAccessibleDescription('The town or city of the property');
});

test("/contact is the server's form; what is typed and sent before its script arrives is kept and checked by it", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/contact')).text();
  expect(html).toContain('id="request-name"'); // the form's HTML: a native form, nothing moves
  expect(html).toContain('Send request');
  expect(html).not.toContain('__reactRouterContext'); // no React on /contact

  // Hold the form's script back, as a slow phone network would, type and send meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/request-form-island-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (req) => req.method() === 'POST' && posts.push(new URL(req.url()).pathname));
  await page.goto('/contact');
  await waitForHydration(page);
  const name = page.getByRole('textbox', { name: 'Your name' });
  const send = page.getByRole('button', { name: 'Send request' });
  await name.fill('Typed Before Hydration');
  await page.getByRole('checkbox', { name: 'Drainage Systems' }).check();
  await send.click(); // waits for the script: never a native post, which would lose the photos
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);
  release();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(name).toHaveValue('Typed Before Hydration');
  await expect(page.getByRole('checkbox', { name: 'Drainage Systems' })).toBeChecked();
  await expect(summary.getByRole('link', { name: 'Please enter your name' })).toHaveCount(0);
  await expect(summary.getByRole('link', { name: 'Please choose a timeframe' })).toBeVisible();
  expect(posts).toEqual([]);
});

test('a request that cannot be sent keeps everything typed and says why; a 429 asks to call', async ({
  page,
  pageErrors,
}) => {
  const visitor = uniqueVisitor('Offline');
  await page.goto('/contact?service=fence-installation');
  await waitForHydration(page);
  await expect(page.locator('[data-request-about]')).toContainText('Your request is about Fence Installation');
  await expect(page.getByRole('checkbox', { name: 'Fence Installation' })).toBeChecked();
  await fillRequestForm(page, visitor);
  const send = page.getByRole('button', { name: 'Send request' });
  const failure = page.locator('[data-send-failure]');
  const answers = [
    {
      kind: 'offline',
      text: 'We could not reach our server',
      reply: (route: import('@playwright/test').Route) => route.abort('internetdisconnected'),
    },
    {
      kind: 'server',
      text: 'Something went wrong on our side',
      reply: (route: import('@playwright/test').Route) =>
        route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
    },
    {
      kind: 'rate-limited',
      text: 'please call us instead',
      reply: (route: import('@playwright/test').Route) =>
        route.fulfill({ status: 429, json: { message: 'Too many requests' }, headers: { 'Retry-After': '3600' } }),
    },
  ];
  for (const { kind, text, reply } of answers) {
    await page.route('**/api/leads', reply);
    await send.click();
    await expect(failure).toHaveAttribute('data-send-failure', kind);
    await expect(failure).toBeFocused();
    await expect(failure).toContainText(text);
    await expect(failure.getByRole('link', { name: siteSettings.phone })).toHaveAttribute(
      'href',
      `tel:${siteSettings.phoneHref}`,
    );
    if (kind !== 'rate-limited') await expect(failure).toContainText('Everything you typed is still here.');
    await page.unroute('**/api/leads');
  }
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue(visitor.name);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(visitor.email);
  await expect(page.getByRole('textbox', { name: 'Tell us about your project' })).toHaveValue(
    /two steps down to the lawn/,
  );
  await expect(page.getByRole('checkbox', { name: 'Fence Installation' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '1–3 months' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^I agree that/ })).toBeChecked();
  await expect(send).toBeEnabled();
  allowConsoleErrors(pageErrors, /ERR_INTERNET_DISCONNECTED|status of (503|429)/);
});

test('a 401 in the inbox is the logged-out flow: the toast, then sign-in', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  // Two sign-ins (the staff page and the clean-up) and a lead: over the 2 minutes default on a loaded machine (2.0 min seen).
  test.setTimeout(240_000);
  const visitor = uniqueVisitor('Expired');
  const lead = await createLeadThroughApi(page, baseURL ?? '', visitor);
  const staff = await staffPage(browser, baseURL ?? '', pageErrors, { width: 1366, height: 900 });
  try {
    await staff.goto(`/admin/leads/${lead.id}`);
    await expect(staff.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible();
    await staff.context().clearCookies({ name: '__session' });
    const login = staff.waitForRequest((req) =>
      req.url().includes(`/api/login?returnTo=${encodeURIComponent(`/admin/leads/${lead.id}`)}`),
    );
    // The toast shows for 500 ms before the sign-in redirect: wait for it in the page from before the
    // click (expect's polling from the test, 1 s apart once a loaded machine slows the 401, missed it).
    const toast = staff
      .locator('[data-toast]', { hasText: 'You are logged out. Logging in again...' })
      .waitFor({ state: 'attached', timeout: 30_000 });
    await staff.getByRole('combobox', { name: 'Status' }).click();
    await staff.getByRole('option', { name: 'Quoted' }).click();
    await toast;
    await login;
  } finally {
    allowConsoleErrors(pageErrors, /status of 401/);
    const cleanup = await staffPage(browser, baseURL ?? '', []);
    await cleanup.request.delete(`/api/leads/${lead.id}`, {
      headers: { 'X-Requested-With': 'fetch', Origin: new URL(baseURL ?? '').origin },
    });
    await cleanup.context().close();
    await staff.context().close();
  }
});

test('none of the form or the leads admin reaches the JavaScript of /; /contact loads the form', async ({ page }) => {
  /** The JavaScript the page loads while `action` runs (response bodies, joined). */
  const scriptsDuring = async (action: () => Promise<void>) => {
    const bodies: Promise<string>[] = [];
    const collect = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    };
    page.on('response', collect);
    await action();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    return (await Promise.all(bodies)).join('\n');
  };
  /** The JavaScript a page loads up to scrolling to its end (what it loads on approach is in). */
  const scriptsOf = (url: string) =>
    scriptsDuring(async () => {
      await page.goto(url);
      await waitForHydration(page);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
    });
  // A message of the lead schema, of the form, of the inbox and of the navbar count.
  const markers = [
    'Please agree to be contacted about your request',
    'Finishing photo uploads',
    'Loading leads...',
    'Leads: none new',
  ];
  const home = await scriptsOf('/');
  for (const marker of markers) expect(home, marker).not.toContain(marker);
  // The form's script loads when the visitor first reaches into the form (≤ 60 KB of
  // script before the form is touched), not when it scrolls into view.
  const contact = await scriptsOf('/contact');
  expect(contact).not.toContain('Please agree to be contacted about your request');
  await expect(page.locator('form#request-form[data-enhanced]')).toHaveCount(0);
  const touched = await scriptsDuring(async () => {
    await page.getByRole('textbox', { name: 'Your name' }).focus();
    await waitForFormScript(page);
  });
  expect(touched).toContain('Please agree to be contacted about your request');
  expect(touched).toContain('Finishing photo uploads');
  expect(touched).not.toContain('Loading leads...');
});

test("a visitor's pages never load the navbar's leads badge (its query is a staff chunk)", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  // /staff/sign-in runs React (its navbar has the hidden staff part); /contact is a public page.
  for (const path of ['/staff/sign-in', '/contact']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.some((script) => /\/assets\/entry\.client-[^/]+\.js$/.test(script))).toBe(true); // React ran
  expect(scripts.filter((script) => script.includes('nav-leads-badge'))).toEqual([]);
});
