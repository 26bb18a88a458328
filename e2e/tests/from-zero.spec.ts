import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fromZeroSetupToken } from '../support/from-zero';
import { sideBasket } from '../support/side-basket';
import { storefrontTexts } from '../support/storefront-texts';

/**
 * Issue 20: a restaurant from zero. On a server with no restaurant at all (no demo data), the
 * owner opens the first-run link the server printed, creates Trattoria Nova and its manager
 * account, builds a menu with an option group and a set menu, today's delivery hours, one
 * delivery area and cash payment — all in the back office — and a guest places the first order
 * on its storefront. On the test clock: Tuesday 12:30 in Berlin.
 */

async function expectNoSeriousViolations(page: Page) {
  await page.mouse.move(0, 0);
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

const navigateTo = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Manager navigation' }).getByRole('link', { name }).click();

async function createRestaurant(page: Page) {
  await page.goto(`/?setup=${fromZeroSetupToken}&lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your restaurant' })).toBeVisible();
  // the token fills its field and leaves the address at once
  await expect(page.getByRole('textbox', { name: 'Setup token' })).toHaveValue(fromZeroSetupToken);
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expectNoSeriousViolations(page);

  await page.getByRole('textbox', { name: 'Restaurant name' }).fill('Trattoria Nova');
  await expect(page.getByRole('textbox', { name: 'Web address' })).toHaveValue('trattoria-nova');
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Berlin');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('chef@nova.example');
  // issue 33: the ways guests order, each with what it still needs; Trattoria Nova does no pickup
  const ways = page.getByRole('group', { name: 'How guests order' });
  await expect(ways.getByRole('checkbox', { name: /^Delivery/ })).toBeChecked();
  await expect(ways).toContainText('Needs opening hours and a delivery area');
  await ways.getByRole('checkbox', { name: /^Pickup/ }).uncheck();
  await expect(ways.getByRole('checkbox', { name: /^Eat in/ })).toBeChecked();
  // issue 33: what the storefront must show about who sells: it becomes the imprint
  const legal = page.getByRole('region', { name: 'What your storefront must show' });
  await legal.getByRole('textbox', { name: 'Legal name' }).fill('Trattoria Nova GmbH');
  await legal.getByRole('textbox', { name: 'Street and number' }).fill('Invalidenstraße 3');
  await legal.getByRole('textbox', { name: 'Postal code' }).fill('10115');
  await legal.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await expect(legal.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  const phone = legal.getByRole('textbox', { name: 'Phone' });
  await phone.fill('+49 30 7654321');
  await legal.getByRole('textbox', { name: 'E-mail for guests' }).fill('hallo@nova.example');
  await legal.getByRole('textbox', { name: /^More for your imprint/ }).fill('Handelsregister HRB 12345 B');
  // a short password is answered beside its field, and the focus goes there
  const password = page.getByLabel('Password');
  await password.fill('short');
  await page.getByRole('button', { name: 'Create restaurant' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();
  await password.fill('polenta-and-figs');
  // a phone number in the wrong form is told what is expected (issue 33)
  await phone.fill('abc');
  await page.getByRole('button', { name: 'Create restaurant' }).click();
  await expect(phone).toBeFocused();
  await expect(
    page.getByText('The telephone must be a phone number: digits, which may start with +.'),
  ).toBeVisible();
  await phone.fill('+49 30 7654321');
  await page.getByRole('button', { name: 'Create restaurant' }).click();
  // signed in at once, in the manager area of the new restaurant
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('navigation', { name: 'Manager navigation' })).toBeVisible();
}

async function buildMenu(page: Page) {
  await navigateTo(page, 'Menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await page.getByRole('button', { name: 'New category' }).click();
  const categoryForm = page.getByRole('dialog', { name: 'New category' });
  await categoryForm.getByRole('textbox', { name: 'Name (English)' }).fill('Pizza & more');
  await categoryForm.getByRole('button', { name: 'Save' }).click();
  await expect(categoryForm).toBeHidden();

  const newProduct = async (name: string, price: string) => {
    await page.getByRole('button', { name: 'New product' }).click();
    const form = page.getByRole('dialog', { name: 'New product' });
    await form.getByRole('textbox', { name: 'Name (English)' }).fill(name);
    await form.getByRole('textbox', { name: 'Price (EUR)' }).fill(price);
    return form;
  };
  // a pizza with a required choice of size
  const pizza = await newProduct('Margherita', '9.50');
  await pizza.getByRole('button', { name: 'Add option group' }).click();
  const size = pizza.getByRole('group', { name: 'Option group 1' });
  await size.getByRole('textbox', { name: 'Group name (English)' }).fill('Size');
  await size.getByRole('textbox', { name: 'At least' }).fill('1');
  await size.getByRole('textbox', { name: 'At most' }).fill('1');
  await size.getByRole('textbox', { name: 'Option 1 (English)' }).fill('Regular');
  await size.getByRole('textbox', { name: 'Option 2 (English)' }).fill('Large');
  await size.getByRole('textbox', { name: 'Extra price 2' }).fill('2.50');
  await pizza.getByRole('button', { name: 'Save' }).click();
  await expect(pizza).toBeHidden();

  const dessert = await newProduct('Tiramisu', '5.00');
  await dessert.getByRole('button', { name: 'Save' }).click();
  await expect(dessert).toBeHidden();

  // a set menu: a pizza, then a dessert
  const lunch = await newProduct('Lunch menu', '13.00');
  for (const [number, step, product] of [
    ['1', 'Main course', 'Margherita'],
    ['2', 'Dessert', 'Tiramisu'],
  ] as const) {
    await lunch.getByRole('button', { name: 'Add step' }).click();
    const group = lunch.getByRole('group', { name: `Step ${number}` });
    await group.getByRole('textbox', { name: 'Step name (English)' }).fill(step);
    await group.getByRole('combobox', { name: 'Product 1' }).selectOption({ label: product });
  }
  await lunch.getByRole('button', { name: 'Save' }).click();
  await expect(lunch).toBeHidden();

  const products = page.getByRole('list', { name: 'Products in Pizza & more' });
  await expect(products.getByRole('listitem')).toHaveCount(3);
  await expect(products).toContainText('Option groups: 1');
  await expectNoSeriousViolations(page);
}

/** Issue 33: which switched-on types guests can order, and what each still needs. */
const readiness = (page: Page) => page.getByRole('region', { name: 'Which delivery types guests can order' });

async function setHoursAndDelivery(page: Page) {
  await navigateTo(page, 'Hours & delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Hours & delivery' })).toBeVisible();
  const ready = readiness(page);
  await expect(ready.getByRole('listitem').filter({ hasText: /^Delivery:/ })).toContainText(
    'Delivery: not offered to guests yet',
  );
  await expect(ready.getByRole('link', { name: 'Needs opening hours' })).toHaveCount(2);
  await expect(ready.getByRole('link', { name: /^Needs a delivery area/ })).toBeVisible();
  await expect(ready).not.toContainText('Pickup');
  const week = page.getByRole('region', { name: 'Weekly opening hours' });
  await week.getByText('Delivery', { exact: true }).click();
  await expect(week.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await week.getByRole('button', { name: 'Add hours on Tuesday' }).click();
  const tuesday = week.getByRole('group', { name: 'Tuesday, hours 1' });
  await tuesday.getByRole('textbox', { name: 'Opens' }).fill('11:00');
  await tuesday.getByRole('textbox', { name: 'Closes' }).fill('22:00');
  await week.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('The opening hours have been saved.')).toBeVisible();
  const today = week
    .getByRole('region', { name: 'The next 7 days as guests see them' })
    .getByRole('listitem');
  await expect(today.first()).toContainText('11:00–22:00');

  const areas = page.getByRole('region', { name: 'Delivery areas' });
  await areas.getByRole('button', { name: 'New delivery area' }).click();
  const form = page.getByRole('dialog', { name: 'New delivery area' });
  await form.getByRole('textbox', { name: 'Postal code' }).fill('10115');
  await form.getByRole('textbox', { name: 'Delivery fee' }).fill('2.00');
  await form.getByRole('textbox', { name: 'Minimum order' }).fill('10.00');
  await form.getByRole('button', { name: 'Save area' }).click();
  await expect(form).toBeHidden();
  await expect(areas.getByRole('row', { name: /10115/ })).toContainText('€2.00');
  // delivery is ready; eat in still needs its hours
  await expect(readiness(page)).toContainText('Delivery: guests can order');
  await expect(readiness(page)).toContainText('Eat in: not offered to guests yet');
  await expectNoSeriousViolations(page);
}

/**
 * Issue 33: a guest on a phone is never offered a way of ordering that has no hours: before any,
 * the menu says it takes no orders yet and has nothing to add; after delivery's, only delivery.
 */
async function guestOnPhone(
  browser: import('@playwright/test').Browser,
  clock: number,
  lang: 'en' | 'ar',
  width: number,
) {
  const context = await browser.newContext({
    viewport: { width, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.clock.install({ time: clock });
  const guest = await context.newPage();
  await guest.goto(`/?lang=${lang}`);
  await expect(guest.getByRole('article').filter({ hasText: 'Tiramisu' })).toBeVisible();
  return { guest, t: await storefrontTexts(lang), close: () => context.close() };
}

async function offerCash(page: Page) {
  await navigateTo(page, 'Vouchers & payments');
  const methods = page.getByRole('region', { name: 'Payment methods' });
  const cash = methods.getByRole('checkbox', { name: 'Cash' });
  await cash.check();
  for (const other of ['Pay at the end', 'Demo payment']) {
    const box = methods.getByRole('checkbox', { name: other });
    if (await box.count()) await box.uncheck();
  }
  await methods.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(cash).toBeChecked();
}

test('a new restaurant is set up from zero in the browser and takes its first order', async ({
  page,
  browser,
}) => {
  // the owner's whole setup and a guest's order in one journey
  test.setTimeout(180_000);
  await createRestaurant(page);
  await buildMenu(page);
  {
    const { guest, t, close } = await guestOnPhone(browser, await page.evaluate(() => Date.now()), 'ar', 390);
    await expect(guest.getByText(t('menu.noOrdering'))).toBeVisible();
    await expect(guest.getByRole('combobox', { name: t('deliveryType.label') })).toHaveCount(0);
    await expect(
      guest.getByRole('button', { name: t('product.addNamed', { name: 'Tiramisu' }) }),
    ).toHaveCount(0);
    await close();
  }
  await setHoursAndDelivery(page);
  {
    const { guest, close } = await guestOnPhone(browser, await page.evaluate(() => Date.now()), 'en', 360);
    const type = guest.getByRole('combobox', { name: 'Delivery type' });
    await expect(type.locator('option')).toHaveText(['Delivery']);
    await expect(guest.getByRole('button', { name: 'Add Tiramisu to the basket' })).toBeVisible();
    await close();
  }
  await offerCash(page);

  // the first guest, on a fresh wide screen, orders a large Margherita for delivery and pays cash
  const guestContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await guestContext.clock.install({ time: await page.evaluate(() => Date.now()) });
  const guest = await guestContext.newPage();
  await guest.goto('/?lang=en');
  await expect(guest).toHaveTitle(/Trattoria Nova/);
  const manifest = await guest.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/manifest.webmanifest?restaurant=trattoria-nova');
  const installable = await (await guest.request.get(manifest!)).json();
  expect(installable).toMatchObject({ name: 'Trattoria Nova', start_url: '/?restaurant=trattoria-nova' });

  await expect(guest.getByRole('article').filter({ hasText: 'Lunch menu' })).toBeVisible();
  await guest.getByRole('button', { name: 'Add Margherita to the basket' }).click();
  const options = guest.getByRole('dialog', { name: 'Margherita' });
  await options.getByRole('radio', { name: /Large/ }).check();
  await options.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(options).toBeHidden();
  const cart = sideBasket(guest, false);
  await expect(cart).toContainText('Large');
  await cart.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Review Card' })).toBeVisible();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await guest.getByRole('group', { name: 'Delivery type' }).getByText('Delivery', { exact: true }).click();
  await guest.getByRole('textbox', { name: 'Name' }).fill('Ada Guest');
  await guest.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.test');
  await guest.getByRole('textbox', { name: 'Mobile' }).fill('+49 30 1234567');
  await guest.getByRole('textbox', { name: 'Street' }).fill('Invalidenstraße');
  await guest.getByRole('textbox', { name: 'House number' }).fill('3');
  await guest.getByRole('textbox', { name: 'Postal code' }).fill('10115');
  await guest.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await expect(guest.getByText('Shipping to 10115: €2.00')).toBeVisible();
  // issue 33: a restaurant without terms does not ask to accept any
  await expect(guest.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveCount(0);
  await expect(guest.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await guest.getByRole('button', { name: 'Place order' }).click();

  await expect(guest).toHaveURL(/\/paymentstatus\?orderId=\d+&token=/);
  await expect(guest.getByText(/Order \d+ has been placed/)).toBeVisible();
  await expect(guest.getByRole('list', { name: 'Ordered items' })).toContainText('1 × Margherita');
  await expect(guest.getByText('Cash')).toBeVisible();
  // the imprint the first-run page made, linked in the footer
  await guest.getByRole('contentinfo').getByRole('button', { name: 'Imprint' }).click();
  const imprint = guest.getByRole('dialog', { name: 'Imprint' });
  await expect(imprint).toContainText('Trattoria Nova GmbH');
  await expect(imprint).toContainText('10115 Berlin');
  await expect(imprint).toContainText('+49 30 7654321');
  await expect(imprint).toContainText('Handelsregister HRB 12345 B');
  await guestContext.close();

  // the first order reaches the restaurant's board
  await navigateTo(page, 'Orders');
  await expect(page.getByText('Ada Guest').first()).toBeVisible();
});
