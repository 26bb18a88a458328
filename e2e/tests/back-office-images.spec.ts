import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';

/**
 * Issue 20 (back office), images: Sakura Ramen's manager gives Edamame a photo; a file that is
 * not an image is refused beside the field; the guest's menu shows the photo from `srcset`,
 * as AVIF, in the size its card needs.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the tablet-sized desktop project covers the manager area');
});

/** a photo-like JPEG made here, so no binary file is committed */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
        <rect width="100%" height="100%" fill="#3f6212"/>
        <circle cx="800" cy="600" r="420" fill="#a3e635"/>
        <circle cx="640" cy="520" r="90" fill="#365314"/>
      </svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

test('the manager uploads a product photo and the storefront serves it from srcset', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto('/manager?lang=en');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@sakura.demo');
  await page.getByLabel('Password').fill('demo-sakura-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('navigation', { name: 'Manager navigation' })
    .getByRole('link', { name: 'Menu' })
    .click();
  await page
    .getByRole('list', { name: 'Categories' })
    .getByRole('button', { name: 'Sides', exact: true })
    .click();
  await page.getByRole('button', { name: 'Edit Edamame' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Edamame' });
  const input = editor.getByLabel('Photo of the product: Choose an image');

  // a text file named like a photo: the server reads its bytes and says no, beside the field
  await input.setInputFiles({
    name: 'edamame.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(editor.getByRole('alert')).toHaveText(
    'This file is not a JPEG, PNG, WebP, AVIF or GIF image.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await input.setInputFiles({ name: 'edamame.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(editor.getByRole('status').filter({ hasText: 'The image is saved.' })).toBeAttached();
  const preview = editor.getByRole('img', { name: 'Current image' });
  await expect(preview).toHaveAttribute('srcset', /\/api\/media\/\d+\?w=320 320w/);
  const src = (await preview.getAttribute('srcset'))!.split(' ')[0]!.replace(/\?.*/, '');
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // the guest, on a phone-sized page of their own
  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  const guest = await guestContext.newPage();
  const served: { url: string; type: string }[] = [];
  guest.on('response', (response) => {
    if (response.url().includes(src))
      served.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
  });
  await guest.goto('/?restaurant=sakura-ramen&lang=en');
  await guest.getByRole('button', { name: 'Sides' }).first().click();
  const card = guest.getByRole('article').filter({ hasText: 'Edamame' });
  const image = card.locator(`img[srcset*="${src}?w=320"]`);
  await expect(image).toHaveAttribute('sizes', '(min-width: 640px) 112px, 96px');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // 96 CSS px on a 2× screen: the 320 px variant, as AVIF
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=320$/);
  expect(served).toContainEqual({ url: expect.stringMatching(/\?w=320$/), type: 'image/avif' });
  await guestContext.close();
});
