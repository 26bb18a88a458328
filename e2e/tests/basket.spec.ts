import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sideBasket } from '../support/side-basket';

/**
 * Issue 3, storefront: adding simple products, products with options and set menus, the cart
 * (quantity, comment, remove), the delivery type, /cart — on a phone and a wide screen, in
 * English and Arabic. Every test starts with an empty browser, so it has a basket of its own.
 */

async function openMenu(page: Page, lang = 'en') {
  await page.goto(`/menu?lang=${lang}`);
  await expect(page.getByRole('article').first()).toBeVisible();
}

async function showCategory(page: Page, name: string) {
  const button = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('button', { name: `Details of ${name}` }) });

/** The header's basket button, also while a modal panel hides the page from assistive technology. */
const basketButton = (page: Page, name: string) => page.getByRole('button', { name, includeHidden: true });

/**
 * SPEC §4: after adding, the side cart opens at ≥ 768 px, below that 'Added' shows for 2 s.
 * Issue 15: on wide screens the side cart is the column beside the menu, and nothing modal
 * stands between one add and the next.
 */
async function expectAdded(page: Page, isMobile: boolean, texts = { added: 'Added', cart: 'Your basket' }) {
  if (isMobile) {
    await expect(page.getByRole('status').filter({ hasText: texts.added })).toBeVisible();
    await expect(page.getByRole('dialog', { name: texts.cart })).toBeHidden();
  } else {
    await expect(sideBasket(page, false, texts.cart).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

async function openCart(page: Page, isMobile: boolean, count: number) {
  const cart = sideBasket(page, isMobile);
  if (!isMobile) return cart;
  await page.getByRole('button', { name: `Basket, ${count} item${count === 1 ? '' : 's'}` }).click();
  await expect(cart).toBeVisible();
  return cart;
}

async function chooseDeliveryType(page: Page, isMobile: boolean, label: string) {
  if (isMobile) {
    await page.getByRole('combobox', { name: 'Delivery type' }).selectOption({ label });
  } else {
    await page.getByRole('group', { name: 'Delivery type' }).getByText(label, { exact: true }).click();
    await expect(page.getByRole('radio', { name: label })).toBeChecked();
  }
}

test('a simple product is added from its card and counted in the header', async ({ page, isMobile }) => {
  await openMenu(page);
  await showCategory(page, 'Drinks');
  await page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
  await expectAdded(page, isMobile);
  const cart = await openCart(page, isMobile, 1);
  const line = cart.getByRole('article', { name: 'Still mineral water 0.5 l' });
  await expect(line).toBeVisible();
  // the bottle deposit is shown and part of the price (€3.20 + €0.25)
  await expect(line).toContainText('deposit');
  await expect(cart).toContainText('€3.45');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Basket, 1 item' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]').length)).toBe(1);
});

test('the card counts what the basket holds and says so, and the next add needs nothing closed first', async ({
  page,
  isMobile,
}) => {
  await openMenu(page);
  await showCategory(page, 'Drinks');
  const cola = page.getByRole('button', { name: 'Add Cola 0.33 l to the basket' });
  await cola.click();
  await expect(cola).toHaveAccessibleDescription('1 in the basket');
  // screen readers hear the dish and its count (the snackbar's live region)
  await expect(page.getByRole('status').filter({ hasText: 'Cola 0.33 l, 1 in the basket' })).toBeAttached();
  // issue 15: straight on to the next add, on phones and on wide screens alike
  await cola.click();
  await expect(cola).toHaveAccessibleDescription('2 in the basket');
  await page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
  await expect(page.getByRole('button', { name: 'Basket, 3 items', includeHidden: true })).toBeAttached();
  // (€3.50 + €0.25 deposit) × 2 + €3.20 + €0.25
  if (isMobile) {
    // the bar at the foot of the menu: the server's count and total, and the way to /cart
    const bar = page.getByRole('link', { name: 'View basket, 3 items, €10.95' });
    await expect(bar).toBeInViewport();
    await bar.click();
    await expect(page).toHaveURL(/\/cart$/);
    return;
  }
  const cart = sideBasket(page, false);
  await expect(cart).toContainText('€10.95');
  // with more lines than the column has room for, its total and Continue stay in view
  for (const drink of ['Sparkling mineral water 0.5 l', 'Rhubarb spritzer 0.33 l', 'Berlin pilsner 0.5 l'])
    await page.getByRole('button', { name: `Add ${drink} to the basket` }).click();
  await expect(page.getByRole('button', { name: 'Basket, 6 items' })).toBeVisible();
  await expect(cart.getByRole('article')).toHaveCount(5);
  await expect(cart.getByRole('article').last()).not.toBeInViewport();
  await expect(cart.getByRole('button', { name: 'Continue' })).toBeInViewport();
  // the header's basket button takes the keyboard there
  await page.getByRole('button', { name: 'Basket, 6 items' }).click();
  await expect(cart).toBeFocused();
});

