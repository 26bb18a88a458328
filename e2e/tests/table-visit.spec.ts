import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatMoney } from '@tavola/i18n/money';
import { apiManager, openManagerArea } from '../support/api-tables';
import { expect, test, useTestClock } from '../support/fixtures';
import { expectNoSidewaysOverflow } from '../support/sideways-overflow';

/**
 * Issue 33, a table's visit holds together on a phone, in English on a 390 px phone and in
 * Arabic on a 360 px one: T7's QR code, the guests counted once, a Hummus to pay at the end,
 * then "Back to Restaurant": the table, "Call service" and "Pay the bill" are still there, no
 * count is asked again, the next round (a Baba ghanoush) goes onto the same bill, a second
 * phone scanning the code is not asked either, and the bill page shows both rounds without the
 * count dialog over it. On the menu the table's buttons never cover a dish's + button, and the
 * bill page never offers to pay more than is left. In English the manager's Tables view then
 * shows the visit's guests and tips, its rounds and who paid what, and closes the table; the
 * phone is then at no table. T7 is used by no other browser test that seats a guest; the
 * languages take their turns on it (the visit is closed between them).
 */

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a phone path: the phone 390 project runs it');
});

const texts = {
  en: {
    tableSet: 'You are ordering at table T7.',
    table: 'Table T7',
    capacityTitle: 'How many of you are at the table?',
    adults: 'Adults',
    children: 'Children',
    saveCapacity: 'Save and continue',
    categories: 'Categories',
    mezze: 'Mezze & starters',
    add: (name: string) => `Add ${name} to the basket`,
    addAny: /^Add .+ to the basket$/,
    dishes: ['Hummus', 'Baba ghanoush'],
    viewBasket: /^View basket, /,
    continue: 'Continue',
    payAtEnd: 'Pay at the end',
    name: 'Name',
    email: 'E-mail',
    mobile: 'Mobile',
    terms: 'I accept the terms and conditions',
    placeOrder: 'Place order',
    backToRestaurant: 'Back to Restaurant',
    callService: 'Call service to table T7',
    payTheBill: 'Pay the bill of table T7',
    billTitle: 'Bill of table T7',
    onTheBill: 'On the bill',
    anAmount: 'An amount',
    amount: 'Amount to pay',
    amountTooHigh: (left: string) => `Only ${left} is left to pay.`,
    pay: (amount: string) => `Pay ${amount}`,
  },
  ar: {
    tableSet: 'أنت تطلب على الطاولة T7.',
    table: 'الطاولة T7',
    capacityTitle: 'كم عددكم على الطاولة؟',
    adults: 'البالغون',
    children: 'الأطفال',
    saveCapacity: 'حفظ ومتابعة',
    categories: 'الفئات',
    mezze: 'مقبلات ومزة',
    add: (name: string) => `أضف ${name} إلى السلة`,
    addAny: /^أضف .+ إلى السلة$/,
    dishes: ['حمص', 'بابا غنوج'],
    viewBasket: /^عرض السلة، /,
    continue: 'متابعة',
    payAtEnd: 'الدفع في النهاية',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    mobile: 'الجوال',
    terms: 'أوافق على الشروط والأحكام',
    placeOrder: 'تأكيد الطلب',
    backToRestaurant: 'العودة إلى المطعم',
    callService: 'طلب الخدمة إلى الطاولة T7',
    payTheBill: 'ادفع فاتورة الطاولة T7',
    billTitle: 'فاتورة الطاولة T7',
    onTheBill: 'على الفاتورة',
    anAmount: 'مبلغ',
    amount: 'المبلغ المراد دفعه',
    amountTooHigh: (left: string) => `المتبقي للدفع ${left} فقط.`,
    pay: (amount: string) => `ادفع ${amount}`,
  },
} as const;
type Lang = keyof typeof texts;

const olive = { email: 'manager@olive-linde.demo', password: 'demo-manager-2026' };

/** T7 and its QR code's address, in a language. */
async function t7(request: APIRequestContext, lang: Lang) {
  const manager = await apiManager(request, olive.email, olive.password);
  const table = (await manager.tables()).find((entry) => entry.name === 'T7');
  expect(table).toBeDefined();
  const scan = `/?restaurant=olive-linde&tableId=${table!.id}&qrcode=${encodeURIComponent(table!.qrcode)}&lang=${lang}`;
  return { manager, table: table!, scan };
}

/** The staff take what is left at the table and close its visit: the next guests start afresh. */
async function freeTheTable(request: APIRequestContext) {
  const { manager, table } = await t7(request, 'en');
  const post = (path: string) =>
    request.post(`/api/${path}`, {
      headers: { authorization: `Bearer ${manager.token}` },
      data: { restaurantId: manager.restaurant.id, id: table.id },
    });
  // nothing left is a 409 here, which is fine
  await post('managers/tables/settle');
  const closed = await post('managers/tables/close-visit');
  expect(closed.ok(), await closed.text()).toBe(true);
}

