import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sideBasket } from '../support/side-basket';
import { testClock } from '../support/test-clock';

/**
 * Issue 8: restaurant information panels, announcements, newsletter, contact, blog, table
 * reservation, visits and the update prompt, as a guest uses them.
 */

/**
 * By / (the browser's redirect to /menu): /menu itself carries the restaurant's answer inline
 * (decision 035), and these tests change the answer the storefront fetches.
 */
async function openMenu(page: Page, lang = 'en') {
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByRole('article').first()).toBeVisible();
}

/**
 * The demo restaurant keeps its announcement switches off (browsing and ordering are not
 * interrupted elsewhere); these tests switch them on in the answer the storefront reads.
 */
async function withRestaurant(page: Page, change: (data: Record<string, unknown>) => void) {
  await page.route('**/api/restaurant/restaurant-by-id?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}
const turnOn = (patch: Record<string, unknown>) => (data: Record<string, unknown>) => {
  data.settings = { ...(data.settings as object), ...patch };
};

/** `within`: only that part (the page behind an open panel is hidden and checked on its own) */
const axeSerious = async (page: Page, within?: string) =>
  (await (within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page })).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);

test.describe('panels', () => {
  test('each header panel opens by keyboard, traps focus, closes with Escape and gives focus back', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the header entries are the wide-screen navigation');
    await openMenu(page);
    const nav = page.getByRole('navigation', { name: 'Restaurant information' });
    const panels: [string, RegExp | string][] = [
      ['About us', 'Lena and Karim'],
      ['Terms', 'contract'],
      ['Privacy', 'GDPR'],
      ['Imprint', 'Olive & Linde GmbH'],
      ['Contact', 'Kastanienallee 12'],
      ['Opening Time', 'Monday'],
      ['Table Reservation', 'Adults'],
      ['Allergies', 'Sesame'],
    ];
    for (const [name, text] of panels) {
      const button = nav.getByRole('button', { name, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog, name).toContainText(text);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      // the focus stays inside the panel
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), name).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog, name).toBeHidden();
      await expect(button, name).toBeFocused();
    }
  });

  test('opening one panel closes the other, and the dimmed overlay closes it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the header entries are the wide-screen navigation');
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'Restaurant information' })
      .getByRole('button', { name: 'Contact' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Contact' })).toBeVisible();
    // the page does not scroll behind an open panel
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.click(5, 450);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // a footer entry opens its panel too; the information pages live there
    const footer = page.getByRole('navigation', { name: 'About the restaurant' });
    await footer.getByRole('button', { name: 'Catering and events' }).click();
    await expect(page.getByRole('dialog', { name: 'Catering and events' })).toContainText('120 guests');
    await page.keyboard.press('Escape');
    await footer.getByRole('button', { name: 'Imprint' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Imprint' })).toBeVisible();
  });

  test('on a phone the navigation lists every entry and opens the contact panel', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'narrow-screen navigation');
    await openMenu(page, 'ar');
    await page.getByRole('button', { name: 'المزيد' }).click();
    const drawer = page.getByRole('dialog', { name: 'المزيد' });
    await expect(drawer.getByRole('button', { name: 'حجز طاولة' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'المدونة' })).toBeVisible();
    await drawer.getByRole('button', { name: 'اتصل بنا' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'اتصل بنا' })).toContainText('Kastanienallee 12');
  });
});

test.describe('newsletter and contact', () => {
  test('subscribing twice: added, then already subscribed; the input is cleared', async ({
    page,
    isMobile,
  }) => {
    const email = `news-${isMobile ? 'phone' : 'desk'}-${Date.now()}@example.org`;
    await openMenu(page);
    let form: ReturnType<Page['getByRole']>;
    if (isMobile) {
      await page.getByRole('button', { name: 'More', exact: true }).click();
      form = page.getByRole('dialog', { name: 'More' }).getByRole('region', { name: "Don't miss out" });
    } else {
      await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
      form = page.getByRole('complementary', { name: "Don't miss out" });
    }
    const input = form.getByRole('textbox', { name: 'Your e-mail address' });
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter your email');
    await input.fill(email);
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('Your email has been successfully added!');
    await expect(input).toHaveValue('');
    await input.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('This email is already subscribed.');
    await expect(input).toHaveValue('');
    if (!isMobile) {
      // a click outside closes the box
      await page.getByRole('heading', { level: 1 }).click();
      await expect(form.getByRole('heading', { name: "Don't miss out" })).toBeHidden();
    }
  });

  test('the contact form asks for the required fields, then delivers the message', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'one message per run: the form is rate limited per address');
    await openMenu(page, 'de');
    await page
      .getByRole('navigation', { name: 'Informationen zum Restaurant' })
      .getByRole('button', { name: 'Kontakt' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Kontakt' });
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    // issue 15: each required field is marked beside itself, the focus on the first
    for (const name of ['Name', 'E-Mail', 'Nachricht'])
      await expect(dialog.getByRole('textbox', { name }), name).toHaveAccessibleDescription(
        'Bitte füllen Sie dieses Feld aus',
      );
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await dialog.getByRole('textbox', { name: 'E-Mail' }).fill('ada@example.org');
    await dialog
      .getByRole('textbox', { name: 'Nachricht' })
      .fill('Haben Sie am Sonntag Platz für 12 Personen?');
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Ihre Nachricht wurde erfolgreich zugestellt!');
    await expect(dialog.getByRole('textbox', { name: 'Nachricht' })).toHaveValue('');
  });
});

