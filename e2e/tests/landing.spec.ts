import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { storefrontTexts } from '../support/storefront-texts';

/**
 * Issue 19: with the installation's "has landing" flag on (the 'landing' server), / is the
 * restaurant search. A guest searches a postal code, sees who delivers there and opens one
 * storefront; a postal code nobody serves shows no_restaurant_in_area. The test clock's
 * Tuesday 12:30 has Olive & Linde (delivering to 10435) open.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1366, height: 900 } };

async function expectNoSeriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

const texts = {
  en: {
    title: 'Hungry? Find who delivers to you',
    postalCode: 'Postal code',
    submit: 'Find restaurants',
    openNow: 'Open now',
    fee: /Delivery €1\.50 · Minimum €12\.00/,
    noRestaurant: 'There is no restaurant in this area.',
  },
  ar: {
    title: 'جائع؟ اعثر على من يوصل إليك',
    postalCode: 'الرمز البريدي',
    submit: 'ابحث عن مطاعم',
    openNow: 'مفتوح الآن',
    fee: /التوصيل/,
    noRestaurant: 'لا يوجد مطعم في هذه المنطقة.',
  },
} as const;

function landingTests(lang: 'en' | 'ar', size: string) {
  const text = texts[lang];

  test(`searches a postal code and opens a restaurant (${size}, ${lang})`, async ({ page }, testInfo) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('textbox', { name: text.postalCode }).fill('10435');
    await page.getByRole('button', { name: text.submit }).click();

    const olive = page.getByRole('link', { name: /Olive & Linde/ });
    await expect(olive).toBeVisible();
    await expect(olive).toContainText(text.openNow);
    await expect(olive).toContainText(text.fee);
    await expect(page).toHaveURL(/postalCode=10435/);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`landing-${size}-${lang}.png`), fullPage: true });
    // nothing sticks out sideways on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    await olive.click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('banner').getByRole('link', { name: /Olive & Linde/ })).toBeVisible();
  });

  test(`says so when nobody serves the postal code (${size}, ${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('textbox', { name: text.postalCode }).fill('55555');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(text.noRestaurant);
    await expect(page.getByRole('link', { name: /Olive & Linde/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}

test.describe('phone 390', () => {
  test.use(phone);
  landingTests('en', 'phone');
  landingTests('ar', 'phone');

  test('checks the postal code in the browser before asking the server', async ({ page }) => {
    await page.goto('/?lang=en');
    const postalCode = page.getByRole('textbox', { name: 'Postal code' });
    await postalCode.fill('12');
    await page.getByRole('button', { name: 'Find restaurants' }).click();
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(postalCode).toBeFocused();
    await expect(page).not.toHaveURL(/postalCode=/);
  });
});

test.describe('desktop', () => {
  test.use(desktop);
  landingTests('en', 'desktop');
});

/**
 * Issue 33: the search keeps what was asked. Delivery for 10435 opens Olive & Linde with
 * delivery chosen (and its time) and the postal code ready at checkout; `?lang=` stays on the
 * way; the page has a header with the language switch; "abc" is told what a postal code is; on
 * a 360 px phone the results are on the screen after the search.
 */
for (const [width, height] of [
  [360, 740],
  [390, 844],
] as const) {
  test.describe(`phone ${width}: the search keeps what was asked`, () => {
    test.use({ ...phone, viewport: { width, height } });

    for (const lang of ['en', 'ar'] as const) {
      test(`delivery for 10435 opens the restaurant for delivery, in the same language (${lang})`, async ({
        page,
      }, testInfo) => {
        const t = await storefrontTexts(lang);
        await page.goto(`/?lang=${lang}`);
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: t('search.home') })).toBeVisible();
        await expect(header.getByRole('combobox', { name: t('language.choose') })).toBeVisible();
        await page.getByRole('textbox', { name: t('search.postalCode') }).fill('10435');
        await page.getByRole('button', { name: t('search.submit') }).click();
        await expect(page).toHaveURL(new RegExp(`lang=${lang}`));
        const olive = page.getByRole('link', { name: /Olive & Linde/ });
        // on the phone's screen without the guest scrolling
        await expect(olive).toBeInViewport();
        await page.screenshot({ path: testInfo.outputPath(`search-${width}-${lang}.png`) });

        await olive.click();
        await expect(page).toHaveURL(/\/menu/);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const type = page.getByRole('combobox', { name: t('deliveryType.label') });
        await expect(type.locator('option:checked')).toHaveText(t('deliveryType.delivery'));
        // a reload keeps the language and the type
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(type.locator('option:checked')).toHaveText(t('deliveryType.delivery'));
      });

      test(`"abc" is told what a postal code is (${lang})`, async ({ page }) => {
        const t = await storefrontTexts(lang);
        await page.goto(`/?lang=${lang}`);
        const postalCode = page.getByRole('textbox', { name: t('search.postalCode') });
        await postalCode.fill('abc');
        await page.getByRole('button', { name: t('search.submit') }).click();
        await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(t('form.issue.postalCode'))).toBeVisible();
        await expect(page.getByText(texts[lang].noRestaurant)).toHaveCount(0);
      });
    }

    test('pickup for 10435 opens the restaurant for pickup, not the type open first', async ({ page }) => {
      await page.goto('/?lang=en');
      await page.getByText('Pickup', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Postal code' }).fill('10435');
      await page.getByRole('button', { name: 'Find restaurants' }).click();
      await page.getByRole('link', { name: /Olive & Linde/ }).click();
      await expect(page).toHaveURL(/\/menu/);
      const type = page.getByRole('combobox', { name: 'Delivery type' });
      await expect(type.locator('option:checked')).toHaveText('Pickup');
    });

    test('the postal code searched for is the checkout’s', async ({ page }) => {
      await page.goto('/?lang=en&postalCode=10435&deliveryType=delivery');
      await page.getByRole('link', { name: /Olive & Linde/ }).click();
      await expect(page).toHaveURL(/\/menu/);
      await page
        .getByRole('button', { name: /^Add .+ to the basket$/ })
        .first()
        .click();
      await page.getByRole('link', { name: /^View basket, 1 item, / }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(
        page.getByRole('combobox', { name: 'Delivery type' }).locator('option:checked'),
      ).toHaveText('Delivery');
      await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('10435');
    });
  });
}