async function newPhone(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await useTestClock(context);
  const page = await context.newPage();
  // a phone's hydration must match what the server rendered (support/fixtures.ts does this for `page`)
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydration|error #(418|423|425)\b/i.test(message.text()))
      mismatches.push(message.text());
  });
  return { page, mismatches };
}

async function openMezze(page: Page, lang: Lang) {
  const mezze = page
    .getByRole('navigation', { name: texts[lang].categories })
    .getByRole('button', { name: texts[lang].mezze });
  await mezze.scrollIntoViewIfNeeded();
  await mezze.click();
}

/** From the menu with a basket: the cart, the checkout, pay at the end; lands on the order page. */
async function orderToPayAtTheEnd(page: Page, lang: Lang) {
  const t = texts[lang];
  await page.getByRole('link', { name: t.viewBasket }).click();
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const payAtEnd = page.getByRole('radio', { name: t.payAtEnd });
  await payAtEnd.click();
  await expect(payAtEnd).toBeChecked();
  await page.getByRole('textbox', { name: t.name }).fill('Ada Guest');
  await page.getByRole('textbox', { name: t.email }).fill('ada.t7@example.test');
  await page.getByRole('textbox', { name: t.mobile }).fill('+49 30 1234567');
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.placeOrder }).click();
  // counted once for the visit: the order goes on without asking again
  await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+&token=/);
}

/**
 * The dishes' + buttons the table's buttons cover: each is brought to the foot of what the page
 * keeps in view (above the room it keeps at its end for the bars docked there), and must be
 * the element found at its own centre.
 */
async function coveredAddButtons(page: Page, name: RegExp): Promise<string[]> {
  const labels = await page
    .getByRole('main')
    .getByRole('button', { name })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  expect(labels.length).toBeGreaterThan(2);
  return page.evaluate(async (wanted) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const footOfView = () => innerHeight - Number.parseFloat(getComputedStyle(document.body).paddingBottom);
    const covered: string[] = [];
    for (const label of wanted) {
      const button = [...document.querySelectorAll('main button')].find(
        (candidate) => candidate.getAttribute('aria-label') === label,
      );
      if (!button) continue;
      window.scrollBy(0, button.getBoundingClientRect().bottom - (footOfView() - 2));
      await frame();
      const box = button.getBoundingClientRect();
      // the page's start or end may not let it get there: then it is somewhere else in view
      if (box.top < 0 || box.bottom > footOfView() + 1) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !button.contains(hit))
        covered.push(`${label} under “${(hit?.textContent ?? '').trim().slice(0, 30)}”`);
    }
    return covered;
  }, labels);
}

const axeSerious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);

/** One visit at T7: two rounds, a second phone, the bill. Answers the phone and its total. */
async function visit(
  browser: Browser,
  request: APIRequestContext,
  lang: Lang,
  viewport: { width: number; height: number },
) {
  const t = texts[lang];
  const money = (minor: number) => formatMoney(minor, 'EUR', lang);
  const { scan, manager } = await t7(request, lang);
  const { page, mismatches } = await newPhone(browser, viewport);

  // the QR code: the guests are counted on arrival
  await page.goto(scan);
  await expect(page.getByText(t.tableSet)).toBeVisible();
  const capacity = page.getByRole('dialog', { name: t.capacityTitle });
  await expect(capacity).toBeVisible();
  await capacity.getByRole('spinbutton', { name: t.adults }).fill('3');
  await capacity.getByRole('spinbutton', { name: t.children }).fill('1');
  await capacity.getByRole('button', { name: t.saveCapacity }).click();
  await expect(capacity).toBeHidden();
  await openMezze(page, lang);
  await page.getByRole('button', { name: t.add(t.dishes[0]) }).click();
  await orderToPayAtTheEnd(page, lang);
  const first = new URL(page.url()).searchParams.get('orderId');

  // back on the menu: still at the table, its buttons there, nobody asked again
  await page.getByRole('link', { name: t.backToRestaurant }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('banner').getByText(t.table, { exact: true })).toBeVisible();
  const callService = page.getByRole('button', { name: t.callService });
  const payTheBill = page.getByRole('link', { name: t.payTheBill });
  await expect(callService).toBeVisible();
  await expect(payTheBill).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the next round: the basket bar and the table's bar docked together, no + button under them
  await openMezze(page, lang);
  await page.getByRole('button', { name: t.add(t.dishes[1]) }).click();
  await expect(page.getByRole('link', { name: t.viewBasket })).toBeVisible();
  // snackbars ('Added', 'You are ordering at table T7') float above everything for a few seconds
  // (SPEC §9): measured once they are gone
  await expect(page.locator('[data-snackbar]')).toHaveText('', { timeout: 15_000 });
  expect(await coveredAddButtons(page, t.addAny)).toEqual([]);
  await expectNoSidewaysOverflow(page, `the menu at T7 with the table's buttons (${lang})`);
  expect(await axeSerious(page)).toEqual([]);
  await orderToPayAtTheEnd(page, lang);
  const second = new URL(page.url()).searchParams.get('orderId');
  expect(second).not.toBe(first);

  // a second phone at the table: seated for the same visit, not asked
  const other = await newPhone(browser, viewport);
  const seated = other.page.waitForResponse((r) => r.url().includes('/api/basket/set-table'));
  await other.page.goto(scan);
  expect((await seated).ok()).toBe(true);
  await expect(other.page.getByRole('banner').getByText(t.table, { exact: true })).toBeVisible();
  await expect(other.page.getByRole('button', { name: t.callService })).toBeVisible();
  await expect(other.page.getByRole('dialog')).toHaveCount(0);
  await other.page.context().close();

  // the bill: both rounds on it, and no count asked over it
  await page.getByRole('link', { name: t.backToRestaurant }).click();
  await page.getByRole('link', { name: t.payTheBill }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.billTitle })).toBeVisible();
  const lines = page.getByRole('list', { name: t.onTheBill });
  for (const dish of t.dishes) await expect(lines).toContainText(dish);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // more than is left is never offered as a payment
  const tablePaymentId = new URL(page.url()).searchParams.get('tablePaymentId') ?? '';
  const read = await manager.get('table-payments', { restaurantId: manager.restaurant.id, tablePaymentId });
  expect(read.ok(), await read.text()).toBe(true);
  const { left } = (await read.json()).data as { left: number };
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: t.anAmount, exact: true }) })
    .click();
  const amount = page.getByRole('textbox', { name: t.amount });
  await amount.fill('500');
  await expect(page.getByText(t.amountTooHigh(money(left)))).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: t.pay(money(50_000)) })).toHaveCount(0);
  await expectNoSidewaysOverflow(page, `the bill of T7 (${lang})`);
  expect(mismatches, 'hydration mismatches').toEqual([]);
  return { page, orders: [first, second] };
}

