import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiManager } from '../support/api-tables';
import { expect, test } from '../support/fixtures';
import { sideBasket } from '../support/side-basket';

/**
 * Issue 20 (back office): on the test clock (Tuesday 12:30 in Berlin) the manager of Olive &
 * Linde widens today's pickup hours and adds a delivery area; a fresh storefront page shows the
 * new hours and charges the new area's fee at checkout. Changes only widen what guests may do,
 * so the specs running beside this one keep their open restaurant; and at the end the test puts
 * back the pickup hours and the delivery areas it found, so the specs after it meet the seeded
 * restaurant (the ones beside it read what they depend on as it is at the time).
 */

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the tablet-sized desktop project covers the manager area');
});

async function openHoursPage(page: Page) {
  await page.goto('/manager?lang=en');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@olive-linde.demo');
  await page.getByLabel('Password').fill('demo-manager-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('navigation', { name: 'Manager navigation' })
    .getByRole('link', { name: 'Hours & delivery' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hours & delivery' })).toBeVisible();
}

interface Area {
  id: number;
}

/**
 * Olive & Linde's pickup hours and delivery areas as they are now; answers what puts them back
 * (the hours as they were, the areas added since removed).
 */
async function keepHoursAndAreas(request: APIRequestContext) {
  const manager = await apiManager(request, 'manager@olive-linde.demo', 'demo-manager-2026');
  const restaurantId = manager.restaurant.id;
  const read = async <T>(path: string): Promise<T> => {
    const response = await manager.get(path, { restaurantId });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const areas = async () => (await read<{ areas: Area[] }>('managers/delivery-areas')).areas;
  const hours = await read<{
    types: { delivery_type: string; windows: unknown[]; lead_minutes: number; available_days: number }[];
  }>('managers/hours');
  const pickup = hours.types.find((type) => type.delivery_type === 'pickup')!;
  const found = new Set((await areas()).map((area) => area.id));
  return async () => {
    const restored = await manager.post('managers/hours/replace', pickup);
    expect(restored.ok(), await restored.text()).toBe(true);
    for (const area of await areas()) {
      if (found.has(area.id)) continue;
      const removed = await manager.post('managers/delivery-areas/delete', { id: area.id });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
  };
}

async function expectNoSeriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
}

test("the manager changes today's hours and adds a delivery area; the storefront follows", async ({
  page,
  browser,
  request,
}) => {
  // two people's journeys in one test: the manager's and the guest's
  test.setTimeout(90_000);
  const putBack = await keepHoursAndAreas(request);
  try {
    await changeHoursAndArea(page, browser);
  } finally {
    await putBack();
  }
});

async function changeHoursAndArea(page: Page, browser: Browser) {
  await openHoursPage(page);
  await expectNoSeriousViolations(page);
  const week = page.getByRole('region', { name: 'Weekly opening hours' });
  await week.getByText('Pickup', { exact: true }).click();
  await expect(week.getByRole('radio', { name: 'Pickup' })).toBeChecked();

  // an overlapping window is answered on its own field, and nothing is saved
  const tuesday = (number: number) => week.getByRole('group', { name: `Tuesday, hours ${number}` });
  await expect(tuesday(1).getByRole('textbox', { name: 'Opens' })).toHaveValue('11:30');
  await tuesday(1).getByRole('textbox', { name: 'Closes' }).fill('17:30');
  await week.getByRole('button', { name: 'Save opening hours' }).click();
  const second = tuesday(2).getByRole('textbox', { name: 'Opens' });
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toBeFocused();
  await expect(tuesday(2)).toContainText('This window overlaps another window of the same day.');

  // today's lunch from 11:00 to 15:15; a third window late at night, then removed again
  await tuesday(1).getByRole('textbox', { name: 'Opens' }).fill('11:00');
  await tuesday(1).getByRole('textbox', { name: 'Closes' }).fill('15:15');
  await week.getByRole('button', { name: 'Add hours on Tuesday' }).click();
  await expect(tuesday(3)).toBeVisible();
  await week.getByRole('button', { name: 'Remove Tuesday, hours 3' }).click();
  await expect(tuesday(3)).toHaveCount(0);
  await week.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('The opening hours have been saved.')).toBeVisible();

  const preview = week.getByRole('region', { name: 'The next 7 days as guests see them' });
  const today = preview.getByRole('listitem').first();
  await expect(today).toContainText('Today');
  await expect(today).toContainText('11:00–15:15, 17:00–22:30');
  await expect(preview.getByRole('listitem')).toHaveCount(7);

  // a new delivery area, 2.90 fee, 5.00 minimum
  const areas = page.getByRole('region', { name: 'Delivery areas' });
  await areas.getByRole('button', { name: 'New delivery area' }).click();
  const form = page.getByRole('dialog', { name: 'New delivery area' });
  await form.getByRole('textbox', { name: 'Postal code' }).fill('10999');
  await form.getByRole('textbox', { name: 'Delivery fee' }).fill('2,90');
  await form.getByRole('textbox', { name: 'Minimum order' }).fill('5.00');
  await form.getByRole('button', { name: 'Save area' }).click();
  await expect(form).toBeHidden();
  const row = areas.getByRole('row', { name: /10999/ });
  await expect(row).toContainText('€2.90');
  await expect(row).toContainText('€5.00');
  await expect(row).toContainText('Never');
  await expectNoSeriousViolations(page);

  // a guest on a fresh page: today's pickup hours are the new ones, 10999 costs 2.90
  const guestContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await guestContext.clock.install({ time: await page.evaluate(() => Date.now()) });
  const guest = await guestContext.newPage();
  await guest.goto('/menu?lang=en');
  await expect(guest.getByRole('region', { name: 'Opening hours' })).toContainText(
    'Pickup: 11:00–15:15 · 17:00–22:30',
  );
  await guest.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Drinks' }).click();
  await guest.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
  const cart = sideBasket(guest, false);
  await cart.getByRole('button', { name: 'One more Still mineral water 0.5 l' }).click();
  await expect(guest.getByRole('button', { name: 'Basket, 2 items' })).toBeAttached();
  await cart.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Review Card' })).toBeVisible();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await guest.getByRole('group', { name: 'Delivery type' }).getByText('Delivery', { exact: true }).click();
  await expect(guest.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  const postalCode = guest.getByRole('textbox', { name: 'Postal code' });
  await postalCode.fill('10999');
  // the code is checked when the guest leaves the field
  await postalCode.blur();
  await expect(guest.getByText('Shipping to 10999: €2.90')).toBeVisible();
  await guestContext.close();
}
