import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiManager, guestAtTable, openManagerArea } from '../support/api-tables';
import { expect, test, useTestClock } from '../support/fixtures';
import { pdfPageSizes } from '../support/pdf-pages';

/**
 * Issue 16, the manager's side of ordering at the table: tables are created, changed and
 * deactivated; their QR codes print on an A4 sheet or 80 mm receipts; an order placed at a
 * table shows up live on the board with its table, and so does a guest's call, which the
 * manager acknowledges. A manager of another restaurant sees none of it.
 */

const olive = { email: 'manager@olive-linde.demo', password: 'demo-manager-2026' };
const sakura = { email: 'manager@sakura.demo', password: 'demo-sakura-2026' };
const tablet = { width: 1024, height: 768 };

// one after another: the QR sheet is counted against the active tables, which the board tests add to
test.describe.configure({ mode: 'serial' });

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the manager area runs on the desktop project, at desktop and tablet widths');
});

/** a table name no other test of the run uses (names are at most 40 characters) */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;

async function seriousViolations(page: Page) {
  // a hovered button is dimmed on purpose; axe reads the colours at rest
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.html).join(' ')}`,
    );
}

test('the manager creates, edits and deactivates a table; the QR sheet prints one code per active table', async ({
  page,
  request,
}) => {
  // a whole order from menu to confirmation (or the manager's whole round): three times the usual time on a busy machine
  test.slow();
  const manager = await apiManager(request, olive.email, olive.password);
  await openManagerArea(page, manager.token, '/manager?lang=en');
  await page
    .getByRole('navigation', { name: 'Manager navigation' })
    .getByRole('link', { name: 'Tables' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'T1', exact: true })).toBeVisible();

  // the server's 422 answers beside the field, and the focus goes there
  await page.getByRole('button', { name: 'New table' }).click();
  const form = page.getByRole('dialog', { name: 'New table' });
  await form.getByRole('textbox', { name: 'Name' }).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  const nameField = form.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  const name = uniqueName('Terrace');
  await nameField.fill(name);
  await form.getByRole('spinbutton', { name: 'Seats' }).fill('3');
  await form.getByRole('textbox', { name: 'Area (optional)' }).fill('Terrace');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText('3 seats · Terrace');
  await expect(card).toContainText('Active');
  expect(await seriousViolations(page)).toEqual([]);

  // edited by keyboard alone
  await card.getByRole('button', { name: `Edit ${name}` }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByRole('spinbutton', { name: 'Seats' }).fill('5');
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  await expect(card).toContainText('5 seats · Terrace');

  // a new QR code, once confirmed: the printed one's token is worth nothing any more
  const tokenOf = async () => (await manager.tables()).find((table) => table.name === name)?.qrcode;
  const before = await tokenOf();
  await card.getByRole('button', { name: `New QR code – ${name}` }).click();
  const renew = page.getByRole('dialog', { name: `New QR code – ${name}` });
  await renew.getByRole('button', { name: 'Yes, new code' }).click();
  await expect(renew).toBeHidden();
  await expect.poll(tokenOf).not.toBe(before);

  // the print sheet: one code per active table, the restaurant's and the table's name on each
  const sheet = page.getByTestId('qr-sheet');
  const codes = sheet.getByRole('img', { name: /^QR code of table / });
  const activeCodes = async () =>
    (await manager.tables())
      .filter((table) => table.active)
      .map((table) => `QR code of table ${table.name}`)
      .sort();
  /**
   * Opens the sheet; answers its codes, which are the active tables'. Specs beside this one
   * create tables of their own at any time: the sheet is compared with the active tables read
   * before and after it loaded, and loaded again when a new one came in between.
   */
  async function openSheet(open: () => Promise<unknown>): Promise<string[]> {
    let shown: string[] = [];
    let load = open;
    await expect(async () => {
      const before = await activeCodes();
      await load();
      load = () => page.reload();
      await expect(codes).toHaveCount(before.length, { timeout: 10_000 });
      shown = (
        await codes.evaluateAll((all) => all.map((code) => code.getAttribute('aria-label') ?? ''))
      ).sort();
      expect(await activeCodes()).toEqual(before);
      expect(shown).toEqual(before);
    }).toPass({ timeout: 60_000 });
    return shown;
  }
  const shown = await openSheet(() => page.getByRole('link', { name: 'Print QR codes' }).click());
  expect(shown).toContain(`QR code of table ${name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'QR codes to print' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toHaveAttribute('data-layout', 'a4');
  await expect(codes).toHaveCount(shown.length);
  await expect(sheet.locator('svg')).toHaveCount(shown.length);
  await expect(sheet.getByRole('listitem').filter({ hasText: name })).toContainText('Olive & Linde');
  await expect(page.getByRole('navigation', { name: 'Manager navigation' })).toBeHidden();
  // A4 paper (@page size), the codes in a grid: several to a page
  const a4Pages = pdfPageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(new Set(a4Pages.map(String))).toEqual(new Set(['210,297']));
  expect(a4Pages.length).toBeLessThan(shown.length);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('radio', { name: '80 mm receipt (one per strip)' }).check();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toHaveAttribute('data-layout', 'receipt');
  await expect(codes).toHaveCount(shown.length);
  // an 80 mm strip per table
  expect(pdfPageSizes(await page.pdf({ preferCSSPageSize: true }))).toEqual(shown.map(() => [80, 110]));
  await page.emulateMedia({ media: 'screen' });

  // deactivated: it leaves the sheet, and comes back when reactivated
  await page.getByRole('link', { name: 'Back to tables' }).click();
  await card.getByRole('button', { name: `Deactivate – ${name}` }).click();
  await expect(card).toContainText('Inactive');
  await expect(card.getByRole('button', { name: `Reactivate – ${name}` })).toBeVisible();
  const left = await openSheet(() => page.getByRole('link', { name: 'Print QR codes' }).click());
  expect(left).not.toContain(`QR code of table ${name}`);
  await expect(sheet.getByRole('img', { name: `QR code of table ${name}` })).toHaveCount(0);
});

