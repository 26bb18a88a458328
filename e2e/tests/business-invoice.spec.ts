import { apiManager } from '../support/api-tables';
import { expect, test } from '../support/fixtures';
import { chooseOwnLaterSlot } from '../support/later-slot';
import { chooseType, toCheckout } from '../support/to-checkout';

/**
 * Issue 36 (decision 088): where the owner offers business invoices, a guest asks for an invoice
 * to their company at checkout: the VAT ID, the company and its address are asked for (a VAT ID
 * that is none is told so beside its field), and once the order is invoiced its page offers the
 * e-invoice, which names that VAT ID.
 */

const olive = { email: 'manager@olive-linde.demo', password: 'demo-manager-2026' };

test('a business guest gives a VAT ID at checkout and downloads the e-invoice once invoiced', async ({
  page,
  request,
  isMobile,
}) => {
  test.slow();
  const owner = await apiManager(request, olive.email, olive.password);
  const offer = async (on: boolean) =>
    expect((await owner.post('managers/taxes/business-invoices', { business_invoices: on })).ok()).toBe(true);
  await offer(true);
  try {
    await toCheckout(page, 1, isMobile);
    await chooseType(page, isMobile, 'Pickup');
    await chooseOwnLaterSlot(page);
    // no VAT ID field until the guest asks for a company's invoice
    await expect(page.getByRole('textbox', { name: 'VAT ID' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Invoice to a company/ }).check();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Guest');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.test');
    await page.getByRole('textbox', { name: 'Mobile' }).fill('+49 30 1234567');
    await page.getByRole('textbox', { name: 'Company' }).fill('Muster GmbH');
    await page.getByRole('textbox', { name: 'VAT ID' }).fill('123');
    await page.getByRole('textbox', { name: 'Street' }).fill('Kastanienallee');
    await page.getByRole('textbox', { name: 'House number' }).fill('3');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('10435');
    await page.getByRole('textbox', { name: 'City' }).fill('Berlin');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    // the server's word on the VAT ID, beside its field; nothing is ordered
    await expect(page.getByRole('textbox', { name: 'VAT ID' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByRole('textbox', { name: 'VAT ID' }).fill('DE 123 456 789');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+&token=/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    // paid at the counter: no invoice, so no e-invoice, until the order is handed over
    await expect(page.getByRole('link', { name: 'Receipt (PDF)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E-invoice (XRechnung)' })).toHaveCount(0);
    await owner.serve(orderId);

    await page.reload();
    const link = page.getByRole('link', { name: 'E-invoice (XRechnung)' });
    await expect(link).toBeVisible();
    const xml = await page.request.get((await link.getAttribute('href'))!);
    expect(xml.headers()['content-type'], await xml.text()).toContain('application/xml');
    const text = await xml.text();
    expect(text).toContain('DE123456789');
    expect(text).toContain('Muster GmbH');
  } finally {
    await offer(false);
  }
});