test('a guest reads a blog post found by its tag', async ({ page }) => {
  await page.goto('/blogs?lang=en');
  await expect(page).toHaveTitle('Olive & Linde | Blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const summer = page.getByRole('article').filter({ hasText: 'Summer in the courtyard' });
  await summer.getByRole('link', { name: 'Neighbourhood' }).click();
  await expect(page).toHaveURL(/\/tags\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Posts tagged “Neighbourhood”' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'Summer in the courtyard', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs\/summer-in-the-courtyard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer in the courtyard' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('No booking needed.');
  // a tag id that is not a number is not a page
  await page.goto('/tags/abc?lang=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a guest reserves a table and sees it booked', async ({ page, isMobile }) => {
  await openMenu(page);
  if (isMobile) {
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'More' })
      .getByRole('button', { name: 'Table Reservation' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Restaurant information' })
      .getByRole('button', { name: 'Table Reservation' })
      .click();
  }
  const dialog = page.getByRole('dialog', { name: 'Table Reservation' });
  // a week ahead (Berlin's date), eat-in hours permitting; the two projects book different days
  const day = new Date(testClock.now() + (isMobile ? 8 : 7) * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Berlin',
  });
  await dialog.getByRole('spinbutton', { name: 'Adults' }).fill('0');
  await dialog.getByRole('button', { name: 'Book table' }).click();
  // issue 15: the message stands under the field it is about, which gets the focus
  const adults = dialog.getByRole('spinbutton', { name: 'Adults' });
  await expect(adults).toHaveAccessibleDescription('Please choose at least one person.');
  await expect(adults).toBeFocused();
  await dialog.getByRole('spinbutton', { name: 'Adults' }).fill('2');
  await dialog.getByRole('spinbutton', { name: 'Children' }).fill('1');
  // a date typed before today is named as such beside the date (it offers no times)
  const yesterday = new Date(testClock.now() - 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Berlin',
  });
  await dialog.getByLabel('Date').fill(yesterday);
  await dialog.getByRole('button', { name: 'Book table' }).click();
  await expect(dialog.getByLabel('Date')).toHaveAccessibleDescription(
    'This date is in the past. Please choose today or a later day.',
  );
  await dialog.getByLabel('Date').fill(day);
  const time = dialog.getByRole('combobox', { name: 'Time' });
  await expect(time.locator('option')).not.toHaveCount(1);
  await time.selectOption({ index: 1 });
  await expect(
    dialog.getByRole('combobox', { name: 'Table' }).locator('option', { hasText: 'T3 (4 seats)' }),
  ).toBeAttached();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('grace@example.org');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('0301234567');
  await dialog.getByRole('textbox', { name: 'Allergies' }).fill('Sesame');
  await dialog.getByRole('button', { name: 'Book table' }).click();
  await expect(dialog.getByRole('status')).toContainText('The table has been booked.');
  // issue 15: the date spelt in the guest's language ('Wed 9 Dec'), not '2026-12-09'
  const spelt = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
  await expect(dialog.getByRole('status')).toContainText(`is booked for ${spelt} at `);
});

test.describe('announcements', () => {
  test('the announcement shows on the menu until OK, then stays hidden for 10 minutes', async ({ page }) => {
    await withRestaurant(page, turnOn({ has_announcement: true }));
    // by / : /menu carries the restaurant's answer inline (decision 035), this test changes the fetched one
    await page.goto('/?lang=en');
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup).toContainText('Our courtyard is open again!');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await openMenu(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Opening Time' }).first(),
    ).toBeVisible();
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward('10:01');
    await page.goto('/?lang=en');
    await expect(popup).toBeVisible();
  });

  test('the closed message pops up when the restaurant turns closed', async ({ page }) => {
    let closed = false;
    await withRestaurant(page, (data) => {
      data.closed = closed;
    });
    await openMenu(page);
    // the feature's deferred part (which watches the restaurant) is there with the header entries
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Opening Time' }).first(),
    ).toBeVisible();
    closed = true;
    await page.clock.fastForward('01:05');
    const popup = page.getByRole('dialog', { name: 'We are closed at the moment' });
    await expect(popup).toContainText('Pre-order for later today or another day.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
  });

  test('the closed message waits while the side basket is open, then pops up', async ({ page, isMobile }) => {
    // issue 15: on wide screens the side basket is a column beside the menu, not a panel over it
    test.skip(!isMobile, 'the side basket is a panel over the menu on phones only');
    let closed = false;
    await withRestaurant(page, (data) => {
      data.closed = closed;
    });
    await openMenu(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Opening Time' }).first(),
    ).toBeVisible();
    const drinks = page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'Drinks' });
    await drinks.scrollIntoViewIfNeeded();
    await drinks.click();
    await page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
    await page.getByRole('button', { name: 'Basket, 1 item' }).click();
    const cart = page.getByRole('dialog', { name: 'Your basket' });
    await expect(cart).toBeVisible();
    closed = true;
    await page.clock.fastForward('01:05');
    // the page has read the new state: the opening hours behind the basket say closed
    await expect(page.getByRole('region', { name: 'Opening hours', includeHidden: true })).toContainText(
      'We are closed right now.',
    );
    // the guest goes on in the basket: no popup covers it
    await cart.getByRole('button', { name: 'One more Still mineral water 0.5 l' }).click();
    await expect(page.getByRole('button', { name: 'Basket, 2 items', includeHidden: true })).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'We are closed at the moment' })).toBeVisible();
  });

  test('the announcement before checkout shows between cart and checkout, OK goes on', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'one viewport is enough: the way from the side basket to the checkout');
    await withRestaurant(page, turnOn({ announcement_before_checkout: true }));
    await openMenu(page);
    const drinks = page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'Drinks' });
    await drinks.scrollIntoViewIfNeeded();
    await drinks.click();
    await page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
    await sideBasket(page, false).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // the menu stays on screen while /cart loads: its own Continue is the one to press
    await expect(page.getByRole('heading', { level: 1, name: 'Review Card' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    const popup = page.getByRole('dialog', { name: 'Before you order' });
    await expect(popup).toContainText('allergies');
    await expect(page).toHaveURL(/\/cart$/);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // within 10 minutes the way to the checkout is direct (the announcement's code, a lazy chunk
    // of this new page load, says so first: on a loaded machine that takes a few seconds)
    await page.goto('/cart?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Review Card' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the visit is recorded once per calendar day per browser', async ({ page }) => {
  const visits: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/restaurant/website-view')) visits.push(request.postData() ?? '');
  });
  await page.goto('/menu?lang=en&tableName=T4');
  await expect.poll(() => visits.length).toBe(1);
  expect(JSON.parse(visits[0]!)).toMatchObject({ qrCode: true, unique: true, new: true });
  await openMenu(page);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(visits).toHaveLength(1);
});

