/**
 * The office's second week on a phone (390 px; the leads bar at 360 px too): versions that read
 * apart, project rows that are links with the card's photo, the project form's save bar in reach,
 * a new hours row that is not red before it is touched and a holiday row accepted, the leads bar
 * whole, a quick request kept in the inbox and flagged, missing values in words, the Trash's
 * past status, and the text editor without tooltips left standing or a scroll box of its own.
 * Nothing site-wide is saved (the Company form is left unsaved).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { staffTest as test } from './support/staff-admin-page';
import { createDraftProject, deletePostQuietly, updatePost } from './support/staff-posts';
import { mutationHeaders } from './support/staff-session';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 240_000 });

const photos = { beforeImageUrl: '/photos/dune-grass.jpg', afterImageUrl: '/photos/green-meadow.jpg' };

/** The text of `locator` is all shown (not cut with an ellipsis or clipped). */
async function expectWhole(locator: Locator, name: string): Promise<void> {
  const cut = await locator.evaluate((el) => el.scrollWidth - el.clientWidth, undefined, { timeout: 30_000 });
  expect(cut, `${name} is cut`).toBeLessThanOrEqual(0);
}

/** Sends a request as a visitor through the API. @returns its id */
async function sendLead(page: Page, origin: string, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/api/leads', {
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    data: {
      email: '',
      serviceSlugs: ['patios-hardscape'],
      sector: 'residential',
      timeframe: 'asap',
      message: 'The front walk heaves every winter; can you reset it?',
      consent: true,
      website: '',
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('versions read apart: seconds and a line of each; Compare keeps paragraphs and the card text apart', async ({
  page,
  origin,
}) => {
  const post = await createDraftProject(page.request, origin, 'versions', {
    excerpt: 'A patio card text.',
    content: '<p>First paragraph about the patio.</p><p>Second paragraph about the steps.</p>',
  });
  try {
    await updatePost(page.request, origin, post.id, {
      title: post.title,
      type: 'project',
      status: 'draft',
      excerpt: 'A new card text.',
      content: '<p>First paragraph about the patio.</p><p>Second paragraph about the wall.</p>',
    });
    await page.goto(`/admin/posts/${post.id}/edit`);
    const versions = page.getByRole('list', { name: 'Earlier versions' });
    const first = versions.getByRole('listitem').first();
    await expect(first).toContainText(/\d{1,2}:\d{2}:\d{2}\s?[AP]M/);
    await expect(first.locator('[data-revision-snippet]')).toHaveText('…the steps.');
    await first.getByRole('button', { name: /^Compare/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare with the current version' });
    const text = dialog.getByTestId('revision-text-diff');
    await expect(text).toContainText('steps');
    // Two paragraphs, two lines (not one run of words).
    expect(await text.evaluate((el) => (el as HTMLElement).innerText)).toMatch(/patio\.\n\nSecond paragraph/);
    await expect(text).not.toContainText('card text');
    const card = dialog.getByTestId('revision-card-text-diff');
    await expect(card.locator('del')).toContainText('new');
    await expect(card.locator('ins')).toContainText('patio');
    await page.screenshot({ path: '.test-results/screens/revision-compare-390.png' });
  } finally {
    await deletePostQuietly(page.request, origin, post.id);
  }
});

test('project rows link to their editor with the after photo; Create Project is in reach from the top', async ({
  page,
  origin,
}) => {
  const post = await createDraftProject(page.request, origin, 'row-link', photos);
  try {
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(post.title);
    const link = page.getByRole('link', { name: post.title, exact: true });
    await expect(link).toBeVisible();
    const card = page.locator(`[data-post-id="${post.id}"]`);
    await expect(card.locator('img').first()).toHaveAttribute('src', /green-meadow/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}/edit$`));
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeInViewport();

    await page.goto('/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload New Project' })).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Project' });
    await expect(create).toBeInViewport({ ratio: 1 });
    await page.getByRole('textbox', { name: 'Project title' }).fill('A title typed');
    await page.mouse.wheel(0, 3000);
    await expect(create).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: '.test-results/screens/upload-save-bar-390.png' });
  } finally {
    await deletePostQuietly(page.request, origin, post.id);
  }
});

test('a new hours row is not red before it is touched, and a holiday row reads', async ({ page }) => {
  await page.goto('/admin/company');
  await expect(page.getByRole('textbox', { name: 'Street' })).toBeVisible();
  const hours = page.getByRole('group', { name: /^opening hours \d+$/ });
  const before = await hours.count();
  await page.getByRole('button', { name: 'Add opening hours' }).click();
  const row = hours.nth(before);
  const days = row.getByRole('textbox', { name: 'Days' });
  const times = row.getByRole('textbox', { name: 'Hours' });
  await expect(days).not.toHaveAttribute('aria-invalid', 'true');
  await expect(times).not.toHaveAttribute('aria-invalid', 'true');
  // Left empty, it is red; written as a holiday, it reads.
  await days.click();
  await times.click();
  await page.getByRole('textbox', { name: 'Street' }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await days.fill('Dec 24');
  await times.fill('Closed');
  await page.getByRole('textbox', { name: 'Street' }).click();
  await expect(days).not.toHaveAttribute('aria-invalid', 'true');
  await expect(times).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Discard' }).click();
});

for (const width of [360, 390]) {
  test(`leads at ${width} px: the bulk bar whole; a quick request kept and flagged; missing values in words`, async ({
    page,
    origin,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const word = `Zq${Date.now().toString(36)}`;
    const quick = await sendLead(page, origin, {
      name: `Quick ${word}`,
      phone: '',
      email: `quick-${word.toLowerCase()}@example.com`,
      startedAt: Date.now() - 500,
    });
    const slow = await sendLead(page, origin, {
      name: `Slow ${word}`,
      phone: '(203) 555-0123',
      startedAt: Date.now() - 60_000,
    });
    try {
      await page.goto('/admin/leads');
      await page.getByRole('searchbox', { name: 'Search leads' }).fill(word);
      const quickCard = page.locator(`[data-lead-id="${quick}"]`);
      await expect(quickCard).toBeVisible();
      await expect(quickCard.locator('[data-lead-status]')).toHaveText('New');
      await expect(quickCard.locator('[data-lead-flag="sent-fast"]')).toHaveText('Check: sent in under 3 s');
      const slowCard = page.locator(`[data-lead-id="${slow}"]`);
      await expect(slowCard).toBeVisible();
      await expect(slowCard.locator('[data-lead-flag]')).toHaveCount(0);

      for (const card of [quickCard, slowCard]) await card.getByRole('checkbox').check();
      const bar = page.getByRole('region', { name: 'Selected leads' });
      await expect(bar).toBeVisible();
      await expectWhole(bar.getByRole('button', { name: 'Mark as spam' }), 'Mark as spam');
      await expectWhole(bar.getByRole('button', { name: 'Delete' }), 'Delete');
      await expectWhole(bar.locator('.MuiInputLabel-root', { hasText: 'Set status' }), 'Set status');
      const box = (await bar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `.test-results/screens/leads-bulk-bar-${width}.png` });

      await page.goto(`/admin/leads/${quick}`);
      await expect(page.getByText('Phone not given')).toBeVisible();
      await expect(page.getByText('Street not given')).toBeVisible();
      await expect(page.getByText('Town not given')).toBeVisible();
      await expect(page.getByRole('main').getByText('—', { exact: true })).toHaveCount(0);
    } finally {
      await page.request.post('/api/leads/bulk', {
        headers: mutationHeaders(origin),
        data: { action: 'delete', ids: [quick, slow] },
      });
    }
  });
}

test('the Trash says what a deleted post was, in grey, never a green Published', async ({ page, origin }) => {
  const post = await createDraftProject(page.request, origin, 'trash-chip');
  try {
    await updatePost(page.request, origin, post.id, {
      title: post.title,
      type: 'project',
      status: 'published',
      content: '<p>A throw-away project made by a browser test.</p>',
    });
    await deletePostQuietly(page.request, origin, post.id, { keepInTrash: true });
    await page.goto('/admin/trash');
    const card = page.locator(`li[data-post-id="${post.id}"]`);
    await expect(card.locator('[data-trash-status]')).toHaveText('Was published');
    await expect(card.locator('[data-status]')).toHaveCount(0);
  } finally {
    await deletePostQuietly(page.request, origin, post.id);
  }
});

test('the text editor by touch: no tooltip left standing after a table; the page scrolls, not the editor', async ({
  page,
}) => {
  await page.goto('/admin/pages/privacy');
  const editor = page.locator('.tiptap').first();
  await expect(editor).toBeVisible();
  // The built-in policy is long: on a phone the box grows with it (no scroll box of its own).
  const inner = await editor.evaluate((el) => ({
    overflow: getComputedStyle(el).overflowY,
    hidden: el.scrollHeight - el.clientHeight,
  }));
  expect(inner.overflow).toBe('visible');
  expect(inner.hidden).toBeLessThanOrEqual(1);
  await editor.locator('p').last().tap();
  const toolbar = page.getByRole('toolbar').first();
  await expect(toolbar).toBeInViewport();
  await toolbar.getByRole('button', { name: 'Table' }).tap();
  await page.getByRole('menuitem', { name: 'Insert table' }).tap();
  await expect(editor.locator('table')).toBeVisible();
  await page.waitForTimeout(1500); // a tooltip opens after its delay
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.screenshot({ path: '.test-results/screens/page-editor-390.png' });
  await page.getByRole('button', { name: 'Discard' }).click();
});
