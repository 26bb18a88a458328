import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { formatMoney, receiptTranslator } from '@tavola/i18n';
import type { Locale } from '@tavola/i18n/locales';
import { apiGuest } from '../support/api-orders';
import { type ApiTable, guestAtTable, ownTable } from '../support/api-tables';
import { expect, test, useTestClock } from '../support/fixtures';
import { expectNoSidewaysOverflow } from '../support/sideways-overflow';
import { storefrontTexts } from '../support/storefront-texts';

/**
 * Issue 36 (decision 090), on a 390 px phone: a table orders two rounds to pay at the end,
 * falafel (7 %) and pilsner (19 %). Ada pays one falafel by items in English and opens the
 * receipt of her part: the VAT per rate in what she paid. Ben pays the rest as an amount in
 * Arabic; the bill closes, and he opens the receipt of his part and the table's invoice, right
 * to left.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a phone path: the phone 390 project runs it');
});

const axeSerious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);

async function newPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await useTestClock(context);
  return context.newPage();
}

/** The table's two rounds, ordered through the API, and the handle of its one bill. */
async function tableWithTwoRounds(request: Parameters<typeof apiGuest>[0], table: ApiTable) {
  await (await guestAtTable(request, table)).order('Falafel (5 pieces)');
  await (await guestAtTable(request, table)).order('Berlin pilsner 0.5 l');
  const opener = await apiGuest(request);
  const opened = await opener.post<{ data: { tablePaymentId: string; total: number } }>(
    'table-payments/create',
    {
      tableId: table.id,
      qrcode: table.qrcode,
    },
  );
  // 2 × 7.50 + 2 × (4.20 + 0.25 deposit)
  expect(opened.data.total).toBe(2390);
  return opened.data.tablePaymentId;
}

/** A phone at the table opens the bill in a language and pays a part through the demo provider. */
async function payAPart(
  page: Page,
  tablePaymentId: string,
  locale: Locale,
  pick: (page: Page) => Promise<void>,
) {
  const t = await storefrontTexts(locale);
  await page.goto(`/table-payment?tablePaymentId=${tablePaymentId}&lang=${locale}`);
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${t('bill.live')}$`) })).toBeVisible();
  await pick(page);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/table-payments/events'));
  await page.getByRole('button', { name: new RegExp(`^${t('bill.payNoAmount')} `) }).click();
  await answered;
  await expect(page).toHaveURL(/\/payment\?/);
  await page.getByRole('button', { name: t('demoPay.pay'), exact: true }).click();
  await expect(page).toHaveURL(/\/table-payment\?.*claimId=\d+/);
  return t;
}

/** Follows a link that opens in a new tab; the tab's page, loaded. */
async function openTab(page: Page, link: ReturnType<Page['getByRole']>) {
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

test('each payer opens the receipt of their part, with the VAT per rate of what they paid, and the closed bill its invoice, in English and Arabic', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const table = await ownTable(request, 'Receipts');
  const tablePaymentId = await tableWithTwoRounds(request, table);

  // Ada, in English: one falafel by items
  const ada = await newPhone(browser);
  const en = await payAPart(ada, tablePaymentId, 'en', async (page) => {
    const t = await storefrontTexts('en');
    await page
      .locator('label')
      .filter({ hasText: t('bill.mode.items') })
      .click();
    await page
      .getByRole('button', { name: t('bill.pickMore', { name: 'Falafel (5 pieces)' }) })
      .first()
      .click();
  });
  await expect(ada.getByText(en('bill.resultPaid'))).toBeVisible();
  const adaReceipt = await openTab(ada, ada.getByRole('link', { name: en('bill.partReceipt') }));
  const r = receiptTranslator('en');
  await expect(adaReceipt.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(adaReceipt.getByRole('heading', { level: 1 })).toHaveText(
    r('title_table_part', { table: table.name }),
  );
  // one falafel, 7.50 at 7 %: net 7.01, VAT 0.49 — the only rate of her part
  const money = (minor: number) => formatMoney(minor, 'EUR', 'en');
  const rates = adaReceipt.getByRole('table', { name: r('tax_table') }).locator('tbody tr');
  await expect(rates).toHaveCount(1);
  await expect(rates.locator('td')).toHaveText(['7%', money(701), money(49), money(750)]);
  await expectNoSidewaysOverflow(adaReceipt, 'the payer’s receipt');
  expect(await axeSerious(adaReceipt)).toEqual([]);

  // Ben, in Arabic: the rest, 16.40, as an amount; the bill closes
  const ben = await newPhone(browser);
  const ar = await payAPart(ben, tablePaymentId, 'ar', async (page) => {
    const t = await storefrontTexts('ar');
    await page
      .locator('label')
      .filter({ hasText: t('bill.mode.amount') })
      .click();
    await page.getByRole('textbox', { name: t('bill.amount') }).fill('16.40');
  });
  await expect(ben.locator('html')).toHaveAttribute('dir', 'rtl');
  const closed = ben.getByRole('region', { name: ar('bill.receipt') });
  await expect(closed).toContainText(ar('bill.closed', { name: table.name }));
  const rAr = receiptTranslator('ar');
  const benReceipt = await openTab(ben, closed.getByRole('link', { name: ar('bill.partReceipt') }));
  await expect(benReceipt.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(benReceipt.getByRole('heading', { level: 1 })).toHaveText(
    rAr('title_table_part', { table: table.name }),
  );
  // his amount spread over both rates of the bill
  await expect(benReceipt.getByRole('table', { name: rAr('tax_table') }).locator('tbody tr')).toHaveCount(2);
  await expectNoSidewaysOverflow(benReceipt, 'the payer’s receipt in Arabic');

  const invoice = await openTab(ben, ben.getByRole('link', { name: ar('bill.tableInvoice') }));
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText(
    rAr('title_table_invoice', { table: table.name }),
  );
  // both rounds, each under its own heading
  await expect(invoice.getByRole('rowheader')).toHaveCount(2);
  await expectNoSidewaysOverflow(invoice, 'the table’s invoice in Arabic');
  expect(await axeSerious(invoice)).toEqual([]);
  for (const page of [ada, ben]) await page.context().close();
});
