import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function openMenu(page: Page, lang = 'en') {
  await page.goto(`/?lang=${lang}`);
  await expect(page).toHaveURL(/\/menu/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

test('a guest sees the demo menu with product cards and the restaurant name in the title', async ({
  page,
}) => {
  await openMenu(page);
  await expect(page).toHaveTitle(/Olive & Linde \| Menu/);
  expect(await page.getByRole('article').count()).toBeGreaterThan(1);
  await expect(page.getByRole('region', { name: 'Opening hours' })).toContainText('Today');
});

test('switching categories shows that category’s products', async ({ page, isMobile }) => {
  await openMenu(page);
  const categories = page.getByRole('navigation', { name: 'Categories' });
  const buttons = categories.getByRole('listitem').getByRole('button');
  const second = buttons.nth(2);
  const name = (await second.textContent())?.trim() ?? '';
  if (isMobile) await second.scrollIntoViewIfNeeded();
  await second.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/category=\d+/);
});

test('the all-categories sheet on a phone switches category and closes', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the sheet is the narrow-screen navigation');
  await openMenu(page);
  await page.getByRole('button', { name: 'All categories' }).click();
  const sheet = page.getByRole('dialog', { name: 'All categories' });
  await expect(sheet).toBeVisible();
  const tile = sheet.getByRole('button').filter({ hasText: 'Drinks' }).first();
  await tile.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Drinks' })).toBeVisible();
});

test('search finds products after a pause and clearing returns to the menu', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('  falafel ');
  await expect(page.getByRole('heading', { level: 1, name: /Results for “falafel”/ })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: /falafel/i })
      .first(),
  ).toBeVisible();
  await box.fill('zzzz-nothing');
  await expect(page.getByText('There are no products to display.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Results for/ })).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a product panel shows breadcrumb, price, allergens and description, and closes with Escape', async ({
  page,
}) => {
  await openMenu(page);
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `Details of ${name}` }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
  await expect(panel.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(panel.getByText(/€/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('switching to Arabic lays the page out right to left in Arabic', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('combobox', { name: 'Choose language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'الفئات' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/[\u0600-\u06FF]/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('German from the address, with German menu texts', async ({ page }) => {
  await openMenu(page, 'de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/Speisekarte/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the menu' }).click();
  await expect(page).toHaveURL(/\/menu/);
});

test('the second restaurant has its own menu and colours', async ({ page }) => {
  await page.goto('/?restaurant=sakura-ramen&lang=en');
  await expect(page).toHaveTitle(/Sakura Ramen/);
  await expect(page.getByRole('article').first()).toBeVisible();
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe('#b91c1c');
});

for (const lang of ['en', 'ar']) {
  test(`axe finds no serious violations on the menu and product panel (${lang})`, async ({ page }) => {
    await openMenu(page, lang);
    const menu = await new AxeBuilder({ page }).analyze();
    const serious = (violations: typeof menu.violations) =>
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help}`);
    expect(serious(menu.violations)).toEqual([]);
    await page.getByRole('article').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const panel = await new AxeBuilder({ page }).analyze();
    expect(serious(panel.violations)).toEqual([]);
  });
}

test('the menu works with the keyboard alone', async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const card = page.getByRole('article').first().getByRole('button').first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeFocused();
});

for (const lang of ['en', 'de']) {
  test(`the header stays put while its information entries arrive after the first paint (${lang})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the wide-screen header lists the entries; phones keep their icons’ room');
    // every layout shift of the load (as Lighthouse's CLS counts them), with where its parts were
    await page.addInitScript(() => {
      const shifts: { value: number; tops: number[] }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { previousRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          if (!entry.hadRecentInput)
            shifts.push({ value: entry.value, tops: entry.sources.map((source) => source.previousRect.top) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/menu?lang=${lang}`);
    const basket = page.getByRole('banner').getByRole('button', { name: /^(Basket|Warenkorb)/ });
    await expect(basket).toBeVisible();
    const before = await basket.boundingBox();
    const entries = page.getByRole('navigation', {
      name: /^(Restaurant information|Informationen zum Restaurant)$/,
    });
    await expect(entries.getByRole('button').last()).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await basket.boundingBox()).toEqual(before);
    // nothing in the header, and nothing pushed down by it, moved (the products' own loading below
    // the header is another matter)
    const header = (await page.getByRole('banner').boundingBox())!;
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; tops: number[] }[] }).layoutShifts,
    );
    const byHeader = shifts.filter((shift) => shift.tops.some((top) => top < header.y + header.height));
    expect(byHeader.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
  });
}
