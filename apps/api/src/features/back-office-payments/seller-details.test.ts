import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 36 (decision 086): the owner keeps the seller the receipts name; a receipt shows it at once. */

let ctx: TestContext;
let fixtures: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());

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
  it('the owner reads and saves them; the guest’s receipt names the new seller', async () => {
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
    const saved = await owner.post('managers/seller-details', { restaurantId: fixtures.olive, ...details });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ ...details, country: 'DE', vat_id: 'DE 123 456 789' });
    const placed = await ctx.deps.db
      .select({ id: schema.orders.id, token: schema.orders.token })
      .from(schema.orders)
      .where(eq(schema.orders.restaurantId, fixtures.olive))
      .limit(1);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/receipt?restaurantId=${fixtures.olive}&orderId=${placed[0]!.id}&token=${placed[0]!.token}&lang=de`,
    });
    expect(page.statusCode).toBe(200);
    for (const part of [
      'Olive &amp; Linde Gastro GmbH',
      'Kastanienallee 14',
      'USt-IdNr.: DE 123 456 789',
      'Steuernummer: 37/815/08150',
    ])
      expect(page.body).toContain(part);
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