test('a product with options needs its minimum and stops at its maximum', async ({ page, isMobile }) => {
  await openMenu(page);
  await showCategory(page, 'Stone-oven pizza');
  await page.getByRole('button', { name: 'Add Margherita to the basket' }).click();
  const panel = page.getByRole('dialog', { name: 'Margherita' });
  const add = panel.getByRole('button', { name: 'Add', exact: true });
  await expect(panel.getByText('You must select item')).toBeVisible();
  await expect(add).toBeDisabled();

  await panel.getByRole('radio', { name: /Wholegrain/ }).check();
  // single-select replaces the choice
  await panel.getByRole('radio', { name: /Classic/ }).check();
  await expect(panel.getByRole('radio', { name: /Wholegrain/ })).not.toBeChecked();
  await expect(add).toBeEnabled();

  await expect(panel.getByText('( Max 3 items )')).toBeVisible();
  for (const topping of ['Mozzarella', 'Kalamata olives', 'Rocket'])
    await panel.getByRole('checkbox', { name: new RegExp(topping) }).check();
  await expect(panel.getByRole('checkbox', { name: /Jalapeños/ })).toBeDisabled();
  // a chosen item clicked again is removed, which frees a place
  await panel.getByRole('checkbox', { name: /Rocket/ }).uncheck();
  await panel.getByRole('checkbox', { name: /Jalapeños/ }).check();

  await add.click();
  await expect(panel).toBeHidden();
  await expectAdded(page, isMobile);
  const cart = await openCart(page, isMobile, 1);
  const line = cart.getByRole('article', { name: 'Margherita' });
  await expect(line).toContainText('Pizza base: Classic');
  await expect(line).toContainText('Mozzarella');
  await expect(line).toContainText('Jalapeños');
  await expect(line).not.toContainText('Rocket');
  // €9.90 + mozzarella €1.50 + olives €1.00 + jalapeños €0.80
  await expect(line).toContainText('€13.20');
});

test('the quantity stops at the restaurant’s units of one item, in the panel and in the cart', async ({
  page,
  isMobile,
}) => {
  // issue 14: the storefront reads the cap from the restaurant's settings (99 unless set); a
  // cap of 3 here keeps the clicks few
  await page.route('**/api/restaurant/restaurant-by-id?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { settings: Record<string, unknown> } };
    body.data.settings.max_line_quantity = 3;
    await route.fulfill({ response, json: body });
  });
  // by the root's redirect: /menu comes rendered by the server with the restaurant's answer
  // inside (decision 035), the browser then never asks for it
  await page.goto('/?lang=en');
  await expect(page).toHaveURL(/\/menu/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await showCategory(page, 'Stone-oven pizza');
  await page.getByRole('button', { name: 'Add Margherita to the basket' }).click();
  const panel = page.getByRole('dialog', { name: 'Margherita' });
  await panel.getByRole('radio', { name: /Classic/ }).check();
  const more = panel.getByRole('button', { name: 'One more Margherita' });
  await more.click();
  await more.click();
  await expect(panel.getByRole('group', { name: 'Quantity' })).toContainText('3');
  await expect(more).toBeDisabled();

  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel).toBeHidden();
  await expectAdded(page, isMobile);
  const line = (await openCart(page, isMobile, 3)).getByRole('article', { name: 'Margherita' });
  await expect(line.getByRole('group', { name: 'Quantity of Margherita' })).toContainText('3');
  await expect(line.getByRole('button', { name: 'One more Margherita' })).toBeDisabled();
  await line.getByRole('button', { name: 'One Margherita less' }).click();
  await expect(line.getByRole('button', { name: 'One more Margherita' })).toBeEnabled();
});

