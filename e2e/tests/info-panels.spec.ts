import { expect, test } from '../support/fixtures';

test('the header opens the legal texts and the time plan, one panel at a time', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the header links are the wide-screen navigation');
  await page.goto('/menu?lang=en');
  const nav = page.getByRole('navigation', { name: 'Restaurant information' });
  await nav.getByRole('button', { name: 'Imprint' }).click();
  const imprint = page.getByRole('dialog', { name: 'Imprint' });
  await expect(imprint).toContainText('Olive');
  await page.mouse.click(5, 5);
  await expect(imprint).toBeHidden();

  await nav.getByRole('button', { name: 'Opening Time' }).click();
  const hours = page.getByRole('dialog', { name: 'Opening Time' });
  await expect(hours.getByRole('rowheader', { name: 'Monday' })).toBeVisible();
  await expect(hours.getByRole('columnheader', { name: 'Delivery' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(hours).toBeHidden();
});

test('on a phone the clock button opens the opening times', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'narrow-screen control');
  await page.goto('/menu?lang=fr');
  // the footer lists the same entries: this is the header's clock button
  await page.getByRole('banner').getByRole('button', { name: "Horaires d'ouverture" }).click();
  await expect(page.getByRole('dialog', { name: "Horaires d'ouverture" })).toContainText('Lundi');
});

test('the allergy legend names every allergen code in the language of the page', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the header links are the wide-screen navigation');
  await page.goto('/menu?lang=de');
  await page
    .getByRole('navigation', { name: 'Informationen zum Restaurant' })
    .getByRole('button', { name: 'Allergene', exact: true })
    .click();
  const legend = page.getByRole('dialog', { name: 'Allergene' });
  await expect(legend).toContainText('Gluten');
  await expect(legend).toContainText('Sesam');
});

test('in Arabic the footer keeps the Latin address and phone number in their own order', async ({ page }) => {
  await page.goto('/menu?lang=ar');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // where each word is drawn: an address not isolated from the page's direction reads 'Berlin 10435'
  const leftOf = (word: string) =>
    footer.evaluate((element, word) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(word) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        return range.getBoundingClientRect().left;
      }
      return Number.NaN;
    }, word);
  expect(await leftOf('10435')).toBeLessThan(await leftOf('Berlin'));
  expect(await leftOf('+49')).toBeLessThan(await leftOf('5678'));
});
