import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { placeOrder } from '../support/api-orders';
import { expect, test } from '../support/fixtures';

/**
 * Issue 15, manager area on a 1024×768 tablet: an order whose online payment is open is marked
 * and cannot be started until it is paid; the kitchen ticket says what to collect or that it
 * was paid online; the detail's actions stay in reach; axe finds no serious violation,
 * accessible names included (WCAG label in name).
 */

test.use({ viewport: { width: 1024, height: 768 } });
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the manager area is for tablets and desktops');
});

async function logIn(page: Page) {
  await page.goto('/manager?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Manager login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@olive-linde.demo');
  await page.getByLabel('Password').fill('demo-manager-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Manager navigation' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
}

/** Serious and critical axe findings, with label-in-name (an experimental rule, off by default) on. */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test('an open online payment is marked and waits; once paid it moves on and its ticket says so', async ({
  page,
  request,
}) => {
  await logIn(page);
  const order = await placeOrder(request, { products: ['Espresso'], paymentType: 'demo' });

  const card = page
    .getByRole('region', { name: /^New/ })
    .getByRole('article', { name: `Order #${order.orderId}`, exact: true });
  await expect(card).toBeVisible({ timeout: 5000 });
  // issue 34: the board says the payment is being confirmed (the guest may have paid), with Check now
  await expect(card).toContainText('Payment being confirmed');
  await expect(card).toContainText('Online (demo)');
  const start = card.getByRole('button', { name: /^Start preparing/ });
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(
    'Waiting for the online payment: start preparing once it is paid.',
  );

  await card.getByRole('button', { name: `Open order #${order.orderId}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: `Order #${order.orderId}`, exact: true });
  await expect(detail.getByRole('button', { name: 'Start preparing' })).toBeDisabled();
  await expect(detail.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(detail.getByRole('button', { name: 'Print kitchen ticket' })).toBeInViewport({ ratio: 1 });
  expect(await seriousViolations(page)).toEqual([]);

  // the guest pays on the provider's page: the board hears it live
  await order.settleDemoPayment('paid');
  await expect(detail.getByRole('button', { name: 'Start preparing' })).toBeEnabled({ timeout: 5000 });
  await expect(detail).not.toContainText('Payment being confirmed');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('kitchen-ticket')).toContainText('Paid online');
  await page.emulateMedia({ media: 'screen' });
  await detail.getByRole('button', { name: 'Start preparing' }).click();
  await expect(detail.getByText('Processing', { exact: true })).toBeVisible();
});

test('a failed online payment is over: done, marked, nothing to start', async ({ page, request }) => {
  const order = await placeOrder(request, { products: ['Espresso'], paymentType: 'demo' });
  await order.settleDemoPayment('failed');
  await logIn(page);
  const card = page
    .getByRole('region', { name: /^Done/ })
    .getByRole('article', { name: `Order #${order.orderId}`, exact: true });
  await expect(card).toContainText('Payment failed');
  await expect(card).toContainText('The online payment did not go through: do not prepare this order.');
  await expect(card.getByRole('button', { name: /Start preparing/ })).toHaveCount(0);
});

test('the kitchen ticket of a long cash order names what to collect; print stays in reach', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, {
    products: [
      'Espresso',
      'Hummus',
      'Baklava',
      'Still mineral water 0.5 l',
      'Falafel (5 pieces)',
      'Cheese spätzle',
    ],
    units: 1,
  });
  await logIn(page);
  await page.getByRole('button', { name: `Open order #${order.orderId}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: `Order #${order.orderId}`, exact: true });
  await expect(detail).toContainText('Cheese spätzle');
  const print = detail.getByRole('button', { name: 'Print kitchen ticket' });
  await expect(print).toBeInViewport({ ratio: 1 });
  await expect(detail.getByRole('button', { name: 'Start preparing' })).toBeInViewport({ ratio: 1 });

  const total = (
    await detail
      .getByText(/^Total/)
      .locator('..')
      .textContent()
  )?.replace('Total', '');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('kitchen-ticket')).toContainText(`To collect: ${total} · Cash`);
});

test('axe finds no serious violation on the login, the board with an order open, and break patterns', async ({
  page,
  request,
}) => {
  test.slow(); // five axe runs on a shared machine
  await page.goto('/manager?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Manager login' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const order = await placeOrder(request, { products: ['Espresso'] });
  await logIn(page);
  await expect(page.getByRole('article', { name: `Order #${order.orderId}`, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Open order #${order.orderId}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Order #${order.orderId}`, exact: true })).toContainText(
    'Espresso',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page
    .getByRole('navigation', { name: 'Manager navigation' })
    .getByRole('link', { name: 'Break patterns' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Break patterns' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New break pattern' }).click();
  await expect(page.getByRole('dialog', { name: 'New break pattern' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
