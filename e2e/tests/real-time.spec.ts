import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * The one spec on the real clock (decision 021), against a server without TEST_CLOCK_START:
 * whatever the hour of the run, the menu tells the guest what the API says — open, or closed
 * with the restaurant's message. Every other spec runs on the fixed test clock.
 */

async function openingState(request: APIRequestContext) {
  const token = await request.post('/api/oauth/token', {
    data: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront' },
  });
  const headers = {
    authorization: `Bearer ${((await token.json()) as { data: { access_token: string } }).data.access_token}`,
  };
  const info = await request.get('/api/restaurant/restaurant-by-slug?slug=olive-linde&lang=en', { headers });
  expect(info.ok()).toBe(true);
  return ((await info.json()) as { data: { closed: boolean; closeMessage: string } }).data;
}

test('the menu shows the opening state the API reports at the real time', async ({ page, request }) => {
  // an opening or closing time may pass between the two reads: then both are read again
  await expect(async () => {
    const { closed, closeMessage } = await openingState(request);
    expect(closeMessage).not.toBe('');
    await page.goto('/menu?lang=en');
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours).toContainText('Today', { timeout: 5_000 });
    if (closed) await expect(hours).toContainText(closeMessage, { timeout: 5_000 });
    else await expect(hours).not.toContainText(closeMessage, { timeout: 5_000 });
    expect((await openingState(request)).closed, 'the state did not change meanwhile').toBe(closed);
  }).toPass({ timeout: 30_000 });
});
