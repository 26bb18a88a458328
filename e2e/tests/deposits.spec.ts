import type { Page } from '@playwright/test';
import { formatMoney } from '@tavola/i18n/money';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysOverflow } from '../support/sideways-overflow';
import { storefrontTexts } from '../support/storefront-texts';

/**
 * Issue 33: a bottle's deposit is its own part of a price, on the menu card and in the cart,
 * so the parts add up to what the line costs: 2 still waters read "€6.90 · €3.20 each ·
 * + €0.50 deposit" (before: "€6.90 / €3.20 each"), the Lunch menu with a water "€15.15 ·
 * + €0.25 deposit" (before: €15.15 beside a €14.90 price). English on the 390 px phone, Arabic
 * on a 360 px one. Olive & Linde: still water €3.20 with a €0.25 bottle deposit.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a phone path: the phone 390 project runs it');
});

const names = {
  en: { drinks: 'Drinks', water: 'Still mineral water 0.5 l', categories: 'Categories' },
  ar: { drinks: 'مشروبات', water: 'مياه معدنية غير فوارة 0.5 لتر', categories: 'الفئات' },
} as const;

async function showDrinks(page: Page, lang: keyof typeof names) {
  const button = page
    .getByRole('navigation', { name: names[lang].categories })
    .getByRole('button', { name: names[lang].drinks });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: names[lang].drinks })).toBeVisible();
}

for (const [lang, viewport] of [
  ['en', { width: 390, height: 844 }],
  ['ar', { width: 360, height: 740 }],
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the deposit is its own part of the price on the menu card and of the line in the cart (${lang})`, async ({
      page,
    }) => {
      const t = await storefrontTexts(lang);
      const money = (minor: number) => formatMoney(minor, 'EUR', lang);
      const water = names[lang].water;
      await page.goto(`/menu?lang=${lang}`);
      await showDrinks(page, lang);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: t('product.details', { name: water }) }) });
      await expect(card).toContainText(money(320));
      await expect(card).toContainText(t('product.plusDeposit', { price: money(25) }));

      const add = page.getByRole('button', { name: t('product.addNamed', { name: water }) });
      await add.click();
      await expect(page.getByRole('link', { name: new RegExp(`^${t('basket.view')}`) })).toBeVisible();
      await add.click();
      await page.goto(`/cart?lang=${lang}`);
      const line = page.getByRole('main').getByRole('article', { name: water });
      // 2 × (3.20 + 0.25): the parts say how 6.90 comes about
      await expect(line).toContainText(money(690));
      await expect(line).toContainText(t('basket.each', { price: money(320) }));
      await expect(line).toContainText(t('product.plusDeposit', { price: money(50) }));
      await expectNoSidewaysOverflow(page, `the cart with a deposit (${lang})`);
    });
  });
}

test('a set menu with a bottle among its choices shows that deposit beside its price (en)', async ({
  page,
}) => {
  const t = await storefrontTexts('en');
  const money = (minor: number) => formatMoney(minor, 'EUR', 'en');
  await page.goto('/menu?lang=en');
  const setMenus = page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: 'Set menus' });
  await setMenus.scrollIntoViewIfNeeded();
  await setMenus.click();
  await page.getByRole('button', { name: 'Add Lunch menu to the basket' }).click();
  const panel = page.getByRole('dialog', { name: 'Lunch menu' });
  await panel.getByRole('button', { name: 'One more Hummus' }).click();
  await panel.getByRole('button', { name: 'Further' }).click();
  await panel.getByRole('button', { name: 'One more Falafel wrap' }).click();
  await panel.getByRole('button', { name: 'Further' }).click();
  await panel.getByRole('button', { name: 'One more Still mineral water 0.5 l' }).click();
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel).toBeHidden();
  await page.goto('/cart?lang=en');
  const line = page.getByRole('main').getByRole('article', { name: 'Lunch menu' });
  await expect(line).toContainText(money(1515));
  await expect(line).toContainText(t('product.plusDeposit', { price: money(25) }));
});
