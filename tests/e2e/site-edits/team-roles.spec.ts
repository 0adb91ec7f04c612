/**
 * The Team and the roles in the browser (ADR 0033): the owner invites an office member and a
 * crew member; each signs in and sees only their role's sections; a crew member's draft waits for
 * review and the office member publishes it; the crew member's direct DELETE /api/posts/:id and
 * GET /api/leads answer 403; the owner removes the office member, whose open admin is signed out
 * on its next request; the last owner cannot be removed nor demoted; the activity list names who
 * published and who removed.
 *
 * In site-edits/ (after every other spec, one at a time): it changes who may sign in, and its
 * last-owner check needs the seeded owner to be the only one, so no other spec's throw-away staff
 * account (an owner) may exist meanwhile.
 */
import type { Browser, Page } from '@playwright/test';
import { lastOwnerMessage } from '../../../contract/src/team';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { createDraftProject, deletePostQuietly, recordToasts } from '../support/staff-posts';
import {
  deleteEmulatorAccount,
  emulatorIdToken,
  mutationHeaders,
  signInAsStaff,
  staffAccount,
  type SeedGoogleAccount,
} from '../support/staff-session';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const person = (role: string, name: string): SeedGoogleAccount => ({
  googleId: `8${Date.now()}${Math.floor(Math.random() * 1e6)}`,
  email: `e2e-${role}-${suffix}@example.com`,
  displayName: `${name} ${suffix.slice(-4)}`,
});
const office = person('office', 'Olive Office');
const crew = person('crew', 'Carl Crew');

/** The section links the admin shows. */
const sectionNames = async (page: Page) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').allInnerTexts();

/** The uid of an ID token (its `user_id` claim). */
const uidOfToken = (idToken: string): string =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { user_id: string }).user_id;

/** A new browser context and page signed in as `account` through the API. */
async function signedIn(browser: Browser, baseURL: string, account: SeedGoogleAccount) {
  const context = await browser.newContext();
  await signInAsStaff(context, baseURL, account);
  return { context, page: await context.newPage() };
}

