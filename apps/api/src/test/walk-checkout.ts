import { schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { clientOf } from './manager-client';
import type { TestContext } from './test-app';

export interface TaxLine {
  rate: number;
  gross: number;
  net: number;
  tax: number;
}

/** The guest's view of an order (GET /api/order), as far as the tax tests read it. */
export interface GuestOrder {
  order: {
    total: number;
    tip: number;
    subtotal: number;
    deposits: number;
    discount: number;
    shipping_price: number;
    tax_lines: TaxLine[];
    invoice_number: number | null;
  };
  products: { name: string; quantity: number; unitPrice: number; totalPrice: number }[];
}

const contact = { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' };

async function productId(ctx: TestContext, restaurantId: number, name: string) {
  const [row] = await ctx.deps.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(
      and(eq(schema.products.restaurantId, restaurantId), sql`${schema.products.name}->>'en' = ${name}`),
    );
  return row!.id;
}

/** Walks the checkout like the storefront and places the order (any lines, voucher, tip); answers the guest's view of it. */
export async function walkCheckout(
  ctx: TestContext,
  restaurantId: number,
  order: {
    deliveryType: 'delivery' | 'pickup' | 'here';
    lines: [string, number][];
    postalCode?: string;
    voucher?: string;
    tip?: number;
    paymentType: string;
  },
) {
  const guest = clientOf(ctx, await ctx.publicToken());
  const created = await guest.post<{ id: string }>('basket/create', {
    restaurantId,
    deliveryType: order.deliveryType,
  });
  const basketId = created.body.data.id;
  for (const [name, quantity] of order.lines) {
    const added = await guest.post('basket/add', {
      restaurantId,
      basketId,
      productId: await productId(ctx, restaurantId, name),
      quantity,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const address = order.postalCode
    ? { address: 'Kastanienallee', house_number: '12', city: 'Berlin', postalCode: order.postalCode }
    : {};
  await guest.post('basket/add-address', { restaurantId, basketId, userInfo: { ...contact, ...address } });
  if (order.voucher) {
    const voucher = await guest.post('basket/add-voucher-to-basket', {
      restaurantId,
      basketId,
      voucherCode: order.voucher,
    });
    expect(voucher.status).toBe(200);
  }
  if (order.tip) await guest.post('basket/add-tip', { restaurantId, basketId, tip_price: order.tip });
  const placed = await guest.post<{ orderId: number; token: string }>('order/create-order', {
    restaurantId,
    basketId,
    paymentType: order.paymentType,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { orderId, token } = placed.body.data;
  const read = await guest.get<GuestOrder>('order', { restaurantId, orderId, token });
  expect(read.status).toBe(200);
  return { orderId, token, ...read.body.data.order, products: read.body.data.products };
}
