import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, useTestClock } from '../support/fixtures';

/**
 * Issue 20 (decision 044): Olive & Linde's owner invites a manager; the mail's link (from the
 * server's outbox: no SMTP_URL in browser tests) is opened, the new manager chooses a password,
 * logs in and finds no payment methods and no staff page; the owner sees it all in the
 * activity list. Desktop project only (playwright.config).
 */

const outbox = () => join(process.env.TAVOLA_E2E_DATA_DIR ?? '', 'outbox');

/** The newest invitation link mailed to `email`, as a path of this server. */
async function invitationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox()).filter((file) => file.endsWith('.txt'));
        } catch {
          return undefined;
        }
        const mails = files
          .sort()
          .map((file) => readFileSync(join(outbox(), file), 'utf8'))
          .filter((text) => text.includes(`To: ${email}\n`));
        link = /https?:\/\/[^/\s]+(\/manager\/invitation\/\S+)/.exec(mails.at(-1) ?? '')?.[1];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

async function expectNoSeriousViolations(page: Page) {
  await page.mouse.move(0, 0);
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** names and e-mails sit isolated inside translated sentences (Unicode FSI…PDI) */
const isolated = (text: string) => `\u2068${text}\u2069`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Manager navigation' });

test('the owner invites a manager by e-mail; the manager joins, cannot see payments; the owner sees the activity', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-staff-${Date.now()}@example.org`;

  await page.goto('/manager?lang=en');
  await logIn(page, 'manager@olive-linde.demo', 'demo-manager-2026');
  await nav(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'People' })).toContainText('manager@olive-linde.demo');
  await expectNoSeriousViolations(page);

  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption('manager');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('region', { name: 'Open invitations' })).toContainText(email);

  // the invited person opens the mail's link in a browser of their own
  const link = await invitationLinkFor(email);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await useTestClock(context);
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { level: 1, name: /^Join \W?Olive & Linde\W?$/ })).toBeVisible();
  await expect(invited.getByText(`You are invited as Manager with ${isolated(email)}.`)).toBeVisible();
  await expectNoSeriousViolations(invited);
  await invited.getByRole('textbox', { name: 'Your name' }).fill('Nina Petrova');
  await invited.getByLabel('Choose a password').fill('short');
  await invited.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invited.getByLabel('Choose a password')).toHaveAttribute('aria-invalid', 'true');
  await invited.getByLabel('Choose a password').fill('nina-at-olive-2026');
  await invited.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invited.getByText(`You are in. Sign in with ${isolated(email)}.`)).toBeVisible();
  await invited.getByRole('link', { name: 'Go to sign-in' }).click();
  await logIn(invited, email, 'nina-at-olive-2026');

  // a manager: vouchers and tips, but neither payment methods nor staff
  await expect(nav(invited).getByRole('link', { name: 'Activity' })).toBeVisible();
  await expect(nav(invited).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav(invited).getByRole('link', { name: 'Vouchers & payments' })).toHaveCount(0);
  await nav(invited).getByRole('link', { name: 'Vouchers & tips' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Vouchers & tips' })).toBeVisible();
  await expect(invited.getByRole('region', { name: 'Tips' })).toBeVisible();
  await expect(invited.getByRole('region', { name: 'Payment methods' })).toHaveCount(0);
  await invited
    .getByRole('region', { name: 'Tips' })
    .getByRole('button', { name: 'Save tip settings' })
    .click();
  await expect(invited.getByText('The tip settings have been saved.')).toBeVisible();
  await context.close();

  // the owner sees who did what, by area (other specs write to Olive at the same time, so the
  // tip change is looked for among the payments, not expected on top of everything)
  await nav(page).getByRole('link', { name: 'Activity' }).click();
  const list = page.getByRole('region', { name: 'Activity' });
  const show = page.getByRole('combobox', { name: 'Show' });
  await show.selectOption('payments');
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'Changed the tip settings' })
      .filter({ hasText: 'Nina Petrova' }),
  ).toHaveCount(1);
  // newest first: the acceptance after the invitation
  await show.selectOption('staff');
  await expect(list).not.toContainText('Changed the tip settings');
  await expect(list.getByRole('listitem').first()).toContainText(
    `Accepted the invitation as “${isolated(email)}”`,
  );
  await expect(list).toContainText(`Invited “${isolated(email)}”`);
  await expectNoSeriousViolations(page);
});