for (const lang of ['en', 'ar'] as const) {
  test(`axe finds no serious violations on the menu with each panel open (${lang})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the wide-screen header reaches every panel');
    // axe runs about ten times here, a few seconds each on a loaded 2-core machine
    test.slow();
    await withRestaurant(page, turnOn({ has_announcement: true }));
    // the announcement may open before the products are in: while it is open the page behind is hidden
    await page.goto(`/?lang=${lang}`);
    const announcement = page.getByRole('dialog');
    await expect(announcement).toBeVisible();
    expect(await axeSerious(page), 'announcement').toEqual([]);
    await page.keyboard.press('Escape');
    const buttons = page.getByRole('banner').getByRole('navigation').getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i += 1) {
      const button = buttons.nth(i);
      const name = (await button.textContent()) ?? '';
      await button.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('status').filter({ hasText: /Loading|جارٍ/ })).toHaveCount(0);
      expect(await axeSerious(page, '[role="dialog"]'), name).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.getByRole('button', { name: lang === 'en' ? 'SUBSCRIBE' : 'اشترك' }).click();
    expect(await axeSerious(page), 'newsletter').toEqual([]);
  });
}

test('axe finds no serious violations in the phone navigation (ar)', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'narrow-screen navigation');
  await openMenu(page, 'ar');
  await page.getByRole('button', { name: 'المزيد' }).click();
  await expect(page.getByRole('dialog', { name: 'المزيد' })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
});
