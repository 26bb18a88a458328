import { expect, type Page, test } from '@playwright/test';

/** A number that differs between tests, the same on every run. */
export function spread(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * Picks a time of the last offered date, one of its own for each test of each project: the
 * projects' orders at one time would fill its capacity (6) together. Returns the time.
 */
export async function chooseOwnLaterSlot(
  page: Page,
  names = { date: 'Date', time: 'Time' },
): Promise<string> {
  const date = page.getByRole('combobox', { name: names.date });
  await expect(date).toBeEnabled();
  const dates = await date.locator('option:not([disabled])').count();
  expect(dates).toBeGreaterThan(1);
  await date.selectOption({ index: dates - 1 });
  const time = page.getByRole('combobox', { name: names.time });
  await expect(time).toBeEnabled();
  const times = await time.locator('option:not([disabled])').allTextContents();
  expect(times.length).toBeGreaterThan(0);
  const later = times.slice(1);
  const key = `${test.info().project.name} ${test.info().title} ${test.info().titlePath.join(' ')}`;
  const chosen = later.length > 0 ? later[spread(key) % later.length]! : times[0]!;
  await time.selectOption(chosen);
  await expect(time).toBeEnabled();
  await expect(time).toHaveValue(chosen);
  return chosen;
}
