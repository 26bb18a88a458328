import { expect, test } from '../support/fixtures';
import { expectNoSidewaysOverflow } from '../support/sideways-overflow';

/**
 * The phone checks' own check: the tail of a line truncated with an ellipsis is meant to go, a
 * button that a box merely hides past the window's edge is a defect (the board's Log out was one).
 */

test.skip(({ isMobile }) => isMobile, 'the check is the same on every project; the desktop one runs it');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

const long = 'e2e-staff-1796677872272-with-a-very-long-name@example.org';

test('the tail of a truncated line passes', async ({ page }) => {
  await page.setContent(
    `<body style="margin:0"><p style="width:300px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Ada · <span>${long}</span></p></body>`,
  );
  await expectNoSidewaysOverflow(page, 'truncated line');
});

test('a button hidden past the edge by a box is found', async ({ page }) => {
  await page.setContent(
    `<body style="margin:0"><header style="overflow:hidden;display:flex;gap:8px"><span style="flex:none;width:360px">Sound is off: tap to turn sound on</span><button style="flex:none">Log out</button></header></body>`,
  );
  await expect(expectNoSidewaysOverflow(page, 'hidden button')).rejects.toThrow(/Log out/);
});
