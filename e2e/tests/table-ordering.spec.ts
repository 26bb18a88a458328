import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { type ApiTable, apiManager, openManagerArea, ownTable } from '../support/api-tables';
import { expect, test, useTestClock } from '../support/fixtures';

/**
 * Issue 16, the guest at a table on a phone (390 × 844), in English and Arabic: the QR code
 * sets the table, the guests are counted, two dishes are ordered to be paid at the end and the
 * order names the table; the service button calls and says when the table must wait. English
 * counts the guests on arrival; Arabic closes that dialog and is asked again when ordering. A wrong
 * token says why and leaves the menu working; without a table the checkout offers no pay at end.
 * Olive & Linde asks for the people at the table and takes calls (has_person_on_table,
 * robot_request_available); each of its tables has its own QR token. The manager's live
 * board, open on a desktop beside the phone, hears the call and the order with its table. A test
 * that seats a guest does so at a table of its own (ownTable): a table's visit lasts until it is
 * paid or closed (issue 33), and its count of the guests with it.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a phone path: the phone 390 project runs it');
});

const texts = {
  en: {
    table: (name: string) => `Table ${name}`,
    tableSet: (name: string) => `You are ordering at table ${name}.`,
    capacityTitle: 'How many of you are at the table?',
    adults: 'Adults',
    children: 'Children',
    saveCapacity: 'Save and continue',
    categories: 'Categories',
    mezze: 'Mezze & starters',
    add: (name: string) => `Add ${name} to the basket`,
    dishes: ['Hummus', 'Baba ghanoush'],
    viewBasket: /^View basket, /,
    continue: 'Continue',
    callService: (name: string) => `Call service to table ${name}`,
    requestSubmitted: 'Your request has been submitted.',
    callWait: /^Your table has just called\. You can call again in \d+ seconds\.$/,
    servedAtTable: (name: string) => `Served at table ${name} as soon as it is ready.`,
    name: 'Name',
    email: 'E-mail',
    mobile: 'Mobile',
    payAtEnd: 'Pay at the end',
    terms: 'I accept the terms and conditions',
    placeOrder: 'Place order',
    orderTitle: 'Your order',
    orderTable: 'Table',
  },
  ar: {
    table: (name: string) => `الطاولة ${name}`,
    tableSet: (name: string) => `أنت تطلب على الطاولة ${name}.`,
    capacityTitle: 'كم عددكم على الطاولة؟',
    adults: 'البالغون',
    children: 'الأطفال',
    saveCapacity: 'حفظ ومتابعة',
    categories: 'الفئات',
    mezze: 'مقبلات ومزة',
    add: (name: string) => `أضف ${name} إلى السلة`,
    dishes: ['حمص', 'بابا غنوج'],
    viewBasket: /^عرض السلة، /,
    continue: 'متابعة',
    callService: (name: string) => `طلب الخدمة إلى الطاولة ${name}`,
    requestSubmitted: 'تم إرسال طلبك.',
    callWait: /^نادت طاولتك للتو\. يمكنك النداء مرة أخرى بعد .+ ثانية\.$/,
    servedAtTable: (name: string) => `يُقدَّم على الطاولة ${name} فور تجهيزه.`,
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    mobile: 'الجوال',
    payAtEnd: 'الدفع في النهاية',
    terms: 'أوافق على الشروط والأحكام',
    placeOrder: 'تأكيد الطلب',
    orderTitle: 'طلبك',
    orderTable: 'الطاولة',
  },
} as const;

/** A seeded table of Olive & Linde, as its manager sees it (for a test that seats nobody there). */
async function seededTable(request: APIRequestContext, name: string): Promise<ApiTable> {
  const manager = await apiManager(request, 'manager@olive-linde.demo', 'demo-manager-2026');
  const table = (await manager.tables()).find((entry) => entry.name === name);
  expect(table, name).toBeDefined();
  return table!;
}

/** The storefront address of a table's QR code, on this test server, in a language. */
const scanned = (table: ApiTable, lang: string) => `/${new URL(table.qr_url).search}&lang=${lang}`;

