import type { AddressDto, OrderSummaryDto, TestimonialDto } from '@tavola/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type Customer, guestOf, placeOrder, restaurantIdOf, signUp } from './account-test-kit';

/**
 * Mirrors src/tenancy.test.ts for accounts: whatever restaurant a customer names, nothing of a
 * customer of the other restaurant (address, order, review, basket) can be read or changed.
 */

interface Holdings {
  customer: Customer;
  addressId: number;
  orderId: number;
  orderToken: string;
  reviewId: number;
  basketId: string;
}

let ctx: TestContext;
const tenants = new Map<string, Holdings>();

async function holdings(slug: 'olive-linde' | 'sakura-ramen'): Promise<Holdings> {
  const restaurantId = restaurantIdOf(ctx, slug);
  const customer = await signUp(ctx, restaurantId);
  const address = (
    await customer.post('auth/user/address/add', {
      street: 'Main Street',
      house_number: '1',
      postal_code: '10435',
      city: 'Berlin',
      country: 'DE',
    })
  ).json<{ data: AddressDto }>().data;
  const order = await placeOrder(ctx, restaurantId, { userId: customer.user.id }, { status: 'delivered' });
  const review = (await customer.post('testimonials/create', { orderId: order.id, rating: 4 })).json<{
    data: TestimonialDto;
  }>().data;
  const basketId = (await customer.post('basket/create', {})).json<{ data: { id: string } }>().data.id;
  return {
    customer,
    addressId: address.id,
    orderId: order.id,
    orderToken: order.token,
    reviewId: review.id,
    basketId,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  tenants.set('olive-linde', await holdings('olive-linde'));
  tenants.set('sakura-ramen', await holdings('sakura-ramen'));
});
afterAll(() => ctx?.close());

describe.each([
  ['olive-linde', 'sakura-ramen'],
  ['sakura-ramen', 'olive-linde'],
] as const)("a customer of %s reaches nothing of %s's customer", (ownSlug, otherSlug) => {
  const own = () => tenants.get(ownSlug)!;
  const other = () => tenants.get(otherSlug)!;
  const otherRestaurant = () => restaurantIdOf(ctx, otherSlug);

  it('naming their own restaurant: the ids of the other are not found', async () => {
    const { customer } = own();
    const { addressId, orderId, orderToken, reviewId, basketId } = other();
    const address = {
      id: addressId,
      street: 'X',
      house_number: '1',
      postal_code: '10435',
      city: 'X',
      country: 'X',
    };
    const probes = [
      await customer.post('auth/user/address/edit', address),
      await customer.put('auth/user/address/remove', { id: addressId }),
      await customer.get('order', { orderId }),
      await customer.get('order/bill-request', { order_id: orderId }),
      await customer.post('order/create-basket', { orderId }),
      await customer.post('testimonials/create', { orderId, rating: 1 }),
      await customer.post('testimonials/create', { orderId, token: orderToken, rating: 1 }),
      await customer.get('testimonials/show', { testimonialId: reviewId }),
      await customer.put('testimonials/remove', { id: reviewId }),
      await customer.get('basket', { basketId }),
      await customer.post('basket/assign-basket', { basketId }),
      await customer.post('basket/unassigned-basket', { basketId }),
    ];
    for (const probe of probes) {
      expect(probe.statusCode, probe.body).toBe(404);
      expect(probe.body).not.toContain('"data"');
    }
    const addresses = (await customer.get('auth/user/address')).json<{ data: AddressDto[] }>().data;
    expect(addresses.map((entry) => entry.id)).toEqual([own().addressId]);
    const history = (await customer.get('order/history')).json<{ data: OrderSummaryDto[] }>().data;
    expect(history.map((entry) => entry.id)).toEqual([own().orderId]);
  });

  it('naming the other restaurant: refused before anything is looked up', async () => {
    const { customer } = own();
    const restaurantId = otherRestaurant();
    const { addressId, orderId, reviewId, basketId } = other();
    const probes = [
      await customer.get('auth/user', { restaurantId }),
      await customer.get('auth/user/address', { restaurantId }),
      await customer.put('auth/user/address/remove', { id: addressId, restaurantId }),
      await customer.get('order/history', { restaurantId }),
      await customer.get('order', { orderId, restaurantId }),
      await customer.put('testimonials/remove', { id: reviewId, restaurantId }),
      await customer.get('basket', { basketId, restaurantId }),
      await customer.post('basket/assign-basket', { basketId, restaurantId }),
    ];
    for (const probe of probes) expect(probe.statusCode, probe.body).toBe(403);
  });

  it("the other restaurant's reviews are not listed here", async () => {
    const guest = await guestOf(ctx, restaurantIdOf(ctx, ownSlug));
    const listed = (await guest.get('testimonials', { per_page: 50 })).json<{ data: TestimonialDto[] }>()
      .data;
    expect(listed.map((entry) => entry.id)).toContain(own().reviewId);
    expect(listed.map((entry) => entry.id)).not.toContain(other().reviewId);
  });

  it('what the other customer holds is unchanged', async () => {
    const { customer, addressId, orderId, reviewId } = other();
    expect((await customer.get('auth/user/address')).json<{ data: AddressDto[] }>().data[0]?.id).toBe(
      addressId,
    );
    const history = (await customer.get('order/history')).json<{ data: OrderSummaryDto[] }>().data;
    expect(history[0]).toMatchObject({ id: orderId, review: { id: reviewId } });
  });
});