const boards = [
  {
    lang: 'en',
    viewport: { width: 1366, height: 900 },
    texts: {
      live: 'Live',
      view: 'Board view',
      tables: 'Tables',
      table: 'Table',
      acknowledge: 'Acknowledge',
      settle: 'Mark as paid',
      settleTitle: (name: string) => `Table ${name}: paid at the table?`,
      settled: (name: string) => `Table ${name} is paid: its bill is closed.`,
      free: 'Free',
    },
  },
  {
    lang: 'ar',
    viewport: tablet,
    texts: {
      live: 'مباشر',
      view: 'عرض اللوحة',
      tables: 'الطاولات',
      table: 'الطاولة',
      acknowledge: 'تأكيد الاستلام',
      settle: 'تحديد كمدفوع',
      settleTitle: (name: string) => `الطاولة ${name}: هل دُفع الحساب على الطاولة؟`,
      settled: (name: string) => `تم دفع حساب الطاولة ${name}: أُغلقت فاتورتها.`,
      free: 'شاغرة',
    },
  },
] as const;

for (const { lang, viewport, texts } of boards) {
  test.describe(`the live board at ${viewport.width} px in ${lang}`, () => {
    test.use({ viewport });

    test('a table order and a call from the table arrive live; the call is acknowledged; another restaurant sees neither', async ({
      page,
      request,
      browser,
    }) => {
      const manager = await apiManager(request, olive.email, olive.password);
      const table = await manager.createTable(uniqueName(`Board ${lang}`));
      await openManagerArea(page, manager.token, `/manager?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      // the socket is live: whatever appears from now on came through it, not a page load
      await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${texts.live}$`) })).toBeVisible();

      const orderId = await (await guestAtTable(request, table)).order('Falafel (5 pieces)');
      const card = page.getByRole('article', { name: new RegExp(`\\b${orderId}$`) });
      await expect(card).toBeVisible({ timeout: 5000 });
      await expect(card).toContainText(`${texts.table} ${table.name}`);
      // the detail (opened by the card's title, its first button) and the kitchen ticket name the table too
      await card.getByRole('button').first().click();
      const detail = page.getByRole('dialog');
      await expect(detail).toContainText(table.name);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('kitchen-ticket')).toContainText(`${texts.table} ${table.name}`);
      await page.emulateMedia({ media: 'screen' });
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();

      // a second guest at the same table calls the staff
      const call = await (await guestAtTable(request, table)).callStaff();
      expect(call.data.kind).toBe('waiter');
      const calls = page.getByRole('region', {
        name: lang === 'ar' ? 'نداءات الطاولات' : 'Calls from tables',
      });
      const tableCall = calls.getByRole('article', { name: new RegExp(table.name) });
      await expect(tableCall).toBeVisible({ timeout: 5000 });
      // a screen reader hears it once, politely
      await expect(page.locator('[aria-live="polite"].sr-only')).toContainText(table.name);

      // the table view: open orders since when, their total in the manager's language
      await page
        .getByRole('navigation', { name: texts.view })
        .getByRole('link', { name: texts.tables })
        .click();
      const { total, currency } = await manager.orderTotal(orderId);
      const tile = page.getByRole('main').getByRole('article', { name: table.name, exact: true });
      const intl = lang === 'ar' ? 'ar' : 'en';
      await expect(tile).toContainText(
        new Intl.NumberFormat(intl, { style: 'currency', currency }).format(total / 100),
      );
      await expect(tile).toContainText(lang === 'ar' ? 'طلب مفتوح واحد' : '1 open order');
      expect(await seriousViolations(page)).toEqual([]);

      // another restaurant's manager: neither the table nor the call
      const other = await apiManager(request, sakura.email, sakura.password);
      expect((await other.get('managers/tables', { restaurantId: manager.restaurant.id })).status()).toBe(
        403,
      );
      expect(
        (await other.get('managers/table-calls', { restaurantId: manager.restaurant.id })).status(),
      ).toBe(403);
      const elsewhere = await browser.newContext({ viewport });
      await useTestClock(elsewhere);
      const sakuraPage = await elsewhere.newPage();
      await openManagerArea(sakuraPage, other.token, `/manager/tables?lang=${lang}`);
      await expect(sakuraPage.getByRole('article', { name: 'Counter 1', exact: true })).toBeVisible();
      await expect(sakuraPage.getByRole('article', { name: table.name })).toHaveCount(0);
      await expect(sakuraPage.getByText(table.name)).toHaveCount(0);
      await elsewhere.close();

      // acknowledged from the keyboard: it leaves the board
      await tableCall.getByRole('button', { name: new RegExp(`^${texts.acknowledge}`) }).focus();
      await page.keyboard.press('Enter');
      await expect(tableCall).toBeHidden();
      await expect(calls).toBeHidden();
    });

    test('a served table stays busy until the staff mark the rest paid at the table, then shows free', async ({
      page,
      request,
    }) => {
      const manager = await apiManager(request, olive.email, olive.password);
      const table = await manager.createTable(uniqueName(`Paid ${lang}`));
      const orderId = await (await guestAtTable(request, table)).order('Falafel (5 pieces)');
      await manager.serve(orderId);
      await openManagerArea(page, manager.token, `/manager?lang=${lang}`);
      await page
        .getByRole('navigation', { name: texts.view })
        .getByRole('link', { name: texts.tables })
        .click();
      const { total, currency } = await manager.orderTotal(orderId);
      const amount = new Intl.NumberFormat(lang === 'ar' ? 'ar' : 'en', {
        style: 'currency',
        currency,
      }).format(total / 100);
      // served, not paid: still busy, with what is owed
      const tile = page.getByRole('main').getByRole('article', { name: table.name, exact: true });
      await expect(tile).toContainText(amount);
      await expect(tile).not.toContainText(texts.free);

      // asked first; Cancel changes nothing
      await tile.getByRole('button', { name: texts.settle }).click();
      const dialog = page.getByRole('dialog', { name: texts.settleTitle(table.name) });
      await expect(dialog).toContainText(amount);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(tile.getByRole('button', { name: texts.settle })).toBeVisible();

      await tile.getByRole('button', { name: texts.settle }).click();
      await dialog.getByRole('button', { name: texts.settle }).click();
      await expect(page.getByText(texts.settled(table.name))).toBeVisible();
      await expect(tile).toContainText(texts.free);
      await expect(tile.getByRole('button', { name: texts.settle })).toHaveCount(0);
      // the order on the board: paid
      const order = await manager.get('managers/order/show', {
        restaurantId: manager.restaurant.id,
        orderId,
      });
      expect((await order.json()).data).toMatchObject({ paymentState: 'paid' });
    });
  });
}
