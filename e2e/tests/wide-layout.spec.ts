import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysOverflow } from '../support/sideways-overflow';

/**
 * Issue 15 on wide screens: the header's controls keep to one row and its information entries
 * to one row of their own (no orphan entries on a second line) in German and Arabic, the
 * longest of the four languages, at 1024, 1280 and 1440 px, and nothing is wider than the
 * window.
 */

/** how many rows the visible boxes of `items` take */
async function rowsOf(items: Locator): Promise<number> {
  const tops = await items.evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => Math.round(box.top + box.height / 2)),
  );
  return new Set(tops).size;
}

for (const width of [1024, 1280, 1440]) {
  for (const lang of ['de', 'ar'] as const) {
    test(`the header keeps to its rows at ${width} px (${lang})`, async ({ page, isMobile }) => {
      test.skip(isMobile, 'wide screens');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/menu?lang=${lang}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      const header = page.getByRole('banner');
      // logo and name, search, language, account and basket: one row
      const controls = header.locator(':scope > div').first().locator(':scope > *');
      await expect(controls.last()).toBeVisible();
      expect(await rowsOf(controls)).toBe(1);
      // the information entries: a row of their own from 1280 px, icon buttons below
      const entries = header.getByRole('navigation').getByRole('listitem');
      if (width >= 1280) {
        await expect(entries.first()).toBeVisible();
        expect(await entries.count()).toBeGreaterThanOrEqual(8);
        expect(await rowsOf(entries)).toBe(1);
      } else {
        await expect(header.getByRole('button', { name: lang === 'de' ? 'Mehr' : 'المزيد' })).toBeVisible();
      }
      await expectNoSidewaysOverflow(page, `menu at ${width} px`);
    });
  }
}
