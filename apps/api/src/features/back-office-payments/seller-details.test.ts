import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { walkCheckout } from '../../test/walk-checkout';

/**
 * Issue 36 (decision 086): the owner keeps the seller the receipts name; an order confirmation
 * shows it at once, an invoice keeps the seller of the moment it was issued (migration 0016).
 */

let ctx: TestContext;
let fixtures: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());

/** A pickup paid at the counter, on a Tuesday evening the restaurant is open. */
async function counterOrder() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  try {
    const { orderId, token } = await walkCheckout(ctx, fixtures.olive, {
      deliveryType: 'pickup',
      lines: [['Hummus', 1]],
      paymentType: 'cash',
    });
    return { id: orderId, token };
  } finally {
    vi.useRealTimers();
  }
}

const receiptOf = (order: { id: number; token: string }, lang: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/order/receipt?restaurantId=${fixtures.olive}&orderId=${order.id}&token=${order.token}&lang=${lang}`,
  });

const details = {
  legal_name: 'Olive & Linde Gastro GmbH',
  street: 'Kastanienallee 14',
  postal_code: '10435',
  city: 'Berlin',
  country: 'de',
  vat_id: 'de 123 456 789',
  tax_number: '37/815/08150',
};

describe('the seller details for receipts', () => {
  it('the owner reads and saves them; a confirmation names the new seller, an issued invoice keeps its own', async () => {
    const owner = clientOf(ctx, fixtures.oliveManager);
    const read = await owner.get('managers/seller-details', { restaurantId: fixtures.olive });
    expect(read.body.data).toEqual({
      legal_name: 'Olive & Linde GmbH',
      street: 'Kastanienallee 12',
      postal_code: '10435',
      city: 'Berlin',
      country: 'DE',
      vat_id: 'DE000000000',
      tax_number: '',
    });
    // two orders paid at the counter, not invoiced yet; one is paid, and invoiced, before the seller changes
    const [confirmation, invoiced] = [await counterOrder(), await counterOrder()];
    await ctx.deps.db
      .update(schema.orders)
      .set({ paymentState: 'paid' })
      .where(eq(schema.orders.id, invoiced.id));
    const saved = await owner.post('managers/seller-details', { restaurantId: fixtures.olive, ...details });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ ...details, country: 'DE', vat_id: 'DE 123 456 789' });
    // an order confirmation (no invoice number yet) names the seller as it is now
    const page = await receiptOf(confirmation, 'de');
    expect(page.statusCode).toBe(200);
    for (const part of [
      'Olive &amp; Linde Gastro GmbH',
      'Kastanienallee 14',
      'USt-IdNr.: DE 123 456 789',
      'Steuernummer: 37/815/08150',
    ])
      expect(page.body).toContain(part);
    // an invoice issued before keeps the seller it named: an issued invoice never changes
    const invoice = await receiptOf(invoiced, 'de');
    expect(invoice.body).toContain('Rechnungsnummer');
    for (const part of ['Olive &amp; Linde GmbH', 'Kastanienallee 12', 'USt-IdNr.: DE000000000'])
      expect(invoice.body).toContain(part);
    expect(invoice.body).not.toContain('Gastro');
    // and the next invoice names the new one
    await ctx.deps.db
      .update(schema.orders)
      .set({ paymentState: 'paid' })
      .where(eq(schema.orders.id, confirmation.id));
    const next = await receiptOf(confirmation, 'de');
    expect(next.body).toContain('Rechnungsnummer');
    expect(next.body).toContain('USt-IdNr.: DE 123 456 789');
  });

  it('names each field at fault; a manager who is not the owner, and another restaurant’s, are refused', async () => {
    const owner = clientOf(ctx, fixtures.oliveManager, 'de');
    const wrong = await owner.post('managers/seller-details', {
      restaurantId: fixtures.olive,
      ...details,
      legal_name: ' ',
      vat_id: '123',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {}).sort()).toEqual(['legal_name', 'vat_id']);
    const sakura = clientOf(ctx, fixtures.sakuraManager);
    expect((await sakura.get('managers/seller-details', { restaurantId: fixtures.olive })).status).toBe(403);
    const [me] = await ctx.deps.db
      .select({ id: schema.managers.id })
      .from(schema.managers)
      .where(eq(schema.managers.email, 'manager@olive-linde.demo'));
    const mine = and(
      eq(schema.managerRestaurants.managerId, me!.id),
      eq(schema.managerRestaurants.restaurantId, fixtures.olive),
    );
    await ctx.deps.db.update(schema.managerRestaurants).set({ role: 'manager' }).where(mine);
    try {
      const manager = await owner.post('managers/seller-details', {
        restaurantId: fixtures.olive,
        ...details,
      });
      expect(manager.status).toBe(403);
      expect(manager.body.message.code).toBe('owner_only');
    } finally {
      await ctx.deps.db.update(schema.managerRestaurants).set({ role: 'owner' }).where(mine);
    }
  });
});
