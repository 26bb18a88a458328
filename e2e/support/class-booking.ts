import type { APIRequestContext } from '@playwright/test';
import { apiGuest } from './api-orders';

/**
 * A guest's booking of one place in Kochschule Rosmarin's Friday wine and cheese tasting (no
 * limit on places, so tests side by side never run out) through the API, as the storefront
 * books it: the class's slot as the basket's pickup time, a named ticket, paid in cash.
 */
export async function bookWineTasting(request: APIRequestContext, guestName: string) {
  const guest = await apiGuest(request, undefined, 'kochschule-rosmarin');
  const basketId = (await guest.post<{ data: { id: string } }>('basket/create', { deliveryType: 'pickup' }))
    .data.id;
  const found = await guest.get<{ data: { id: number }[] }>('restaurant/search-products', {
    name: 'Wine and cheese tasting (2 h)',
  });
  await guest.post('basket/add-delivery-time', {
    basketId,
    delivery_time: '2026-12-04 19:00',
    deliveryType: 'pickup',
  });
  await guest.post('basket/add', {
    basketId,
    productId: found.data[0]!.id,
    quantity: 1,
    extraInfo: { itemDetails: [{ fullName: guestName }] },
  });
  await guest.post('basket/add-address', {
    basketId,
    userInfo: { name: guestName, email: 'ada@example.test' },
  });
  const placed = await guest.post<{ data: { orderId: number; token: string } }>('order/create-order', {
    basketId,
    paymentType: 'cash',
  });
  return placed.data;
}