/** Opens the menu's mezze, where the dishes of these tests are. */
async function openMezze(page: Page, lang: keyof typeof texts) {
  const t = texts[lang];
  const mezze = page.getByRole('navigation', { name: t.categories }).getByRole('button', { name: t.mezze });
  await mezze.scrollIntoViewIfNeeded();
  await mezze.click();
}

/** The guests at the table: an empty count is marked beside its field, two adults and a child are saved. */
async function countGuests(page: Page, capacity: Locator, lang: keyof typeof texts) {
  const t = texts[lang];
  await expect(capacity).toBeVisible();
  const adults = capacity.getByRole('spinbutton', { name: t.adults });
  await adults.fill('');
  await capacity.getByRole('button', { name: t.saveCapacity }).click();
  await expect(adults).toHaveAttribute('aria-invalid', 'true');
  await adults.fill('2');
  await capacity.getByRole('spinbutton', { name: t.children }).fill('1');
  const saved = page.waitForResponse((r) => r.url().includes('/api/basket/update-basket-extraInfo'));
  await capacity.getByRole('button', { name: t.saveCapacity }).click();
  expect((await saved).ok()).toBe(true);
  await expect(capacity).toBeHidden();
}

const axeSerious = async (page: Page, within?: string) =>
  (await (within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page })).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);