test('a set menu goes through its steps one at a time', async ({ page, isMobile }) => {
  await openMenu(page);
  await showCategory(page, 'Set menus');
  await page.getByRole('button', { name: 'Add Lunch menu to the basket' }).click();
  const panel = page.getByRole('dialog', { name: 'Lunch menu' });
  const further = panel.getByRole('button', { name: 'Further' });

  await expect(panel.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(panel.getByText('Step 1 of 3')).toBeVisible();
  await expect(further).toBeDisabled();
  await panel.getByRole('button', { name: 'One more Hummus' }).click();
  // a single choice cannot be repeated, and the step's maximum (1) is reached
  await expect(panel.getByRole('button', { name: 'One more Hummus' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'One more Fattoush' })).toBeDisabled();
  await further.click();

  await expect(panel.getByRole('heading', { name: 'Main course' })).toBeFocused();
  // shakshuka is out of stock: its plus is disabled
  await expect(panel.getByRole('button', { name: 'One more Shakshuka' })).toBeDisabled();
  await panel.getByRole('button', { name: 'One more Falafel wrap' }).click();
  await further.click();

  await expect(panel.getByRole('heading', { name: 'Drinks' })).toBeVisible();
  const water = panel.getByRole('button', { name: 'One more Still mineral water 0.5 l' });
  await water.click();
  await water.click();
  await expect(panel.getByText('2 of 2 chosen')).toBeVisible();
  await expect(water).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'One more Cola 0.33 l' })).toBeDisabled();

  // Back keeps what was chosen
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(panel.getByRole('group', { name: 'Quantity of Falafel wrap' })).toContainText('1');
  await further.click();
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel).toBeHidden();
  await expectAdded(page, isMobile);

  const cart = await openCart(page, isMobile, 1);
  const line = cart.getByRole('article', { name: 'Lunch menu' });
  await expect(line).toContainText('Hummus');
  await expect(line).toContainText('Falafel wrap');
  await expect(line).toContainText('2 × Still mineral water 0.5 l');
});

test('in the cart the quantity changes, a comment is saved on blur, and an item is removed', async ({
  page,
  isMobile,
}) => {
  await openMenu(page);
  await showCategory(page, 'Drinks');
  await page.getByRole('button', { name: 'Add Cola 0.33 l to the basket' }).click();
  // wide screens open the side cart by themselves: a click on the basket button meanwhile would
  // land on the opening cart
  await expectAdded(page, isMobile);
  const cart = await openCart(page, isMobile, 1);
  const line = cart.getByRole('article', { name: 'Cola 0.33 l' });
  const quantity = line.getByRole('group', { name: 'Quantity of Cola 0.33 l' });

  await line.getByRole('button', { name: 'One more Cola 0.33 l' }).click();
  await expect(quantity).toContainText('2');
  // (€3.50 + €0.25 deposit) × 2
  await expect(line).toContainText('€7.50');
  await expect(basketButton(page, 'Basket, 2 items')).toBeAttached();
  await line.getByRole('button', { name: 'One Cola 0.33 l less' }).click();
  await expect(quantity).toContainText('1');

  const comment = line.getByRole('textbox', { name: 'Comment for Cola 0.33 l' });
  await comment.fill('No ice, please');
  const saved = page.waitForResponse(
    (response) => response.url().includes('/basket/update-extraInfo') && response.ok(),
  );
  await comment.blur();
  await saved;
  await page.reload();
  const again = await openCart(page, isMobile, 1);
  await expect(again.getByRole('textbox', { name: 'Comment for Cola 0.33 l' })).toHaveValue('No ice, please');

  await again.getByRole('button', { name: 'Remove Cola 0.33 l' }).click();
  await expect(again.getByText('Your basket is empty')).toBeVisible();
  await expect(basketButton(page, 'Basket, 0 items')).toBeAttached();
});

