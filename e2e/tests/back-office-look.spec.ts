import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, useTestClock } from '../support/fixtures';
import { landingPort } from '../support/servers';

/**
 * Issue 20 (back office): Sakura's manager tries a colour white text cannot be read on (answered
 * beside the field), saves a darker one, writes the menu's announcement in German (and, as the
 * server asks, in French, Sakura's own language), and a guest's storefront follows at once.
 *
 * It runs against the third server (its own database; the landing spec there visits only Olive),
 * so the announcement it switches on never pops up in the specs browsing Sakura on the main one.
 */
const server = `http://127.0.0.1:${landingPort}`;
const blue = '#1d4ed8';

async function expectNoSeriousViolations(page: Page) {
  await page.mouse.move(0, 0);
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

test('the manager changes the colour and a German announcement, and the storefront follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${server}/manager?lang=en`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@sakura.demo');
  await page.getByLabel('Password').fill('demo-sakura-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('navigation', { name: 'Manager navigation' })
    .getByRole('link', { name: 'Look & pages' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Look & pages' })).toBeVisible();
  const look = page.getByRole('region', { name: 'Colour and what the storefront shows' });

  // a light yellow: told while typed, refused by the server beside the field
  const colour = look.getByRole('textbox', { name: 'Primary colour', exact: true });
  await colour.fill('#fde047');
  await expect(look).toContainText('White text on it: only 1.31:1, too light to read');
  await look.getByRole('button', { name: 'Save look' }).click();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(colour).toBeFocused();
  await expect(look).toContainText(
    'White text on this colour has a contrast of only 1.31:1 (at least 4.5:1 is needed). Choose a darker colour.',
  );
  await expectNoSeriousViolations(page);

  await colour.fill(blue);
  await expect(look).toContainText('White text on it: 6.70:1, easy to read.');
  await look.getByRole('button', { name: 'Save look' }).click();
  await expect(page.getByText('The look has been saved. The storefront shows it now.')).toBeVisible();
  await expect(colour).not.toHaveAttribute('aria-invalid', 'true');

  // the announcement on the menu, written in German with the toolbar's bold
  const announcements = page.getByRole('region', { name: 'Announcements' });
  await announcements.getByRole('checkbox', { name: 'Show this announcement to guests' }).check();
  await announcements.getByRole('tab', { name: 'Deutsch' }).click();
  const german = announcements.getByRole('textbox', { name: 'Announcement in Deutsch' });
  await german.fill('Heute Live-Musik ab 19 Uhr im Hof.');
  // 'Live-Musik' chosen by keyboard, made bold with Ctrl+B
  await german.press('Home');
  for (let i = 0; i < 6; i++) await german.press('ArrowRight');
  for (let i = 0; i < 10; i++) await german.press('Shift+ArrowRight');
  await german.press('Control+b');
  await expect(german).toHaveValue('Heute **Live-Musik** ab 19 Uhr im Hof.');
  await expect(announcements.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'Live-Musik',
  );
  // Sakura's own language is French: the server asks for it, and its tab opens
  await announcements.getByRole('button', { name: 'Save announcement' }).click();
  const french = announcements.getByRole('textbox', { name: 'Announcement in Français' });
  await expect(french).toBeFocused();
  await expect(announcements).toContainText(
    'A shown announcement needs a text in the restaurant’s language.',
  );
  await french.fill('Ce soir, **musique live** dès 19 h dans la cour.');
  await announcements.getByRole('button', { name: 'Save announcement' }).click();
  await expect(page.getByText('The announcement has been saved.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // a guest arriving now reads it in German, on buttons in the new colour
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await useTestClock(context);
  const guest = await context.newPage();
  await guest.goto(`${server}/menu?restaurant=sakura-ramen&lang=de`);
  const popup = guest.getByRole('dialog', { name: 'Mitteilung' });
  await expect(popup).toContainText('Heute Live-Musik ab 19 Uhr im Hof.');
  await expect(popup.locator('strong')).toHaveText('Live-Musik');
  await expectNoSeriousViolations(guest);
  const ok = popup.getByRole('button', { name: 'OK' });
  await expect(ok).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await ok.click();
  await expect(popup).toBeHidden();
  await context.close();
});
