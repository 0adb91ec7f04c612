/**
 * A request whose answer is lost and that the visitor sends again is stored once:
 * the form sends one idempotency key per submission and the same key on a retry of
 * the same values; the API answers the repeat with the first answer and sends no second e-mail.
 */
import { allowConsoleErrors, expect, test, waitForHydration } from './fixtures';
import { stackMailInbox } from './support/mail-inbox';
import { atPersonsPace, fillRequestForm, sentReference, uniqueVisitor } from './support/request-form';

test('a 201 lost in transit, then Send again: the same key, one request, one office e-mail', async ({
  page,
  pageErrors,
}) => {
  const visitor = uniqueVisitor('Retry');
  const keys: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/leads')
      keys.push(req.headers()['idempotency-key'] ?? '');
  });
  await atPersonsPace(page);
  await page.goto('/contact');
  await waitForHydration(page);
  await fillRequestForm(page, visitor);

  // The first send reaches the server and is stored; its answer never reaches the browser.
  let stored = 0;
  await page.route(
    '**/api/leads',
    async (route) => {
      const response = await route.fetch();
      stored = response.status();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('[data-send-failure]')).toHaveAttribute('data-send-failure', 'offline');
  expect(stored).toBe(201);

  await page.getByRole('button', { name: 'Send request' }).click();
  const reference = await sentReference(page);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const inbox = stackMailInbox();
  const isOffice = (m: { subject: string; to: { address: string }[] }) =>
    m.subject.includes(visitor.name) && !m.to.some((t) => t.address === visitor.email);
  await inbox.waitFor(isOffice);
  await page.waitForTimeout(1000); // a second request would have sent its e-mail by now
  const office = (await inbox.list()).filter(isOffice);
  expect(office).toHaveLength(1);
  expect(office[0]!.subject).toContain(reference);
  allowConsoleErrors(pageErrors, /ERR_CONNECTION_RESET/);
});
