import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { type ApiTable, apiManager, openManagerArea, ownTable } from '../support/api-tables';
import { expect, test, useTestClock } from '../support/fixtures';
import { expectNoSidewaysOverflow } from '../support/sideways-overflow';

/**
 * Issue 17, the guests' half of a shared table bill, on phones (390 × 844 unless said). Three
 * phones at one table each order a Hummus (6.50 €) to pay at the end and open the one bill; one
 * pays its Hummus by items, the other two split the rest in two equal shares (6.50 € each, so the
 * parts sum to exactly 19.50 €), all through the demo provider; each phone sees the others'
 * claims live within a second, every phone ends on the receipt and the manager's table view
 * says the table is paid (issue 32: the two shares split the 13.00 € left after Ada's items, not the
 * whole bill). Then the unhappy paths: two phones reaching for the same Hummus (one
 * gets the server's message and the fresh bill), a failed demo payment that frees its part
 * again, Back from the provider's page to the bill (the part waits, with a way on to its payment), a reload of the bill page, and the bill in Arabic on a 360 px phone. A part paid
 * with the demo payFix card (a wrong PIN first, then an answer lost after the charge: pressing
 * again charges once) and the closed bill's receipt e-mailed on request
 * (after a dropped connection), in Arabic at 360 px too. Each test seats its guests at a table
 * of its own (ownTable): a table's bill lasts until it is paid or closed (issue 33), so on a
 * shared one the totals would count other tests' orders.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a phone path: the phone 390 project runs it');
});

const axeSerious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);

/** A phone of its own (its own guest), on the test clock, in the project's phone shape. */
async function newPhone(browser: Browser, use: { viewport?: { width: number; height: number } | null }) {
  const context = await browser.newContext({
    viewport: use.viewport ?? { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await useTestClock(context);
  return context.newPage();
}

/**
 * Scans the table's QR code and orders one Hummus to pay at the end; lands on the order page.
 * The guests are counted by the phone the server finds none counted for yet (issue 33: once
 * per visit, whichever phone answers first).
 */
async function orderHummus(page: Page, table: ApiTable, name: string, count = 1) {
  const setTable = page.waitForResponse((r) => r.url().includes('/api/basket/set-table'));
  await page.goto(`/${new URL(table.qr_url).search}&lang=en`);
  const seated = await setTable;
  expect(seated.ok()).toBe(true);
  const capacity = page.getByRole('dialog', { name: 'How many of you are at the table?' });
  if (!(await seated.json()).data.extra_info.table_capacity) {
    await capacity.getByRole('spinbutton', { name: 'Adults' }).fill('1');
    await capacity.getByRole('spinbutton', { name: 'Children' }).fill('0');
    await capacity.getByRole('button', { name: 'Save and continue' }).click();
  }
  await expect(capacity).toBeHidden();
  const mezze = page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: 'Mezze & starters' });
  await mezze.scrollIntoViewIfNeeded();
  await mezze.click();
  for (let added = 0; added < count; added += 1) {
    await page.getByRole('button', { name: 'Add Hummus to the basket' }).click();
    await expect(
      page.getByRole('link', { name: new RegExp(`^View basket, ${added + 1} item`) }),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: /^View basket, / }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // seen once on a busy machine: the tap on Continue lost, the cart still there with the button
  // enabled (it is disabled while the basket changes); so tap until the checkout shows
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(async () => {
    if (new URL(page.url()).pathname === '/cart') await next.click({ timeout: 5000 });
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  // three phones at once on a busy machine: the choice may be drawn a moment after the tap
  // (seen once in CI: check() read the radio before its re-render), so the tap, then its state
  const payAtEnd = page.getByRole('radio', { name: 'Pay at the end' });
  await payAtEnd.click();
  await expect(payAtEnd).toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`${name.toLowerCase()}@example.test`);
  await page.getByRole('textbox', { name: 'Mobile' }).fill('+49 30 1234567');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+&token=/);
  await expect(page.getByRole('link', { name: `Pay the bill of table ${table.name}` })).toBeVisible();
}

/** From the order page to the table's bill. */
async function openBill(page: Page, tableName: string) {
  await page.getByRole('link', { name: `Pay the bill of table ${tableName}` }).click();
  await expect(page).toHaveURL(/\/table-payment\?tablePaymentId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Bill of table ${tableName}` })).toBeVisible();
  await expect(live(page)).toBeVisible();
}

/** Picks a way to pay (or a tip) by its label, as a finger does: the radio itself is hidden behind its pill. */
const choose = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

const claims = (page: Page) => page.getByRole('region', { name: 'Who pays what' });
/** The bill page's 'Live' mark: its socket listens (and the bill was read again once it did). */
const live = (page: Page) => page.getByRole('status').filter({ hasText: /^Live$/ });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / });

/** Claims one more Hummus of the bill's first line still open, and sends the claim. */
async function claimAHummus(page: Page, name: string) {
  await choose(page, 'Choose items');
  await page.getByRole('button', { name: 'One Hummus more' }).first().click();
  await page.getByRole('textbox', { name: 'Your name for the table (optional)' }).fill(name);
  await expect(payButton(page)).toHaveText('Pay €6.50');
  await sendClaim(page);
}

/** Sends the claim and waits for the server's answer: the others' second starts when it is made. */
async function sendClaim(page: Page) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/table-payments/events'));
  await payButton(page).click();
  await answered;
}

/** Takes the next of two equal shares of what is left. */
async function claimAShare(page: Page, name: string, number: number) {
  await choose(page, 'Split equally');
  await expect(page.getByText(`Share ${number} of 2: €6.50`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name for the table (optional)' }).fill(name);
  await page
    .getByRole('textbox', { name: 'E-mail for the receipt (optional)' })
    .fill(`${name.toLowerCase()}@example.test`);
  await sendClaim(page);
}

/** On the demo provider's page: pay, or let the payment fail; back on the bill. */
async function demoPays(page: Page, outcome: 'Pay' | 'Let it fail') {
  await expect(page).toHaveURL(/\/payment\?/);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page).toHaveURL(/\/table-payment\?.*claimId=\d+/);
}

test('three phones share the bill of a table: one by items, two split the rest equally, each live on the others; the board says paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const table = await ownTable(request, 'Split');
  const [ada, ben, cleo] = await Promise.all([
    newPhone(browser, {}),
    newPhone(browser, {}),
    newPhone(browser, {}),
  ]);
  await Promise.all([
    orderHummus(ada, table, 'Ada'),
    orderHummus(ben, table, 'Ben'),
    orderHummus(cleo, table, 'Cleo'),
  ]);
  const orderIds = [ada, ben, cleo].map((phone) => new URL(phone.url()).searchParams.get('orderId'));
  for (const phone of [ada, ben, cleo]) await openBill(phone, table.name);
  // one bill: the three phones' orders, 3 × 6.50 €
  for (const phone of [ada, ben, cleo]) {
    await expect(phone.getByTestId('bill-totals')).toContainText('€19.50');
    await expect(claims(phone)).toContainText('Nobody has paid a part yet.');
  }
  expect(await axeSerious(ada)).toEqual([]);

  // Ada takes her Hummus: the others see it within a second
  await claimAHummus(ada, 'Ada');
  for (const other of [ben, cleo])
    await expect(claims(other).getByText('Ada: items')).toBeVisible({ timeout: 1000 });
  await demoPays(ada, 'Pay');
  await expect(live(ada)).toBeVisible();
  await expect(ada.getByText('Your part is paid. Thank you!')).toBeVisible();
  for (const other of [ben, cleo])
    await expect(claims(other).getByRole('listitem').filter({ hasText: 'Ada: items' })).toContainText(
      '€6.50 · paid',
      {
        timeout: 1000,
      },
    );

  // Ben takes share 1 of 2 of what is left, Cleo share 2 of 2: to the cent
  await claimAShare(ben, 'Ben', 1);
  for (const other of [ada, cleo])
    await expect(claims(other).getByText('Ben: a share of 2')).toBeVisible({ timeout: 1000 });
  await demoPays(ben, 'Pay');
  await expect(live(ben)).toBeVisible();
  await claimAShare(cleo, 'Cleo', 2);
  for (const other of [ada, ben])
    await expect(claims(other).getByText('Cleo: a share of 2')).toBeVisible({ timeout: 1000 });
  await demoPays(cleo, 'Pay');

  // closed: every phone shows the receipt with everyone's part (its own as 'You'); Cleo's
  // names where hers goes
  const phones = { Ada: ada, Ben: ben, Cleo: cleo };
  for (const [name, phone] of Object.entries(phones)) {
    const receipt = phone.getByRole('region', { name: 'Receipt' });
    const who = (guest: string) => (guest === name ? 'You' : guest);
    await expect(receipt).toContainText(`The bill of table ${table.name} is paid. Thank you!`, {
      timeout: 5000,
    });
    await expect(receipt).toContainText(`${who('Ada')}: items€6.50 · paid`);
    await expect(receipt).toContainText(`${who('Ben')}: a share of 2€6.50 · paid`);
    await expect(receipt).toContainText(`${who('Cleo')}: a share of 2€6.50 · paid`);
    await expect(receipt).toContainText('Total€19.50');
    await expect(receipt).not.toContainText('left');
  }
  await expect(cleo.getByText('Your receipt goes to cleo@example.test.')).toBeVisible();
  expect(await axeSerious(cleo)).toEqual([]);

  // the manager's table view: the table paid
  const manager = await apiManager(request, 'manager@olive-linde.demo', 'demo-manager-2026');
  const boardContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await useTestClock(boardContext);
  const board = await boardContext.newPage();
  await openManagerArea(board, manager.token, '/manager?lang=en');
  // the board: each of the table's orders paid with the bill
  for (const orderId of orderIds)
    await expect(board.getByRole('article', { name: new RegExp(`\\b${orderId}$`) })).toContainText(
      'Pay at the end · Paid',
    );
  await board.getByRole('navigation', { name: 'Board view' }).getByRole('link', { name: 'Tables' }).click();
  await expect(board.getByRole('main').getByRole('article', { name: table.name, exact: true })).toContainText(
    'Paid',
  );
  for (const context of [ada.context(), ben.context(), cleo.context(), boardContext] as BrowserContext[])
    await context.close();
});

test('two phones at a table reach for the same Hummus: one gets it, the other the message and the fresh bill; a failed payment frees it again', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, 'Race');
  const [ada, ben] = await Promise.all([newPhone(browser, {}), newPhone(browser, {})]);
  await orderHummus(ada, table, 'Ada', 2);
  await openBill(ada, table.name);
  // Ben sits at the table too: the bill's address is the table's to share
  await ben.goto(ada.url());
  await expect(ben.getByRole('heading', { level: 1, name: `Bill of table ${table.name}` })).toBeVisible();
  await expect(live(ben)).toBeVisible();
  await expect(ben.getByTestId('bill-totals')).toContainText('€13.00');

  // Ben picks both Hummus, but his phone has not heard of Ada's claim yet (a slow network:
  // the bill's reads wait), so he asks for more than is left
  await choose(ben, 'Choose items');
  await ben.getByRole('button', { name: 'One Hummus more' }).click();
  await ben.getByRole('button', { name: 'One Hummus more' }).click();
  const held: Route[] = [];
  let holding = true;
  await ben.route(
    (url) => url.pathname === '/api/table-payments',
    (route) => (holding ? void held.push(route) : route.continue()),
  );
  await claimAHummus(ada, 'Ada');
  await expect(ada).toHaveURL(/\/payment\?/);
  await payButton(ben).click();
  await expect(
    ben.getByRole('alert').filter({ hasText: 'The bill below is as it stands now.' }),
  ).toContainText('Someone else has just claimed this. Here is the bill as it stands now.');
  holding = false;
  for (const route of held) await route.continue();
  // the fresh bill: Ada holds one Hummus, one is left
  await expect(claims(ben).getByText('Ada: items')).toBeVisible();
  await expect(ben.getByText('1 being paid · 1 left')).toBeVisible();

  // Ada's payment fails: her claim is released and both Hummus are free again, on Ben's phone too
  await demoPays(ada, 'Let it fail');
  await expect(live(ada)).toBeVisible();
  await expect(
    ada
      .getByRole('alert')
      .filter({ hasText: 'Your payment did not go through, so your part is free again.' }),
  ).toBeVisible();
  await expect(claims(ben)).toContainText('Nobody has paid a part yet.', { timeout: 1000 });
  await expect(ben.getByText('2 left', { exact: true })).toBeVisible();
  // Ada tries again and pays both
  await ada.getByRole('button', { name: 'Try again' }).click();
  await choose(ada, 'Choose items');
  await ada.getByRole('button', { name: 'One Hummus more' }).click();
  await ada.getByRole('button', { name: 'One Hummus more' }).click();
  await payButton(ada).click();
  // Back from the provider's page: the bill again, where her part waits to be paid or cancelled
  await expect(ada).toHaveURL(/\/payment\?/);
  await ada.goBack();
  await expect(ada).toHaveURL(/\/table-payment\?/);
  await ada.getByRole('link', { name: 'Continue paying (or cancel)' }).click();
  await demoPays(ada, 'Pay');
  const paid = `The bill of table ${table.name} is paid.`;
  await expect(ada.getByRole('region', { name: 'Receipt' })).toContainText(paid);
  await expect(ben.getByRole('region', { name: 'Receipt' })).toContainText(paid, { timeout: 1000 });
  await ada.context().close();
  await ben.context().close();
});

test("a table's bill survives a reload with its claims, and reads right to left in Arabic on a 360 px phone", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, 'Reload');
  const ada = await newPhone(browser, {});
  await orderHummus(ada, table, 'Ada');
  // the order page names the way to the bill; the menu floats it too
  await ada.goto('/menu?lang=en');
  await ada.getByRole('link', { name: `Pay the bill of table ${table.name}` }).click();
  await expect(ada).toHaveURL(/\/table-payment\?tablePaymentId=/);
  await choose(ada, 'An amount');
  await ada.getByRole('textbox', { name: 'Amount to pay' }).fill('2,50');
  await ada.getByRole('textbox', { name: 'Your name for the table (optional)' }).fill('Ada');
  await expect(payButton(ada)).toHaveText('Pay €2.50');
  await payButton(ada).click();
  await demoPays(ada, 'Pay');
  await expect(live(ada)).toBeVisible();
  await expect(ada.getByText('Your part is paid. Thank you!')).toBeVisible();
  const address = ada.url();
  await ada.reload();
  await expect(ada.getByRole('heading', { level: 1, name: `Bill of table ${table.name}` })).toBeVisible();
  await expect(claims(ada).getByText('You: an amount')).toBeVisible();
  await expect(ada.getByTestId('bill-totals')).toContainText('€4.00');
  expect(ada.url()).toBe(address);

  // the same bill in Arabic, on a 360 px phone
  const arabic = await newPhone(browser, { viewport: { width: 360, height: 740 } });
  await arabic.goto(
    `${new URL(address).pathname}?tablePaymentId=${new URL(address).searchParams.get('tablePaymentId')}&lang=ar`,
  );
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('heading', { level: 1, name: `فاتورة الطاولة ${table.name}` })).toBeVisible();
  await expect(arabic.getByRole('region', { name: 'من يدفع ماذا' })).toContainText('Ada');
  for (const mode of ['اختر أصنافًا', 'مبلغ', 'تقسيم بالتساوي']) {
    await choose(arabic, mode);
    await expectNoSidewaysOverflow(arabic, `the bill in Arabic, ${mode}`);
  }
  expect(await axeSerious(arabic)).toEqual([]);
  await arabic.context().close();
  await ada.context().close();
});

/** The e-mails the server kept in its outbox (no SMTP_URL in browser tests) to this address. */
function mailsTo(address: string): string[] {
  const outbox = join(process.env.TAVOLA_E2E_DATA_DIR ?? '', 'outbox');
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`\nTo: ${address}\n`));
}

test('a phone at a table pays with the payFix card (a wrong PIN holds nothing, a lost answer charges once), and the closed bill e-mails its receipt on request, after a dropped connection and in Arabic at 360 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(request, 'PayFix');
  const ada = await newPhone(browser, {});
  await orderHummus(ada, table, 'Ada');
  await openBill(ada, table.name);
  await choose(ada, 'An amount');
  const amount = ada.getByRole('textbox', { name: 'Amount to pay' });
  await amount.fill('2,00');
  await choose(ada, 'payFix card');
  const code = ada.getByRole('textbox', { name: 'Card code (from the QR code)' });
  const pin = ada.getByLabel('PIN');
  // the checkout's fields and rule: both are asked for before anything is sent
  await payButton(ada).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();

  // a wrong PIN: the server's words beside the PIN, and nothing of the bill is held
  await code.fill('PAYFIX-DEMO-0001');
  await pin.fill('0000');
  await sendClaim(ada);
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(ada.getByText('The PIN is wrong.')).toBeVisible();
  await expect(claims(ada)).toContainText('Nobody has paid a part yet.');
  await expect(ada.getByTestId('bill-totals')).toContainText('Left to pay€6.50');

  // the right PIN: the server charges the card, but its answer never arrives; pressing again
  // answers that claim, paid once
  await pin.fill('2468');
  await expect(pin).not.toHaveAttribute('aria-invalid', 'true');
  await ada.route(
    '**/api/table-payments/events',
    async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await payButton(ada).click();
  await expect(
    ada.getByRole('alert').filter({ hasText: 'No answer came back. Press Pay again' }),
  ).toBeVisible();
  await sendClaim(ada);
  await expect(ada).toHaveURL(/\/table-payment\?.*claimId=\d+/);
  await expect(ada.getByText('Your part is paid. Thank you!')).toBeVisible();
  await expect(claims(ada).getByRole('listitem')).toHaveCount(1);
  await expect(claims(ada).getByRole('listitem')).toContainText('You: an amount€2.00 · paid');

  // the rest with the card too (its PIN asked again): the bill closes and the receipt shows
  await expect(pin).toHaveValue('');
  await amount.fill('4,50');
  await pin.fill('2468');
  await sendClaim(ada);
  const receipt = ada.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(`The bill of table ${table.name} is paid. Thank you!`);
  await expect(receipt).toContainText('Total€6.50');

  // E-mail me the receipt: a bad address beside the field; the connection drops once; then sent
  const email = receipt.getByRole('textbox', { name: 'Your e-mail address' });
  const sendReceipt = receipt.getByRole('button', { name: 'Send the receipt' });
  await email.fill('ada@');
  await sendReceipt.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(receipt.getByText('Enter a valid e-mail address')).toBeVisible();
  // addresses of this table alone: the outbox is the run's, and a repeat has a table of its own
  const adaMail = `ada.${table.name.toLowerCase()}@example.test`;
  const benMail = `ben.${table.name.toLowerCase()}@example.test`;
  await email.fill(adaMail);
  await ada.route('**/api/table-payments/receipt', (route) => route.abort('internetdisconnected'));
  await sendReceipt.click();
  await expect(receipt.getByRole('alert')).toHaveText(
    'The receipt could not be sent. Please try again in a moment.',
  );
  await ada.unroute('**/api/table-payments/receipt');
  await sendReceipt.click();
  await expect(receipt.getByRole('status').filter({ hasText: 'on its way' })).toHaveText(
    `The receipt is on its way to ${adaMail}.`,
  );
  await expect(receipt.getByRole('alert')).toHaveCount(0);
  const [mail] = mailsTo(adaMail);
  expect(mail).toContain(`Subject: Receipt for table ${table.name} at Olive & Linde`);
  expect(mail).toContain('1 × Hummus');
  expect(mail).toContain('Kastanienallee 12');
  expect(await axeSerious(ada)).toEqual([]);

  // the same receipt in Arabic on a 360 px phone at the table
  const arabic = await newPhone(browser, { viewport: { width: 360, height: 740 } });
  const tablePaymentId = new URL(ada.url()).searchParams.get('tablePaymentId');
  await arabic.goto(`/table-payment?tablePaymentId=${tablePaymentId}&lang=ar`);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicReceipt = arabic.getByRole('region', { name: 'الإيصال' });
  await arabicReceipt.getByRole('textbox', { name: 'بريدك الإلكتروني' }).fill(benMail);
  await arabicReceipt.getByRole('button', { name: 'أرسل الإيصال' }).click();
  await expect(arabicReceipt.getByText(`الإيصال في طريقه إلى ${benMail}.`)).toBeVisible();
  await expectNoSidewaysOverflow(arabic, 'the receipt in Arabic');
  expect(await axeSerious(arabic)).toEqual([]);
  expect(mailsTo(benMail)[0]).toContain(`Subject: إيصال الطاولة ${table.name} في`);
  await arabic.context().close();
  await ada.context().close();
});
