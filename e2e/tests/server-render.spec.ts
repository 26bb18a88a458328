import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 21, decision 035: the menu's first paint comes rendered from the server with the data it
 * was made of; the browser hydrates it without asking for that data again and without moving
 * anything, and the page works as before (adding, switching, Back, reload). The fixtures fail
 * any test on a hydration mismatch.
 */

/** The menu's first reads: the restaurant, its categories, pinned products and a category's products. */
const menuRead = /\/api\/restaurant\/(restaurant-by-id|category|pinned-products|products)\?/;

function recordMenuReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request: Request) => {
    if (menuRead.test(request.url())) reads.push(new URL(request.url()).pathname);
  });
  return reads;
}

/**
 * Before the page's own scripts: sums its layout shifts (as CLS counts them, without input) and
 * notes whether anything removed the server's markup from the root (createRoot clears it, and so
 * does React when hydration fails and it renders the page anew).
 */
test.beforeEach(async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the server renders for phones (decision 035); a wide screen renders in the browser');
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number; rootReplaced: boolean };
    scope.layoutShift = 0;
    scope.rootReplaced = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        if ((record.target as Element).id === 'root' && record.removedNodes.length) scope.rootReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
});

/** React took the server's markup as its own: the root is React's, and nothing replaced its nodes. */
async function expectHydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  await expect(page.locator('#root > *').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced)).toBe(
    false,
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu is in the page: header, opening hours, category strip, the dishes', async ({ page }) => {
    await page.goto('/menu?lang=en');
    await expect(page.getByRole('link', { name: 'Olive & Linde – Home' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Opening hours' })).toContainText('Today');
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('button').first(),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThan(1);
  });

  test('in Arabic, right to left', async ({ page }) => {
    await page.goto('/menu?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test('the browser hydrates the menu without reading it again and without a layout shift', async ({
  page,
}) => {
  const reads = recordMenuReads(page);
  await page.goto('/menu?lang=en');
  await expectHydrated(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  // the deferred parts (header icons, footer entries) come after the first paint into kept room
  await page.waitForTimeout(1500);
  expect(reads).toEqual([]);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test('after hydrating, a dish goes into the basket and a category switch reads its products', async ({
  page,
  isMobile,
}) => {
  await page.goto('/menu?lang=en');
  await expectHydrated(page);
  const reads = recordMenuReads(page);
  const first = page.getByRole('article').first();
  const add = first.getByRole('button', { name: /^Add .* to the basket$/ });
  await add.click();
  // a dish with options opens its panel; a simple one goes straight in
  const panel = page.getByRole('dialog');
  if (await panel.isVisible()) await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('button', { name: /^Basket, [1-9]\d* items?$/, includeHidden: true }),
  ).toBeAttached();
  if (isMobile) await expect(page.getByRole('status').filter({ hasText: 'Added' })).toBeVisible();

  const categories = page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('listitem')
    .getByRole('button');
  const second = categories.nth(2);
  const name = (await second.textContent())?.trim() ?? '';
  await second.scrollIntoViewIfNeeded();
  await second.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // the heading shows before the category's products are asked for (the query starts in an effect)
  await expect.poll(() => reads).toContain('/api/restaurant/products');
});

/**
 * Opens the rendered menu with its modules held back until `release` (decision 058): the guest
 * acts on the server's markup first. `modulesAsked` says whether the loader asked for them.
 */
async function openHeldBack(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { release, modulesAsked: false };
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    held.modulesAsked = true;
    await released;
    await route.continue();
  });
  await page.goto('/menu?lang=en', { waitUntil: 'commit' });
  await page.waitForFunction(() => 'tavolaStart' in window);
  return held;
}

test('a dish tapped before the page is hydrated still goes into the basket (decision 058)', async ({
  page,
}) => {
  // the page's modules are held back until the guest has tapped the server's button
  const held = await openHeldBack(page);
  const add = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add .* to the basket$/ });
  await add.click();
  held.release();
  await expectHydrated(page);
  expect(held.modulesAsked).toBe(true);
  // a dish with options opens its panel; a simple one goes straight in
  const panel = page.getByRole('dialog');
  await expect(
    panel.or(page.getByRole('button', { name: /^Basket, 1 item$/, includeHidden: true })),
  ).toBeAttached();
  if (await panel.isVisible()) await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Basket, 1 item$/, includeHidden: true })).toBeAttached();
});

