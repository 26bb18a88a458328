import type { Locator, Page } from '@playwright/test';

/**
 * The side basket (issue 15): from 768 px a column beside the menu, named by its heading; on
 * phones the dialog the header's basket button opens.
 */
export function sideBasket(page: Page, isMobile: boolean, name = 'Your basket'): Locator {
  return isMobile ? page.getByRole('dialog', { name }) : page.getByRole('complementary', { name });
}