test('a removed line hands the focus on to the next line, and the last one to the empty message', async ({
  page,
  isMobile,
}) => {
  await openMenu(page);
  await showCategory(page, 'Drinks');
  await page.getByRole('button', { name: 'Add Cola 0.33 l to the basket' }).click();
  await expectAdded(page, isMobile);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Berlin pilsner 0.5 l to the basket' }).click();
  await expect(basketButton(page, 'Basket, 2 items')).toBeAttached();
  await page.keyboard.press('Escape');
  const cart = await openCart(page, isMobile, 2);
  const first = cart.getByRole('article').first();
  const firstName = (await first.getAttribute('aria-label')) ?? '';
  const secondName = (await cart.getByRole('article').nth(1).getAttribute('aria-label')) ?? '';

  // keyboard only: the first line's remove button, then Enter, twice
  await first.getByRole('button', { name: `Remove ${firstName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(cart.getByRole('article', { name: firstName })).toHaveCount(0);
  await expect(cart.getByRole('button', { name: `Remove ${secondName}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cart.getByText('Your basket is empty')).toBeFocused();
  await expect(basketButton(page, 'Basket, 0 items')).toBeAttached();
});

test('changing the delivery type removes what the new type does not offer', async ({ page, isMobile }) => {
  await openMenu(page);
  await chooseDeliveryType(page, isMobile, 'Pickup');
  await showCategory(page, 'Drinks');
  // espresso is offered for pickup and eating in, not for delivery
  await page.getByRole('button', { name: 'Add Espresso to the basket' }).click();
  await expectAdded(page, isMobile);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Sparkling mineral water 0.5 l to the basket' }).click();
  await expect(basketButton(page, 'Basket, 2 items')).toBeAttached();
  await page.keyboard.press('Escape');

  await chooseDeliveryType(page, isMobile, 'Delivery');
  await expect(page.getByText('Some items are removed from the cart')).toBeVisible();
  await expect(page.getByText(/were removed: Espresso/)).toBeVisible();
  await expect(basketButton(page, 'Basket, 1 item')).toBeAttached();
  // the menu reloaded for delivery: espresso is gone, the water is still there
  await expect(card(page, 'Espresso')).toHaveCount(0);
  await expect(card(page, 'Sparkling mineral water 0.5 l')).toBeVisible();

  // the choice lives in the basket: it is still delivery after a reload
  await page.reload();
  if (isMobile) await expect(page.getByRole('combobox', { name: 'Delivery type' })).toHaveValue('delivery');
  else await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
});

test('/cart reviews the basket; an empty cart goes back to the menu', async ({ page, isMobile }) => {
  await page.goto('/cart?lang=en');
  await expect(page).toHaveURL(/\/menu/);

  await openMenu(page);
  await showCategory(page, 'Drinks');
  await page.getByRole('button', { name: 'Add Berlin pilsner 0.5 l to the basket' }).click();
  await expectAdded(page, isMobile);
  const cart = await openCart(page, isMobile, 1);
  // wide screens: 'Something extra?' arrives after the line and moves Continue down; under a
  // loaded machine a click between the two landed beside it (seen with both cores busy)
  if (!isMobile) await expect(cart.getByRole('region', { name: 'Something extra?' })).toBeVisible();
  await cart.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page).toHaveTitle(/Olive & Linde \| Review Card/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Card' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('article', { name: 'Berlin pilsner 0.5 l' })).toBeVisible();
  // Continue leads on to the checkout (covered by checkout.spec.ts)
  await expect(main.getByRole('button', { name: 'Continue' })).toBeEnabled();

  // extras are offered with their own quantity controls
  const extras = main.getByRole('region', { name: 'Something extra?' });
  await extras.getByRole('button', { name: 'One more Warm flatbread' }).click();
  await expect(main.getByRole('article', { name: 'Warm flatbread' })).toBeVisible();
  await expect(extras.getByRole('group', { name: 'Quantity of Warm flatbread' })).toContainText('1');

  await main.getByRole('button', { name: 'Remove Berlin pilsner 0.5 l' }).click();
  await main.getByRole('button', { name: 'Remove Warm flatbread' }).click();
  await expect(page).toHaveURL(/\/menu/);

  await page.goto('/cart?lang=en');
  await expect(page).toHaveURL(/\/menu/);
});

test('in Arabic, adding a product with options works right to left', async ({ page, isMobile }) => {
  await openMenu(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('navigation', { name: 'الفئات' })
    .getByRole('button', { name: 'بيتزا الفرن الحجري' })
    .click();
  await page.getByRole('button', { name: 'أضف بيتزا مارغريتا إلى السلة' }).click();
  const panel = page.getByRole('dialog', { name: 'بيتزا مارغريتا' });
  const add = panel.getByRole('button', { name: 'إضافة', exact: true });
  await expect(panel.getByText('يجب اختيار عنصر')).toBeVisible();
  await expect(add).toBeDisabled();
  await panel.getByRole('radio', { name: /كلاسيكية/ }).check();
  await add.click();
  await expectAdded(page, isMobile, { added: 'تمت الإضافة', cart: 'سلتك' });
  await expect(basketButton(page, 'السلة، عنصر واحد')).toBeAttached();
  if (isMobile) await page.getByRole('button', { name: 'السلة، عنصر واحد' }).click();
  const cart = sideBasket(page, isMobile, 'سلتك');
  await expect(cart.getByRole('article', { name: 'بيتزا مارغريتا' })).toContainText('كلاسيكية');
  await expect(cart.getByRole('button', { name: 'متابعة' })).toBeEnabled();
});

const axeCases = [
  {
    lang: 'en',
    drinks: 'Drinks',
    add: 'Add Cola 0.33 l to the basket',
    basket: 'Basket, 1 item',
    title: 'Your basket',
  },
  {
    lang: 'ar',
    drinks: 'مشروبات',
    add: 'أضف كولا 0.33 لتر إلى السلة',
    basket: 'السلة، عنصر واحد',
    title: 'سلتك',
  },
];

for (const { lang, drinks, add, basket, title } of axeCases) {
  test(`axe finds no serious violations in the open cart (${lang})`, async ({ page, isMobile }) => {
    await openMenu(page, lang);
    const categories = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('button', { name: drinks }) });
    await categories.getByRole('button', { name: drinks }).scrollIntoViewIfNeeded();
    await categories.getByRole('button', { name: drinks }).click();
    await page.getByRole('button', { name: add }).click();
    // the open side cart hides the header from assistive technology: the count is read there too
    await expect(basketButton(page, basket)).toBeAttached();
    // wide screens show the side basket beside the menu (SPEC §4 Add flow); phones open it by the button
    if (isMobile) await page.getByRole('button', { name: basket }).click();
    const cart = sideBasket(page, isMobile, title);
    await expect(cart.getByRole('article').first()).toBeVisible();
    await expect(cart.getByRole('region').first()).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
  });
}
