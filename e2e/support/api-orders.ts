import { type APIRequestContext, expect } from '@playwright/test';
import { testClock } from './test-clock';

interface Data<T> {
  data: T;
}

const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

/**
 * A guest of a restaurant (Olive & Linde unless another slug is given) talking to the API as the
 * storefront does, with a fresh guest token unless a customer's token is given.
 */
export async function apiGuest(request: APIRequestContext, bearer?: string, slug = 'olive-linde') {
  const token =
    bearer ??
    (
      await ok<Data<{ access_token: string }>>(
        await request.post('/api/oauth/token', {
          data: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront' },
        }),
      )
    ).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const restaurantId = (
    await ok<Data<{ id: number }>>(await request.get(`/api/restaurant/id?slug=${slug}`, { headers }))
  ).data.id;
  const postRaw = (path: string, data: Record<string, unknown>) =>
    request.post(`/api/${path}`, { headers, data: { restaurantId, ...data } });
  const post = <T>(path: string, data: Record<string, unknown>) =>
    postRaw(path, data).then((answer) => ok<T>(answer));
  const get = <T>(path: string, query: Record<string, string | number>) =>
    request
      .get(
        `/api/${path}?${new URLSearchParams({ restaurantId: String(restaurantId), ...toStrings(query) })}`,
        {
          headers,
        },
      )
      .then((answer) => ok<T>(answer));
  return { restaurantId, post, postRaw, get };
}

const toStrings = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

/**
 * A guest's pickup order through the API, as the storefront would place it: `units` of each
 * named product, for the first open slot of the coming days, paid with `paymentType`.
 */
export async function placeOrder(
  request: APIRequestContext,
  options: {
    products: string[];
    units?: number;
    paymentType?: string;
    bearer?: string;
    /** issue 33: a delivery goes to Grace's address in 10435 */
    deliveryType?: 'pickup' | 'delivery';
    /** issue 36: a voucher code and a tip (minor units), as the checkout adds them */
    voucher?: string;
    tip?: number;
  },
) {
  const guest = await apiGuest(request, options.bearer);
  const deliveryType = options.deliveryType ?? 'pickup';
  const basketId = (await guest.post<Data<{ id: string }>>('basket/create', { deliveryType })).data.id;
  for (const productName of options.products) {
    const found = await guest.get<Data<{ id: number; name: string }[]>>('restaurant/search-products', {
      name: productName,
    });
    const product = found.data.find((entry) => entry.name === productName);
    expect(product, productName).toBeDefined();
    await guest.post('basket/add', { basketId, productId: product!.id, quantity: options.units ?? 2 });
  }
  let timed = false;
  for (let day = 1; day <= 7 && !timed; day++) {
    const date = new Date(testClock.now() + day * 86_400_000).toISOString().slice(0, 10);
    for (const time of ['12:30', '18:30']) {
      const answer = await guest.postRaw('basket/add-delivery-time', {
        basketId,
        delivery_time: `${date} ${time}`,
        deliveryType,
      });
      timed = answer.ok();
      if (timed) break;
    }
  }
  expect(timed).toBe(true);
  await guest.post('basket/add-address', {
    basketId,
    userInfo: {
      name: 'Grace Hopper',
      email: 'grace@example.test',
      mobile: '+49 30 7654321',
      comment: 'Ring twice',
      ...(deliveryType === 'delivery'
        ? {
            address: 'Schönhauser Allee',
            house_number: '12',
            postalCode: '10435',
            city: 'Berlin',
            country: 'DE',
          }
        : {}),
    },
  });
  if (options.voucher)
    await guest.post('basket/add-voucher-to-basket', { basketId, voucherCode: options.voucher });
  if (options.tip) await guest.post('basket/add-tip', { basketId, tip_price: options.tip });
  // tests running side by side may fill the chosen slot between its check and the order: the
  // server then names the next free time (SPEC §8 order_limit_reached), which the guest takes
  let answer = await guest.postRaw('order/create-order', {
    basketId,
    paymentType: options.paymentType ?? 'cash',
  });
  for (let retry = 0; retry < 5 && answer.status() === 422; retry++) {
    const refused = (await answer.json()) as {
      message?: { code?: string };
      errors?: { validTime?: string[] };
    };
    const next = refused.errors?.validTime?.[0];
    if (refused.message?.code !== 'order_limit_reached' || !next) break;
    await guest.post('basket/add-delivery-time', { basketId, delivery_time: next, deliveryType: 'pickup' });
    answer = await guest.postRaw('order/create-order', {
      basketId,
      paymentType: options.paymentType ?? 'cash',
    });
  }
  const placed = await ok<Data<{ orderId: number; token: string; paymentLink: string }>>(answer);
  const { orderId, token, paymentLink } = placed.data;
  return {
    orderId,
    token,
    /** the demo provider's page decides, and the guest returns to the order (the server asks the provider) */
    async settleDemoPayment(outcome: 'paid' | 'failed' | 'cancelled') {
      await this.decideDemoPayment(outcome);
      await guest.get('payment/update', { orderId, token });
    },
    /** the guest decides on the demo provider's page and does not come back (nobody asks the provider) */
    async decideDemoPayment(outcome: 'paid' | 'failed' | 'cancelled') {
      const session = new URL(paymentLink).searchParams.get('session');
      await guest.post('payment/demo/decide', { session, outcome });
    },
  };
}

/**
 * The lowest minimum order of Olive & Linde's delivery areas, in cents, as the storefront names
 * it before a postal code is known. Read, not assumed: back-office-hours adds an area with a
 * lower one for as long as it runs, beside the specs that show it.
 */
export async function lowestDeliveryMinimum(request: APIRequestContext): Promise<number> {
  const guest = await apiGuest(request);
  const areas = await guest.get<Data<{ minimum_order_value: number }[]>>('restaurant/postalCodes', {});
  return Math.min(...areas.data.map((area) => area.minimum_order_value));
}

/** A new customer account of Olive & Linde (signing up logs in): its e-mail, password and token. */
export async function signUpCustomer(request: APIRequestContext, email: string) {
  const password = 'long-enough-2026';
  const guest = await apiGuest(request);
  const answer = await guest.post<Data<{ access_token: string }>>('auth/signup', {
    name: 'Rosa Customer',
    email,
    password,
    password_confirmation: password,
  });
  return { email, password, token: answer.data.access_token };
}

/**
 * Kochschule Rosmarin (event mode): a guest who books one named ticket of `product` per name
 * for the slot starting at `slot` ('YYYY-MM-DD HH:MM') and pays at the door, taking the places.
 */
export async function bookTickets(
  request: APIRequestContext,
  options: { product: string; slot: string; names: string[] },
) {
  const guest = await apiGuest(request, undefined, 'kochschule-rosmarin');
  const basketId = (await guest.post<Data<{ id: string }>>('basket/create', { deliveryType: 'pickup' })).data
    .id;
  const found = await guest.get<Data<{ id: number; name: string }[]>>('restaurant/search-products', {
    name: options.product,
  });
  const product = found.data.find((entry) => entry.name === options.product);
  expect(product, options.product).toBeDefined();
  await guest.post('basket/add-delivery-time', {
    basketId,
    delivery_time: options.slot,
    deliveryType: 'pickup',
  });
  await guest.post('basket/add', {
    basketId,
    productId: product!.id,
    quantity: options.names.length,
    extraInfo: { itemDetails: options.names.map((fullName) => ({ fullName })) },
  });
  await guest.post('basket/add-address', {
    basketId,
    userInfo: { name: options.names[0], email: 'team@example.test' },
  });
  await guest.post('order/create-order', { basketId, paymentType: 'cash' });
}
