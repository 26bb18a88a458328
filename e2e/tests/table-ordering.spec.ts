import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 16, the guest at a table on a phone (390 × 844). Without a table the checkout offers
 * no pay at end (decision 027: the server refuses it for pickup and delivery).
 */

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a phone path: the phone 390 project runs it');
});

/** Opens the menu's mezze, where the dishes of these tests are. */
async function openMezze(page: Page) {
  const mezze = page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: 'Mezze & starters' });
  await mezze.scrollIntoViewIfNeeded();
  await mezze.click();
}

test('without a table the checkout offers no pay at end', async ({ page }) => {
  await page.goto('/menu?lang=en');
  await openMezze(page);
  await page.getByRole('button', { name: 'Add Hummus to the basket' }).click();
  await page.goto('/checkout?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pay at the end' })).toHaveCount(0);
});