test('the owner runs the team; each role sees and may do only its own part', async ({
  page,
  context,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const ownerToasts = await recordToasts(page);
  await signInAsStaff(context, baseURL!, staffAccount);
  // The Google accounts exist before they are invited, as they would at Google.
  const uids = [
    uidOfToken(await emulatorIdToken(context.request, office)),
    uidOfToken(await emulatorIdToken(context.request, crew)),
  ];
  let postId: string | undefined;
  let postTitle = '';

  try {
    await test.step('the owner invites an office member and a crew member', async () => {
      await page.goto('/admin/team');
      await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
      for (const [account, role] of [
        [office, 'Office'],
        [crew, 'Crew'],
      ] as const) {
        await page.getByLabel('Google e-mail address').fill(account.email);
        await page.getByRole('combobox', { name: 'Role' }).first().click();
        await page.getByRole('option', { name: role, exact: true }).click();
        await page.getByRole('button', { name: 'Send invitation' }).click();
        await expect(page.getByRole('list', { name: 'Pending invitations' }).getByText(account.email)).toBeVisible();
      }
    });

    const officeSide =
      await test.step('the office member signs in with Google and sees the office sections', async () => {
        const officeContext = await browser.newContext();
        const officePage = await officeContext.newPage();
        const toasts = await recordToasts(officePage);
        await officePage.goto('/staff/sign-in?returnTo=/admin');
        await officePage.getByRole('button', { name: 'Sign in with Google' }).click();
        const chooser = officePage.getByRole('dialog', { name: 'Choose a Google account' });
        await chooser.getByRole('button', { name: new RegExp(office.displayName) }).click();
        await expect(officePage.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
        expect(await sectionNames(officePage)).toEqual([
          'Projects',
          'Leads',
          'Services',
          'Pages',
          'Reviews',
          'Redirects',
          'Trash',
          'Activity',
        ]);
        return { context: officeContext, page: officePage, toasts };
      });

    const crewSide = await test.step('the crew member signs in and sees only Projects', async () => {
      const side = await signedIn(browser, baseURL!, crew);
      await side.page.goto('/admin');
      await expect(side.page.getByRole('heading', { name: 'Your drafts' })).toBeVisible();
      expect(await sectionNames(side.page)).toEqual(['Projects']);
      await expect(side.page.getByRole('link', { name: 'Upload New Project' }).first()).toBeVisible();
      return side;
    });

    await test.step("the crew member's direct DELETE /api/posts/:id and GET /api/leads answer 403", async () => {
      const del = await crewSide.context.request.delete(`${origin}/api/posts/some-project`, {
        headers: mutationHeaders(baseURL!),
      });
      expect(del.status()).toBe(403);
      expect((await del.json()).message).toBe(
        'Only the Owner or Office role may delete posts. You are signed in as Crew.',
      );
      const leads = await crewSide.context.request.get(`${origin}/api/leads`);
      expect(leads.status()).toBe(403);
      expect((await leads.json()).message).toBe(
        'Only the Owner or Office role may see leads. You are signed in as Crew.',
      );
    });

    await test.step("a crew member's draft waits for review and the office member publishes it", async () => {
      const draft = await createDraftProject(crewSide.context.request, baseURL!, 'crew draft');
      postId = draft.id;
      postTitle = draft.title;
      await crewSide.page.reload();
      const mine = crewSide.page.getByRole('listitem', { name: draft.title });
      await mine.getByRole('button', { name: 'Submit for review' }).click();
      await expect(mine.getByText('Waiting for review')).toBeVisible();

      await officeSide.page.reload();
      const waiting = officeSide.page.getByRole('region', { name: 'Waiting for review' });
      const item = waiting.getByRole('listitem', { name: draft.title });
      await expect(item.getByText(/Submitted by Carl/)).toBeVisible();
      await item.getByRole('button', { name: 'Publish' }).click();
      await expect(waiting).toHaveCount(0);
      const published = await page.request.get(`${origin}/project/${draft.slug}`);
      expect(published.status()).toBe(200);
    });

    await test.step('the owner removes the office member, whose open admin signs out on its next request', async () => {
      await page.reload();
      const row = page.getByRole('listitem', { name: office.displayName });
      await row.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(row).toHaveCount(0);

      await officeSide.page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Leads' })
        .click();
      await expect(officeSide.page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
      expect(officeSide.toasts).toContain('UnauthorizedYou are logged out. Logging in again...');
      await officeSide.context.close();
    });

    await test.step('the last owner can be neither removed nor given another role', async () => {
      const team = (await (await page.request.get(`${origin}/api/team`)).json()) as { members: { role: string }[] };
      expect(team.members.filter((member) => member.role === 'owner')).toHaveLength(1);
      const ownerRow = page.getByRole('listitem', { name: staffAccount.displayName });
      await ownerRow.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => ownerToasts.some((text) => text.includes(lastOwnerMessage))).toBe(true);
      await ownerRow.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Office', exact: true }).click();
      await expect.poll(() => ownerToasts.filter((text) => text.includes(lastOwnerMessage)).length).toBeGreaterThan(0);
      await page.reload();
      await expect(ownerRow.getByRole('combobox', { name: 'Role' })).toHaveText('Owner');
      const me = await page.request.get(`${origin}/api/auth/user`);
      expect((await me.json()).role).toBe('owner');
    });

    uids.push(
      ...(
        (await (await page.request.get(`${origin}/api/team`)).json()) as { members: { uid: string; email: string }[] }
      ).members
        .filter((m) => m.email === crew.email || m.email === office.email)
        .map((m) => m.uid),
    );
    await test.step('the activity list says who published the draft and who was removed', async () => {
      await page.goto('/admin/activity');
      const list = page.getByRole('list', { name: 'Activity' });
      await expect(list.getByRole('listitem').filter({ hasText: `Published ${postTitle}` })).toContainText(
        office.displayName.split(' ')[0]!,
      );
      await expect(
        list.getByRole('listitem').filter({ hasText: `Removed from the team ${office.displayName}` }),
      ).toContainText(staffAccount.displayName.split(' ')[0]!);
    });
    await crewSide.context.close();
  } finally {
    if (postId) await deletePostQuietly(page.request, baseURL!, postId);
    for (const uid of uids) await deleteEmulatorAccount(page.request, uid);
  }
  allowConsoleErrors(pageErrors, /status of 409/);
});
