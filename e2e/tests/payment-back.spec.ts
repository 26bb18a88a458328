import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseOwnLaterSlot } from '../support/later-slot';
import { storefrontTexts } from '../support/storefront-texts';

/**
 * Issue 33, Major 3: a guest who goes Back from the payment page finds the order waiting for
 * its payment wherever they land (pay it, pay another way, or cancel it, which gives the items
 * back), and "Your items are kept" on the order page after a cancelled payment is true on the
 * menu too. On the 390 and 360 px phones, in English and Arabic.
 */

/** One bottle of water through the basket bar, the cart and the checkout, paid online (demo). */
async function orderOnline(page: Page): Promise<string> {
  await page.goto('/menu?lang=en');
  const drinks = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Drinks' });
  await drinks.scrollIntoViewIfNeeded();
  await drinks.click();
  const added = page.waitForResponse((r) => r.url().includes('/api/basket/add') && r.ok());
  await page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
  await added;
  await page.getByRole('link', { name: /^View basket, 1 item, / }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const type = page.getByRole('combobox', { name: 'Delivery type' });
  await type.selectOption({ label: 'Pickup' });
  await expect(type).toBeEnabled();
  await chooseOwnLaterSlot(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Guest');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.test');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('+49 30 1234567');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('radio', { name: 'Online payment (demo)' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\?session=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo payment' })).toBeVisible();
  const description = await page.getByText(/#\d+$/).textContent();
  return description!.match(/#(\d+)$/)![1]!;
}

for (const lang of ['en', 'ar'] as const) {
  test(`Back from the payment page: the order waits, and cancelling it gives the items back (${lang})`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await storefrontTexts(lang);
    const orderId = await orderOnline(page);

    await page.goBack();
    if (lang === 'ar') await page.goto('/menu?lang=ar');
    const notice = page.getByRole('region', { name: t('pendingPayment.title', { id: orderId }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t('pendingPayment.explain'));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const axe = await new AxeBuilder({ page }).include('section').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.screenshot({ path: testInfo.outputPath(`pending-payment-${lang}.png`) });

    // the payment page once more, and Back again: still waiting
    await notice.getByRole('button', { name: t('payment.resume') }).click();
    await expect(page).toHaveURL(/\/payment\?session=/);
    await page.goBack();
    await expect(notice).toBeVisible();

    await notice.getByRole('button', { name: t('pendingPayment.cancel') }).click();
    await expect(page.getByText(t('pendingPayment.cancelled', { id: orderId }))).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goto(`/menu?lang=${lang}`);
    await expect(page.getByRole('button', { name: t('basket.button', { count: 1 }) })).toBeAttached();
    await expect(page.getByRole('region', { name: t('pendingPayment.title', { id: orderId }) })).toHaveCount(
      0,
    );
  });
}

test('Back from the payment page: another way to pay takes the same items to the checkout', async ({
  page,
}) => {
  test.slow();
  const orderId = await orderOnline(page);
  await page.goBack();
  const notice = page.getByRole('region', { name: `Order #${orderId} is waiting for payment` });
  await notice.getByRole('button', { name: 'Choose another way to pay' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('1 × Still mineral water 0.5 l').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ada Guest');
  await expect(notice).toHaveCount(0);
});

test('a payment cancelled on the provider’s page keeps the items on the menu too', async ({ page }) => {
  test.slow();
  await orderOnline(page);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment status: The payment was cancelled.')).toBeVisible();
  await expect(page.getByText(/Your items are kept/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Restaurant' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('link', { name: /^View basket, 1 item, / })).toBeVisible();
});
