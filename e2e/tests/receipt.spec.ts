import type { Page } from '@playwright/test';
import { placeOrder } from '../support/api-orders';
import { apiManager } from '../support/api-tables';
import { expect, test } from '../support/fixtures';

/**
 * Issue 36 (decision 086): the guest's order page links the receipt; the receipt page shows the
 * order page's figures in English, German and Arabic (right to left), with VAT per rate; its PDF
 * embeds its fonts; the manager downloads the same receipt from the order's detail.
 */

const texts = {
  en: {
    view: 'View receipt',
    pdf: 'Receipt (PDF)',
    title: 'Invoice',
    totals: 'Totals',
    taxes: 'VAT per rate',
  },
  de: {
    view: 'Beleg ansehen',
    pdf: 'Beleg (PDF)',
    title: 'Rechnung',
    totals: 'Summen',
    taxes: 'Umsatzsteuer nach Steuersätzen',
  },
  ar: {
    view: 'عرض الإيصال',
    pdf: 'الإيصال (PDF)',
    title: 'فاتورة',
    totals: 'المجاميع',
    taxes: 'ضريبة القيمة المضافة حسب النسبة',
  },
} as const;

/** Spaces as two renderings may write them (no-break, narrow no-break). */
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The figures the order page shows under its items: subtotal, deposits, discount, tip, total. */
async function orderPageFigures(page: Page) {
  const totals = page.locator('main dl').last();
  await expect(totals).toBeVisible();
  return (await totals.locator('dd').allTextContents()).map(spaced);
}

/** A mixed order, paid: food, a beer and a water with their deposits, a voucher and a tip. */
async function paidMixedOrder(request: Parameters<typeof placeOrder>[0]) {
  const order = await placeOrder(request, {
    products: ['Falafel (5 pieces)', 'Berlin pilsner 0.5 l', 'Still mineral water 0.5 l'],
    units: 2,
    paymentType: 'demo',
    voucher: 'WELCOME10',
    tip: 100,
  });
  await order.settleDemoPayment('paid');
  return order;
}

test('the receipt shows the order page’s figures in English, German and Arabic, and its PDF embeds its fonts', async ({
  page,
  request,
}) => {
  // three languages, each an order page, a receipt page and a PDF
  test.setTimeout(90_000);
  const { orderId, token } = await paidMixedOrder(request);
  for (const lang of ['en', 'de', 'ar'] as const) {
    const t = texts[lang];
    await page.goto(`/paymentstatus?orderId=${orderId}&token=${token}&restaurant=olive-linde&lang=${lang}`);
    const figures = await orderPageFigures(page);
    expect(figures.length).toBeGreaterThanOrEqual(5);

    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: t.view }).click(),
    ]);
    await expect(receipt.locator('html')).toHaveAttribute('lang', lang);
    await expect(receipt.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(receipt.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const shown = (await receipt.getByRole('table', { name: t.totals }).locator('td').allTextContents()).map(
      spaced,
    );
    for (const figure of figures) expect(shown, `${lang}: ${figure}`).toContain(figure);
    // food at 7 %, the drinks and their deposits at 19 %
    await expect(receipt.getByRole('table', { name: t.taxes }).locator('tbody tr')).toHaveCount(2);
    await receipt.close();

    const href = await page.getByRole('link', { name: t.pdf }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = (await pdf.body()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    // the fonts travel inside the file (TrueType subsets), none is left to the reader's machine
    expect(bytes).toContain('/FontFile2');
    expect(bytes).not.toMatch(/\/BaseFont\s*\/Helvetica/);
  }
});

test('the manager downloads the receipt from the order’s detail', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the tablet-sized desktop project covers the manager area');
  const { orderId } = await paidMixedOrder(request);
  await page.goto('/manager?lang=en');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@olive-linde.demo');
  await page.getByLabel('Password').fill('demo-manager-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  const card = page.getByRole('article', { name: `Order #${orderId}` });
  await card.getByRole('button', { name: `Open order #${orderId}` }).click();
  const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(detail).toContainText(/Invoice no\. \d+/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'Receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
});

test('a rejected invoiced order has its credit note on the order page, beside its invoice', async ({
  page,
  request,
}) => {
  const { orderId, token } = await paidMixedOrder(request);
  const manager = await apiManager(request, 'manager@olive-linde.demo', 'demo-manager-2026');
  const rejected = await manager.post('managers/order/change-status', { orderId, status: 'rejected' });
  expect(rejected.ok(), await rejected.text()).toBe(true);

  await page.goto(`/paymentstatus?orderId=${orderId}&token=${token}&restaurant=olive-linde&lang=de`);
  const link = page.getByRole('link', { name: 'Stornorechnung (PDF)' });
  await expect(link).toBeVisible();
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="credit-note-\d+\.pdf"$/);
  // the invoice is still there as it was issued
  await expect(page.getByRole('link', { name: 'Beleg (PDF)' })).toBeVisible();
});
