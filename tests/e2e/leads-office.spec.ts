/**
 * The Leads inbox as the office uses it (item 11), on a 360 px phone and at a desk: a
 * card shows the start of the message, the phone and a Call button, and hints at a duplicate (the
 * same phone as another lead); leads are selected and marked spam, then deleted, in one call
 * each after a confirm; the CSV export is every lead of the search and status; notes
 * are edited and deleted; the list and the navbar count pick up a new lead on their own.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { leadCreatedSchema } from '@site/contract/lead';
import { expect } from './fixtures';
import { staffTest as test } from './support/staff-admin-page';
import { mutationHeaders } from './support/staff-session';

/** A word no other lead has, for the search box. */
const token = () => `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sends a request as a visitor would (same-site JSON, shown a minute ago). @returns its id and reference */
async function sendLead(request: APIRequestContext, baseURL: string, name: string, phone: string, message: string) {
  const res = await request.post('/api/leads', {
    headers: { Origin: new URL(baseURL).origin, 'Content-Type': 'application/json' },
    data: {
      name,
      phone,
      email: '',
      serviceSlugs: ['patios-hardscape'],
      sector: 'residential',
      timeframe: 'asap',
      message,
      consent: true,
      website: '',
      startedAt: Date.now() - 60_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return leadCreatedSchema.parse(await res.json());
}

/** Erases leads (as the bulk action does), whatever a test left. */
async function eraseLeads(request: APIRequestContext, baseURL: string, ids: string[]) {
  await request.post('/api/leads/bulk', { headers: mutationHeaders(baseURL), data: { action: 'delete', ids } });
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search leads' });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`cards and rows say enough to call back; bulk spam and delete; the export is the list (${viewport.width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const word = token();
    const phone = `(203) 555-01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    const e164 = `+1${phone.replace(/\D/g, '')}`;
    const first = await sendLead(
      context.request,
      baseURL!,
      `Erin ${word} First`,
      phone,
      `A bluestone patio with a fire pit, please. ${word}`,
    );
    const second = await sendLead(
      context.request,
      baseURL!,
      `Erin ${word} Second`,
      phone,
      `Calling again about the patio. ${word}`,
    );
    try {
      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      await search(page).fill(word);
      const ids: Record<string, string> = { [first.reference]: first.id, [second.reference]: second.id };
      const item = (ref: string) => page.locator(`[data-lead-id="${ids[ref]}"]`);
      await expect(item(first.reference)).toBeVisible();
      await expect(item(second.reference)).toBeVisible();
      await expect(page.locator('[data-page-position]')).toHaveText('1–2 of 2');
      await expect(item(first.reference).locator('[data-message-preview]')).toContainText(
        'A bluestone patio with a fire pit',
      );
      await expect(item(first.reference)).toContainText(phone);
      await expect(item(first.reference).locator('[data-duplicates]')).toContainText('Same phone as');
      await expect(item(second.reference).locator('[data-duplicates]')).toContainText('Same phone as');
      if (viewport.width < 600) {
        await expect(item(first.reference).getByRole('link', { name: `Call Erin ${word} First` })).toHaveAttribute(
          'href',
          `tel:${e164}`,
        );
      } else {
        await expect(
          item(first.reference).getByRole('link', { name: new RegExp(`^Call Erin ${word} First`) }),
        ).toHaveAttribute('href', `tel:${e164}`);
      }

      // The export is every lead of the search and status: these two, nothing else.
      await expect(page.getByText('Exports all 2 matching requests, not only this page')).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      const rows = csv.split('\r\n').filter(Boolean);
      expect(rows).toHaveLength(3);
      expect(csv).toContain(`Erin ${word} First`);
      expect(csv).toContain(`Erin ${word} Second`);

      // Both at once: marked spam after a confirm, in one call; then gone from the inbox.
      for (const ref of [first.reference, second.reference]) await item(ref).getByRole('checkbox').check();
      const bar = page.getByRole('region', { name: 'Selected leads' });
      await expect(bar).toContainText('2 leads selected');
      const bulk = page.waitForRequest(
        (request) => request.url().endsWith('/api/leads/bulk') && request.method() === 'POST',
      );
      await bar.getByRole('button', { name: 'Mark as spam' }).click();
      const confirm = page.getByRole('dialog', { name: 'Mark 2 leads as Spam?' });
      await confirm.getByRole('button', { name: 'Change status' }).click();
      expect((await bulk).postDataJSON()).toEqual({
        action: 'status',
        status: 'spam',
        ids: expect.arrayContaining([first.id, second.id]),
      });
      await expect(page.getByText('2 leads now marked Spam.')).toBeVisible();
      await expect(page.getByText('No leads match these filters.')).toBeVisible();

      // Deleted together from the Spam view, after "Are you sure?".
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Spam', exact: true }).click();
      await expect(item(first.reference)).toBeVisible();
      if (viewport.width < 600) await page.getByRole('button', { name: 'Select all shown' }).click();
      else await page.getByRole('checkbox', { name: 'Select all leads shown' }).check();
      await bar.getByRole('button', { name: 'Delete' }).click();
      const sure = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect(sure).toContainText('This will permanently delete 2 leads, their notes and their photos.');
      await sure.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('2 leads and their photos have been deleted.')).toBeVisible();
      expect((await context.request.get(`/api/leads/${first.id}`)).status()).toBe(404);
      expect((await context.request.get(`/api/leads/${second.id}`)).status()).toBe(404);
    } finally {
      await eraseLeads(context.request, baseURL!, [first.id, second.id]);
    }
  });
}

test('notes are edited and deleted; a lead names the other requests with its phone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const word = token();
  const phone = '(203) 555-0188';
  const a = await sendLead(context.request, baseURL!, `Noel ${word}`, phone, `Stone steps to the front door. ${word}`);
  const b = await sendLead(context.request, baseURL!, `Noel ${word} again`, phone, `Any news on the steps? ${word}`);
  try {
    await page.goto(`/admin/leads/${a.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Noel ${word}` })).toBeVisible();
    const same = page.getByRole('region', { name: 'Same customer?' });
    await expect(same.getByRole('link', { name: `${b.reference} · Noel ${word} again` })).toHaveAttribute(
      'href',
      `/admin/leads/${b.id}`,
    );

    await page.getByRole('textbox', { name: 'Add a note' }).fill('Call back Tuesday.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    const notes = page.getByRole('list', { name: 'Notes, newest first' });
    await expect(notes).toContainText('Call back Tuesday.');
    await notes.getByRole('button', { name: /^Edit note/ }).click();
    await page.getByRole('textbox', { name: 'Edit note' }).fill('Call back Wednesday after 3.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(notes).toContainText('Call back Wednesday after 3.');
    await expect(notes).toContainText('edited');
    await expect(notes).not.toContainText('Tuesday');
    await notes.getByRole('button', { name: /^Delete note/ }).click();
    await page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The note has been removed.')).toBeVisible();
    await expect(notes).toHaveCount(0);
    expect((await (await context.request.get(`/api/leads/${a.id}`)).json()).notes).toEqual([]);
  } finally {
    await eraseLeads(context.request, baseURL!, [a.id, b.id]);
  }
});

test('a lead that arrives while the inbox is open appears, and the navbar count goes up, without a reload', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  const word = token();
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const badge = page.locator('[data-new-leads]');
  await expect(badge).toBeVisible();
  await expect(page.locator('[data-page-position]')).toHaveText(/^(\d[\d,]*–[\d,]+|0) of [\d,]+$/);
  const lead = await sendLead(
    context.request,
    baseURL!,
    `Rita ${word}`,
    '(203) 555-0144',
    `A new lawn by the porch. ${word}`,
  );
  try {
    await expect(page.getByText(`Rita ${word}`)).toHaveCount(0);
    const summary = page.waitForResponse((response) => response.url().endsWith('/api/leads/summary'));
    await page.clock.fastForward(61_000);
    await expect(page.getByText(`Rita ${word}`).first()).toBeVisible();
    // The count was asked again, and shows what the server says now (not compared with the count
    // before: browser tests running at the same time add and erase leads of their own).
    const { newCount } = (await (await summary).json()) as { newCount: number };
    expect(newCount).toBeGreaterThanOrEqual(1);
    await expect(badge).toHaveAttribute('data-new-leads', String(newCount));
  } finally {
    await eraseLeads(context.request, baseURL!, [lead.id]);
  }
});