/** Whether two boxes on the screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];
  // a table of its own per language: a table calls once a minute
  // English counts the guests on arrival, Arabic closes the dialog and is asked when ordering
  const countOnArrival = lang === 'en';

  test(`at a table: the QR code, the guests counted, two dishes paid at the end, the table on the order, a call (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    // a whole order from menu to confirmation (or the manager's whole round): three times the usual time on a busy machine
    test.slow();
    const table = await ownTable(request, `Seat-${lang}`);
    const tableName = table.name;
    const board = await openBoard(browser, request, lang);
    const setTable = page.waitForResponse((r) => r.url().includes('/api/basket/set-table'));
    await page.goto(scanned(table, lang));
    expect((await setTable).ok()).toBe(true);
    // SPEC §4: the table's parameters leave the address
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByText(t.tableSet(tableName))).toBeVisible();

    // SPEC §5: the guests at the table are asked for on arrival, in a dialog that is read as one
    const capacity = page.getByRole('dialog', { name: t.capacityTitle });
    await expect(capacity).toBeVisible();
    await expect(capacity.getByRole('spinbutton', { name: t.adults })).toBeFocused();
    expect(await axeSerious(page, '[role="dialog"]')).toEqual([]);
    if (countOnArrival) await countGuests(page, capacity, lang);
    else {
      // Escape lets the guest browse first; the order asks again (SPEC §4: saved before ordering)
      await page.keyboard.press('Escape');
      await expect(capacity).toBeHidden();
    }
    await expect(page.getByRole('banner').getByText(t.table(tableName))).toBeVisible();

    await openMezze(page, lang);
    for (const dish of t.dishes) await page.getByRole('button', { name: t.add(dish) }).click();
    const basketBar = page.getByRole('link', { name: t.viewBasket });
    await expect(basketBar).toBeVisible();

    // the service button floats above the basket bar, never over it
    const call = page.getByRole('button', { name: t.callService(tableName) });
    await expect(call).toBeVisible();
    expect(await overlap(call, basketBar)).toBe(false);
    expect(await axeSerious(page)).toEqual([]);
    await call.click();
    await expect(page.getByText(t.requestSubmitted)).toBeVisible();
    // the board hears the call at once
    await expect(board.calls.getByRole('article', { name: new RegExp(tableName) })).toBeVisible();
    await call.click();
    await expect(page.getByRole('alert').getByText(t.callWait)).toBeVisible();

    await basketBar.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByText(t.table(tableName))).toBeVisible();
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // at a table there is no time to choose: the order comes now
    await expect(page.getByText(t.servedAtTable(tableName))).toBeVisible();
    await page.getByRole('radio', { name: t.payAtEnd }).check();
    await page.getByRole('textbox', { name: t.name }).fill('Ada Guest');
    await page.getByRole('textbox', { name: t.email }).fill('ada@example.test');
    await page.getByRole('textbox', { name: t.mobile }).fill('+49 30 1234567');
    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.getByRole('button', { name: t.placeOrder }).click();
    // not counted yet: the order waits for the count and then goes on by itself
    if (!countOnArrival) await countGuests(page, capacity, lang);

    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+&token=/);
    await expect(page.getByRole('heading', { level: 1, name: t.orderTitle })).toBeVisible();
    const details = page.getByRole('main');
    await expect(details.getByText(t.payAtEnd)).toBeVisible();
    const tableRow = details
      .locator('dl > div')
      .filter({ has: page.getByText(t.orderTable, { exact: true }) });
    await expect(tableRow.locator('dd')).toHaveText(tableName);
    for (const dish of t.dishes) await expect(details.getByRole('list')).toContainText(dish);

    // the order reaches the live board with its table, without a reload
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const card = board.page.getByRole('article', { name: new RegExp(`\\b${orderId}$`) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`${board.tableWord} ${tableName}`);
    await board.page.context().close();
  });
}

/** Olive & Linde's live board on a desktop beside the phone, in the same language, its socket live. */
async function openBoard(browser: Browser, request: APIRequestContext, lang: keyof typeof texts) {
  const manager = await apiManager(request, 'manager@olive-linde.demo', 'demo-manager-2026');
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await useTestClock(context);
  const page = await context.newPage();
  await openManagerArea(page, manager.token, `/manager?lang=${lang}`);
  const live = lang === 'ar' ? 'مباشر' : 'Live';
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${live}$`) })).toBeVisible();
  return {
    page,
    calls: page.getByRole('region', { name: lang === 'ar' ? 'نداءات الطاولات' : 'Calls from tables' }),
    tableWord: lang === 'ar' ? 'الطاولة' : 'Table',
  };
}

test('a wrong QR token says why, assigns no table, and the menu still works', async ({ page, request }) => {
  // a wrong token seats nobody: the seeded table will do
  const table = await seededTable(request, 'T7');
  const address = new URL(table.qr_url);
  address.searchParams.set('qrcode', 'not-the-token-of-this-table');
  await page.goto(`/${address.search}&lang=en`);
  await expect(
    page.getByRole('alert').getByText('The table name is not related to the restaurant.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openMezze(page, 'en');
  await page.getByRole('button', { name: 'Add Hummus to the basket' }).click();
  await expect(page.getByRole('link', { name: /^View basket, 1 item, / })).toBeVisible();
  // the basket is in, and it is at no table: no table shown, no service to call
  await expect(page.getByText('Table T7', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Call service/ })).toHaveCount(0);
});

test('an unknown table says it does not exist; a table named by tableName is set like one by its id', async ({
  page,
  request,
}) => {
  const table = await ownTable(request, 'ByName');
  const token = new URL(table.qr_url).searchParams.get('qrcode') ?? '';
  await page.goto(`/?tableId=999999&qrcode=${token}&lang=en`);
  await expect(page.getByRole('alert').getByText('The table does not exist.')).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);

  await page.goto(
    `/?restaurant=olive-linde&tableName=${encodeURIComponent(table.name)}&qrcode=${token}&lang=en`,
  );
  await expect(page.getByText(`You are ordering at table ${table.name}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
  // the count is asked once the basket holds the table: Escape closes the dialog, not the air before it
  await expect(page.getByRole('dialog', { name: 'How many of you are at the table?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(`Table ${table.name}`, { exact: true })).toBeVisible();
});

test('without a table the checkout offers no pay at end', async ({ page }) => {
  await page.goto('/menu?lang=en');
  await openMezze(page, 'en');
  await page.getByRole('button', { name: 'Add Hummus to the basket' }).click();
  await expect(page.getByRole('link', { name: /^View basket, 1 item, / })).toBeVisible();
  await page.goto('/checkout?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pay at the end' })).toHaveCount(0);
});
