import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sideBasket } from '../support/side-basket';

/**
 * Issue 20 (back office): the manager of Olive & Linde creates a voucher, a guest applies it at
 * checkout and sees the discount; a percentage over 100 is answered beside its field; a Mollie
 * key shows as "set" without being shown. Olive does not offer Mollie, so the key changes
 * nothing for the specs running beside this one.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the tablet-sized desktop project covers the manager area');
});

async function openPaymentsPage(page: Page) {
  await page.goto('/manager?lang=en');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@olive-linde.demo');
  await page.getByLabel('Password').fill('demo-manager-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('navigation', { name: 'Manager navigation' })
    .getByRole('link', { name: 'Vouchers & payments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vouchers & payments' })).toBeVisible();
}

async function expectNoSeriousViolations(page: Page) {
  // the shared primary button fades on hover (opacity 90 %): axe reads the page at rest
  await page.mouse.move(0, 0);
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((node) => `${node.target.join(' ')} ${node.any.map((check) => check.message).join(' ')}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

test('the manager creates a voucher and a guest gets its discount; a bad percentage is named on its field', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openPaymentsPage(page);
  await expectNoSeriousViolations(page);
  const vouchers = page.getByRole('region', { name: 'Vouchers' });

  // 150 % is answered beside the percentage, by the server's rule
  await vouchers.getByRole('button', { name: 'New voucher' }).click();
  let form = page.getByRole('dialog', { name: 'New voucher' });
  await form.getByRole('textbox', { name: 'Code' }).fill('TOOMUCH');
  await form.getByRole('textbox', { name: 'Percentage (1 to 100)' }).fill('150');
  await form.getByRole('button', { name: 'Save voucher' }).click();
  const percent = form.getByRole('textbox', { name: 'Percentage (1 to 100)' });
  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(percent).toBeFocused();
  await expect(form).toContainText('Enter a percentage from 1 to 100.');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(vouchers.getByRole('row', { name: /TOOMUCH/ })).toHaveCount(0);

  // €2.00 off, at most 5 uses, keyboard only
  await vouchers.getByRole('button', { name: 'New voucher' }).click();
  form = page.getByRole('dialog', { name: 'New voucher' });
  await form.getByRole('textbox', { name: 'Code' }).fill('backoffice2');
  await form.getByRole('radio', { name: 'Amount in EUR' }).check();
  await form.getByRole('textbox', { name: 'Amount in EUR' }).fill('2,00');
  await form.getByRole('textbox', { name: 'Uses allowed in all' }).fill('5');
  await form.getByRole('textbox', { name: 'Uses allowed in all' }).press('Enter');
  await expect(form).toBeHidden();
  const row = vouchers.getByRole('row', { name: /BACKOFFICE2/ });
  await expect(row).toContainText('€2.00');
  await expect(row).toContainText('0 of 5');
  await expect(row).toContainText('Active');

  // a guest on a fresh page applies it at checkout
  const guestContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await guestContext.clock.install({ time: await page.evaluate(() => Date.now()) });
  const guest = await guestContext.newPage();
  await guest.goto('/menu?lang=en');
  await guest.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Drinks' }).click();
  await guest.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
  const cart = sideBasket(guest, false);
  await cart.getByRole('button', { name: 'One more Still mineral water 0.5 l' }).click();
  await expect(guest.getByRole('button', { name: 'Basket, 2 items' })).toBeAttached();
  await cart.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Review Card' })).toBeVisible();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await guest.getByRole('textbox', { name: 'Voucher code' }).fill('BackOffice2');
  await guest.getByRole('button', { name: 'Apply' }).first().click();
  await expect(guest.getByText('Voucher BACKOFFICE2 applied')).toBeVisible();
  await expect(guest.getByText('−€2.00').first()).toBeVisible();
  await guestContext.close();
});

test('a Mollie key is saved and shows as set, ending in its last four characters, never in full', async ({
  page,
}) => {
  await openPaymentsPage(page);
  const credentials = page.getByRole('region', { name: "Providers' credentials" });
  await expect(credentials).toContainText('API key: Not set');
  const key = `test_${'e2e'.repeat(10)}9c1d`;
  const field = credentials.getByLabel(/^API key/);
  // a key that is no Mollie key is answered beside the field
  await field.fill('sk_nope');
  await credentials.getByRole('button', { name: 'Save Mollie credentials' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(credentials).toContainText('A Mollie API key starts with test_ or live_');
  await field.fill(key);
  await credentials.getByRole('button', { name: 'Save Mollie credentials' }).click();
  await expect(page.getByText('The credentials have been saved.')).toBeVisible();
  await expect(credentials).toContainText('API key: Set, ends in …9c1d');
  await expect(field).toHaveValue('');
  await expect(credentials.getByRole('button', { name: 'Test the Mollie connection' })).toBeEnabled();
  // neither the page nor what it fetched holds the key
  expect(await page.content()).not.toContain('e2ee2e');
  await page.reload();
  await expect(credentials).toContainText('API key: Set, ends in …9c1d');
  expect(await page.content()).not.toContain('e2ee2e');
  await expectNoSeriousViolations(page);
});
