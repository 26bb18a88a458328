import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';

/**
 * Issue 8, SPEC §4 Update. This spec rewrites the built service worker, which the server serves
 * to every browser: it runs in a project of its own after all the others (playwright.config.ts).
 * Run beside them, their pages found the "new build" on their next navigation and the update
 * prompt covered what they were clicking (issue 14).
 */
test('a new build is offered with "Let\'s go" and the page reloads into it', async ({ page }) => {
  const sw = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));
  const original = readFileSync(sw, 'utf8');
  await page.goto('/menu?lang=en');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  const prompt = page.getByRole('alertdialog', { name: 'A new version is ready' });
  try {
    writeFileSync(sw, `${original}\n// next build ${Date.now()}\n`);
    await page.clock.fastForward('01:11');
    await expect(prompt).toBeVisible({ timeout: 15_000 });
  } finally {
    writeFileSync(sw, original);
  }
  await expect(prompt.getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await prompt.getByRole('button', { name: "Let's go" }).click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