test('a delivery type chosen before the page is hydrated holds once it is (decision 058)', async ({
  page,
}) => {
  const held = await openHeldBack(page);
  const type = page.getByRole('combobox', { name: 'Delivery type' });
  const other = (await type.inputValue()) === 'pickup' ? 'here' : 'pickup';
  await type.selectOption(other);
  held.release();
  await expectHydrated(page);
  // hydrating put the server's value back; the guest's choice is made again: the page keeps it
  await expect.poll(() => page.evaluate(() => localStorage.getItem('deliveryType'))).toContain(`"${other}"`);
  await expect(type).toHaveValue(other);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Delivery type' })).toHaveValue(other);
});

test('a category tapped while a part of the page is still loading its module is shown once it is in (issue 33, decision 089)', async ({
  page,
}) => {
  // Sakura's side menu (a part of the first paint with a module of its own) arrives late: its
  // module is held until after the guest has tapped a category
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const partAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/assets\/side-navigation-[^/]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto('/menu?restaurant=sakura-ramen&lang=en', { waitUntil: 'commit' });
  await page.waitForFunction(() => 'tavolaStart' in window);
  const chip = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Sides' });
  await expect(chip).toBeVisible();
  // the page's modules run (a touch starts them) and ask for the part's module
  await page.dispatchEvent('body', 'pointerdown');
  await partAsked;
  await chip.tap();
  release();
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sides' })).toBeVisible();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(chip).toHaveAttribute('aria-current', 'true');
});

test('Back and reload: a category address is rendered on the server too and hydrates', async ({ page }) => {
  await page.goto('/menu?lang=en');
  await expectHydrated(page);
  const firstHeading = await page.getByRole('heading', { level: 1 }).textContent();
  const categories = page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('listitem')
    .getByRole('button');
  const second = categories.nth(2);
  const name = (await second.textContent())?.trim() ?? '';
  await second.scrollIntoViewIfNeeded();
  // the category's products are read after its heading shows (the query starts in an effect):
  // that read belongs to this page, not to the reloaded one
  const categoryRead = page.waitForResponse(/\/api\/restaurant\/products\?/);
  await second.click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await categoryRead;

  const reads = recordMenuReads(page);
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(reads).toEqual([]);

  await page.goBack();
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstHeading ?? '');
});

test('a guest who chose Arabic gets the page in Arabic, hydrated', async ({ page }) => {
  await page.goto('/menu?lang=en');
  await expectHydrated(page);
  await page.getByRole('combobox', { name: 'Choose language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // the English page's own reads of the Arabic menu are done before the next visit
  await expect(page.getByRole('navigation', { name: 'الفئات' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = recordMenuReads(page);
  await page.goto('/menu');
  await expectHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(reads).toEqual([]);
});

test('hydrating builds no date or number formatter: the page learns what the server formatted (decision 062)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const scope = window as unknown as { formattersBuilt: string[] };
    scope.formattersBuilt = [];
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      const intl = Intl as unknown as Record<string, object>;
      intl[name] = new Proxy(Intl[name], {
        construct(target, args) {
          scope.formattersBuilt.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          scope.formattersBuilt.push(name);
          return Reflect.apply(target, self, args);
        },
      });
    }
  });
  const built = () =>
    page.evaluate(() => (window as unknown as { formattersBuilt: string[] }).formattersBuilt);
  for (const lang of ['en', 'ar']) {
    await page.goto(`/menu?lang=${lang}`);
    await expectHydrated(page);
    // every dish card is React's now, its price included
    await page.waitForFunction(() =>
      [...document.querySelectorAll('article button')].every((button) =>
        Object.keys(button).some((key) => key.startsWith('__reactProps$')),
      ),
    );
    expect(await built()).toEqual([]);
  }

  // a category the server did not render: its prices are formatted the usual way
  await page.goto('/menu?lang=en');
  await expectHydrated(page);
  const second = page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('listitem')
    .getByRole('button')
    .nth(2);
  await second.scrollIntoViewIfNeeded();
  await second.click();
  await expect(
    page.getByRole('heading', { level: 1, name: (await second.textContent())?.trim() ?? '' }),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/€\d+\.\d{2}/);
  expect(await built()).toContain('NumberFormat');
});
