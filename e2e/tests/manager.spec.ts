import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { placeOrder } from '../support/api-orders';
import { expect, test } from '../support/fixtures';

/**
 * Issue 7, manager area: a manager logs in, a guest's order placed through the API appears on
 * the board without a reload, the manager moves it on and the guest's order page follows; a
 * break pattern takes a product out of the storefront until it is stopped.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the tablet-sized desktop project covers the manager area');
});

async function logIn(page: Page) {
  await page.goto('/manager?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Manager login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@olive-linde.demo');
  await page.getByLabel('Password').fill('demo-manager-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Manager navigation' })).toBeVisible();
  // the socket is live: whatever appears from now on came through it, not a page load
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
}

test('a guest order appears on the board live; the manager moves it on and the guest page follows', async ({
  page,
  request,
}) => {
  await logIn(page);
  const { orderId, token } = await placeOrder(request, { products: ['Espresso'] });

  const card = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card).toContainText('New');
  await expect(card).toContainText('Grace Hopper');
  await expect(page).toHaveTitle(/\(\d+\) new orders? – Olive & Linde/);

  // the guest's order page, open in another tab
  const guest = await page.context().newPage();
  await guest.goto(`/paymentstatus?orderId=${orderId}&token=${token}&lang=en`);
  const guestStatus = guest.getByText('Order status').locator('..');
  await expect(guestStatus).toContainText('Received');

  await card.getByRole('button', { name: `Open order #${orderId}` }).click();
  const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('2 × Espresso');
  await expect(detail).toContainText('Ring twice');
  await expect(detail).toContainText('Pickup time');
  await expect(detail).toContainText('To pay on site');
  const serious = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await detail.getByRole('button', { name: 'Start preparing' }).click();
  await expect(detail.getByText('Processing', { exact: true })).toBeVisible();
  await expect(detail).toContainText('Received → Processing');
  // the guest's page shows it without a reload
  await expect(guestStatus).toContainText('Processing', { timeout: 5000 });

  // the kitchen ticket is all that prints
  await page.emulateMedia({ media: 'print' });
  const ticket = page.getByTestId('kitchen-ticket');
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(`Order #${orderId}`);
  await expect(ticket).toContainText('2 × Espresso');
  await expect(detail).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // issue 34: a pickup order is picked up, not delivered, and the last step waits for an Undo
  await detail.getByRole('button', { name: 'Picked up' }).click();
  await expect(detail.getByRole('button', { name: /^Undo/ })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(guestStatus).toContainText('Delivered', { timeout: 5000 });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(
    page.getByRole('region', { name: /^Done/ }).getByRole('article', { name: `Order #${orderId}` }),
  ).toBeVisible();
});

test('a break pattern takes a product out of the storefront until it is stopped', async ({ page }) => {
  await logIn(page);
  await page
    .getByRole('navigation', { name: 'Manager navigation' })
    .getByRole('link', { name: 'Break patterns' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Break patterns' })).toBeVisible();
  await page.getByRole('button', { name: 'New break pattern' }).click();
  const form = page.getByRole('dialog', { name: 'New break pattern' });
  // saving without anything answers with the server's own messages
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('The name of the break pattern is required.');
  await expect(form).toContainText('Choose at least one weekday.');

  // a drink no other spec adds to a basket: it is away from every storefront while paused
  await form.getByRole('textbox', { name: 'Name' }).fill('Mint tea sold out');
  await form.getByLabel('Start time').fill('00:00');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await form.getByRole('checkbox', { name: day }).check();
  await form.getByRole('searchbox', { name: 'Filter products' }).fill('mint tea');
  await form.getByRole('checkbox', { name: 'Fresh mint tea' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const pattern = page.getByRole('article', { name: 'Mint tea sold out' });
  await expect(pattern).toContainText('Pausing now');
  await expect(pattern).toContainText('Fresh mint tea');

  const shop = await page.context().newPage();
  const mintTea = async () => {
    await shop.goto('/menu?lang=en');
    await expect(shop.getByRole('article').first()).toBeVisible();
    const drinks = shop
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'Drinks' });
    await drinks.scrollIntoViewIfNeeded();
    await drinks.click();
    return shop.getByRole('article').filter({ hasText: 'Fresh mint tea' });
  };
  const paused = await mintTea();
  await expect(paused).toContainText('Not available at this time');
  await expect(paused.getByRole('button', { name: /Add Fresh mint tea/ })).toBeDisabled();

  await pattern.getByRole('button', { name: 'Stop – Mint tea sold out' }).click();
  await expect(pattern).toContainText('Stopped');
  const back = await mintTea();
  await expect(back).not.toContainText('Not available at this time');
  await expect(back.getByRole('button', { name: /Add Fresh mint tea/ })).toBeEnabled();
});

test('logging out ends the token on the server, not only in the browser', async ({ page, request }) => {
  await logIn(page);
  const token = await page.evaluate(() => localStorage.getItem('managerToken'));
  const restaurants = () =>
    request.get('/api/managers/restaurant', { headers: { authorization: `Bearer ${token}` } });
  expect((await restaurants()).status()).toBe(200);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manager login' })).toBeVisible();
  // issue 14.9: a copy of the token (another tab, a leaked log) is refused from now on
  expect((await restaurants()).status()).toBe(401);
});
