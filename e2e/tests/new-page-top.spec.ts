import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { storefrontTexts } from '../support/storefront-texts';

/**
 * Issue 33, Major 7: after scrolling the menu, the cart and the checkout open at their top, not
 * where the menu had been (≈ 600–660 px down), and the focus goes to their heading. On the 390
 * and 360 px phones, in English and Arabic.
 */

const scrolled = (page: Page) => page.evaluate(() => window.scrollY);

async function expectAtTopWithHeadingFocused(page: Page, heading: string) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await expect.poll(() => scrolled(page)).toBe(0);
  await expect(h1).toBeFocused();
}

for (const lang of ['en', 'ar'] as const) {
  test(`the cart and the checkout open at their top, their heading focused (${lang})`, async ({ page }) => {
    // a bottle of water in the basket (in English: the dish's name is known)
    await page.goto('/menu?lang=en');
    const drinks = page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'Drinks' });
    await drinks.scrollIntoViewIfNeeded();
    await expect(async () => {
      await drinks.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Drinks' })).toBeVisible({ timeout: 2000 });
    }).toPass();
    const added = page.waitForResponse((r) => r.url().includes('/api/basket/add') && r.ok());
    await page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
    await added;

    const t = await storefrontTexts(lang);
    await page.goto(`/menu?lang=${lang}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    // the guest has scrolled well down the menu
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrolled(page)).toBeGreaterThan(600);
    await page.getByRole('link', { name: new RegExp(`^${t('basket.view')}`) }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expectAtTopWithHeadingFocused(page, t('basket.reviewTitle'));

    // the cart scrolled to its end, then on to the checkout
    await page.mouse.wheel(0, 1500);
    await page.getByRole('button', { name: t('basket.continue') }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectAtTopWithHeadingFocused(page, t('checkout.title'));
  });
}
