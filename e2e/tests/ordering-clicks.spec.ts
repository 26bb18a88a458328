import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { landingPort } from '../support/servers';

/**
 * Issue 15: a guest on a 390 × 844 phone gets from landing on the menu to a placed order (one
 * dish, pickup, cash, the restaurant open) in at most five taps, besides filling in the
 * checkout form (contact fields and the terms). Every tap of the test goes through `tap`, every
 * field through `fill`/`tick`, so the count is the guest's.
 *
 * 'As soon as possible' is the quarter hour of now, which holds 6 orders (slot_capacity). On the
 * main server every order placed at a table lands in that quarter too (it comes now, SPEC §4, and
 * counts in the kitchen's slot even where it is never refused): the table specs place more than
 * six in the run's first minutes. So this spec runs against the third server (its own database,
 * the same build and clock; there the landing spec only searches and back-office-look changes
 * Sakura), where no other order takes its place.
 */
test.use({ baseURL: `http://127.0.0.1:${landingPort}` });

test('from the menu to a placed order in five taps and the checkout form', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone 390', 'measured on the 390 × 844 phone');
  const taps: string[] = [];
  const fields: string[] = [];
  const tap = async (what: string, target: Locator) => {
    taps.push(what);
    await target.click();
  };
  const choose = async (what: string, select: Locator, label: string) => {
    taps.push(what);
    await select.selectOption({ label });
  };
  const fill = async (what: string, field: Locator, value: string) => {
    fields.push(what);
    await field.fill(value);
  };
  const tick = async (what: string, box: Locator) => {
    fields.push(what);
    await box.check();
  };

  await page.goto('/menu?restaurant=olive-linde&lang=en');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await tap('+ on the first dish', first.getByRole('button', { name: /^Add .+ to the basket$/ }));
  await tap('View basket', page.getByRole('link', { name: /^View basket, 1 item, / }));
  await expect(page).toHaveURL(/\/cart$/);
  await tap('Continue', page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const deliveryType = page.getByRole('combobox', { name: 'Delivery type' });
  await choose('Pickup', deliveryType, 'Pickup');
  // the basket has taken the change when the control is back
  await expect(deliveryType).toBeEnabled();
  await expect(deliveryType.locator('option:checked')).toHaveText('Pickup');
  // cash is the restaurant's first way to pay, so it is chosen; 'as soon as possible' is the time
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await fill('name', page.getByRole('textbox', { name: 'Name', exact: true }), 'Ada Guest');
  await fill('e-mail', page.getByRole('textbox', { name: 'E-mail' }), 'ada@example.test');
  await fill('mobile', page.getByRole('textbox', { name: 'Mobile' }), '+49 30 1234567');
  await tick('terms', page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await tap('Place order', page.getByRole('button', { name: 'Place order' }));

  await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+&token=/);
  await expect(page.getByText(/Order \d+ has been placed/)).toBeVisible();
  await expect(page.getByText('Cash')).toBeVisible();
  await expect(page.getByText('Pickup', { exact: true })).toBeVisible();
  testInfo.annotations.push({ type: 'taps', description: taps.join(' → ') });
  expect(taps.length, taps.join(' → ')).toBeLessThanOrEqual(5);
  expect(fields).toEqual(['name', 'e-mail', 'mobile', 'terms']);
});