test('a visit at T7 holds on the phone until it is paid: rounds, buttons, guests counted once, the board sees it (en 390, ar 360)', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await freeTheTable(request);

  // Arabic on a 360 px phone, then the table is freed for the next guests
  const arabic = await visit(browser, request, 'ar', { width: 360, height: 740 });
  await arabic.page.context().close();
  await freeTheTable(request);

  // English on a 390 px phone; the manager's Tables view beside it
  const { page } = await visit(browser, request, 'en', { width: 390, height: 844 });
  const { manager } = await t7(request, 'en');
  const boardContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  await useTestClock(boardContext);
  const board = await boardContext.newPage();
  await openManagerArea(board, manager.token, '/manager?lang=en');
  await board.getByRole('navigation', { name: 'Board view' }).getByRole('link', { name: 'Tables' }).click();
  const card = board.getByRole('main').getByRole('article', { name: 'T7', exact: true });
  await expect(card).toContainText('4 guests (1 child)');
  await card.getByRole('button', { name: 'Bill of table T7' }).click();
  const sheet = board.getByRole('dialog', { name: 'Bill of table T7' });
  const rounds = sheet.getByRole('region', { name: 'Rounds' });
  await expect(rounds.getByRole('listitem').filter({ hasText: /^Round 1/ })).toContainText('1 × Hummus');
  await expect(rounds.getByRole('listitem').filter({ hasText: /^Round 2/ })).toContainText(
    '1 × Baba ghanoush',
  );
  await expect(sheet.getByRole('region', { name: 'Who paid what' })).toContainText(
    'Nobody has paid a part yet.',
  );
  await board.keyboard.press('Escape');

  // the staff take the rest at the table: the bill is paid and the visit over (the kitchen may
  // still be at work on its orders)
  await card.getByRole('button', { name: 'Mark as paid' }).click();
  await board.getByRole('dialog').getByRole('button', { name: 'Mark as paid' }).click();
  await expect(card).toContainText('Paid');
  await expect(card).not.toContainText('guests');
  // the phone is at no table any more: its basket left it with the visit, which it forgot
  await page.goto('/menu?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.en.callService })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(texts.en.table, { exact: true })).toHaveCount(0);

  // new guests sit down and are counted, then leave without ordering: the staff close the table
  const next = await newPhone(browser, { width: 390, height: 844 });
  await next.page.goto((await t7(request, 'en')).scan);
  const capacity = next.page.getByRole('dialog', { name: texts.en.capacityTitle });
  await capacity.getByRole('spinbutton', { name: texts.en.adults }).fill('2');
  await capacity.getByRole('button', { name: texts.en.saveCapacity }).click();
  await expect(capacity).toBeHidden();
  await expect(card).toContainText('2 guests');
  await card.getByRole('button', { name: 'Close table T7' }).click();
  await board.getByRole('dialog').getByRole('button', { name: 'Close table' }).click();
  await expect(card).not.toContainText('guests');
  await expect(card.getByRole('button', { name: 'Close table T7' })).toHaveCount(0);
  await next.page.context().close();
  await boardContext.close();
  await page.context().close();
});
