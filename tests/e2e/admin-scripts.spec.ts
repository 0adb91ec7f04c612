/**
 * The script budget of the admin's first load (DESIGN §5 "Lists read pages" budgets: fewer,
 * larger chunks on the common path, at most 30 script files for /admin): a signed-in staff
 * member opens /admin with an empty cache, and every script the page fetches until its project
 * list shows and the network is idle is counted (files, bytes as sent and as run). The figures
 * are attached to the test's report. The Projects screen then holds one page of the list: at most
 * 3,000 DOM nodes.
 */
import { expect } from './fixtures';
import { openAdmin, staffTest as test } from './support/staff-admin-page';

/** Most script files the first load of /admin may fetch. */
const maxAdminScripts = 30;
/** Most DOM nodes the admin's Projects screen may hold (one page of the list). */
const maxAdminNodes = 3000;

test('the first load of /admin fetches at most 30 script files and holds at most 3,000 nodes', async ({ page }) => {
  const scripts = new Map<string, Promise<{ sent: number; raw: number }>>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.set(
      res.url(),
      (async () => ({ sent: (await res.request().sizes()).responseBodySize, raw: (await res.body()).length }))(),
    );
  });
  await openAdmin(page);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.values());
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const kb = (n: number) => Math.round(n / 1024);
  const figures = {
    files: sizes.length,
    sentKB: kb(sizes.reduce((sum, s) => sum + s.sent, 0)),
    rawKB: kb(sizes.reduce((sum, s) => sum + s.raw, 0)),
    under5KB: sizes.filter((s) => s.raw < 5 * 1024).length,
    nodes,
  };
  test.info().annotations.push({ type: 'admin scripts', description: JSON.stringify(figures) });
  console.log(`admin first load scripts: ${JSON.stringify(figures)}`);
  expect(sizes.length, [...scripts.keys()].join('\n')).toBeLessThanOrEqual(maxAdminScripts);
  expect(nodes).toBeLessThanOrEqual(maxAdminNodes);
});
