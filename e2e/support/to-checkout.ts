import { expect, type Page } from '@playwright/test';
import { sideBasket } from './side-basket';

/**
 * Adds `units` bottles of still water and goes on to /checkout: on wide screens through the side
 * basket beside the menu and /cart, on phones through the basket bar (issue 15) and /cart.
 */
export async function toCheckout(page: Page, units: number, isMobile: boolean) {
  await page.goto('/menu?lang=en');
  await expect(page.getByRole('article').first()).toBeVisible();
  const drinks = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Drinks' });
  await drinks.scrollIntoViewIfNeeded();
  await drinks.click();
  const add = page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' });
  await add.click();
  const basketCount = (count: number) =>
    page.getByRole('button', { name: `Basket, ${count} item${count === 1 ? '' : 's'}` });
  await expect(basketCount(1)).toBeAttached();
  if (isMobile) {
    for (let count = 2; count <= units; count++) {
      await add.click();
      await expect(basketCount(count)).toBeAttached();
    }
    await page.getByRole('link', { name: /^View basket, / }).click();
  } else {
    const cart = sideBasket(page, false);
    for (let count = 2; count <= units; count++) {
      await cart.getByRole('button', { name: 'One more Still mineral water 0.5 l' }).click();
      await expect(basketCount(count)).toBeAttached();
    }
    await expect(cart.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await cart.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(/\/cart$/);
  // the menu stays on screen while /cart loads: its own Continue is the one to press
  await expect(page.getByRole('heading', { level: 1, name: 'Review Card' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** SPEC §2: a segmented control on wide screens, a dropdown on narrow ones. */
export async function chooseType(page: Page, isMobile: boolean, label: string) {
  if (isMobile) {
    const select = page.getByRole('combobox', { name: 'Delivery type' });
    await select.selectOption({ label });
    // the basket has taken the change when the control is back
    await expect(select).toBeEnabled();
    await expect(select.locator('option:checked')).toHaveText(label);
  } else {
    await page.getByRole('group', { name: 'Delivery type' }).getByText(label, { exact: true }).click();
    await expect(page.getByRole('radio', { name: label })).toBeChecked();
  }
}
