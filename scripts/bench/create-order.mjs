// create-order throughput, a section of `npm run bench`: on PostgreSQL and on the embedded PGlite.
import autocannon from 'autocannon';
import { basketConnections } from './basket-add.mjs';
import { cpuMsOf, withCpu } from './load.mjs';
import { publicToken } from './support.mjs';

/** Orders per second of an `orderLoad` run: all its answers over its elapsed seconds. */
export function ordersPerSecond(result) {
  return Math.round(result.requests.total / result.duration);
}

/**
 * create-order on PostgreSQL: ready pickup baskets (product, contact, a valid later time found
 * through add-delivery-time's validTime), each ordered once with cash. The demo's slot cap is
 * lifted for this run so that throughput, not the cap, is measured.
 */
export async function benchCreateOrder(base, databaseUrl, pid) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update restaurants set settings = settings || '{"slot_capacity": null}'::jsonb`);
  await client.end();
  const token = await publicToken(base);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = (path, body) =>
    fetch(`${base}/api/${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) }).then((r) =>
      r.json(),
    );
  const restaurantId = (
    await (await fetch(`${base}/api/restaurant/id?slug=olive-linde`, { headers: auth })).json()
  ).data.id;
  const categories = (
    await (
      await fetch(`${base}/api/restaurant/category?restaurantId=${restaurantId}`, { headers: auth })
    ).json()
  ).data;
  const products = (
    await (
      await fetch(
        `${base}/api/restaurant/products?restaurantId=${restaurantId}&categoryId=${categories[0].id}`,
        { headers: auth },
      )
    ).json()
  ).data;
  const product = products.find(
    (p) => p.stock === null && !p.extra && p.is_package === 0 && p.happyHours.length === 0,
  );
  const count = 660;
  const baskets = [];
  let slot;
  for (let i = 0; i < count; i++) {
    const basketId = (await post('basket/create', { restaurantId, deliveryType: 'pickup' })).data.id;
    await post('basket/add', { restaurantId, basketId, productId: product.id, quantity: 1 });
    await post('basket/add-address', {
      restaurantId,
      basketId,
      userInfo: { name: 'Bench', email: 'bench@example.org', mobile: '0301234567' },
    });
    if (!slot) {
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const probe = await post('basket/add-delivery-time', {
        restaurantId,
        basketId,
        delivery_time: `${tomorrow} 12:00`,
      });
      slot = probe.data ? `${tomorrow} 12:00` : probe.errors.validTime[0];
    }
    await post('basket/add-delivery-time', { restaurantId, basketId, delivery_time: slot });
    baskets.push(basketId);
  }
  // warm-up (JIT, pool): the first orders are placed before the measured run
  const warmUp = baskets.splice(0, 60);
  for (let i = 0; i < warmUp.length; i += 10) {
    await Promise.all(
      warmUp
        .slice(i, i + 10)
        .map((basketId) => post('order/create-order', { restaurantId, basketId, paymentType: 'cash' })),
    );
  }
  return orderLoad(base, auth, restaurantId, baskets, 'cash', pid);
}

/**
 * Each basket ordered once, `basketConnections` requests at a time. The rate is the orders over
 * the run's elapsed time: autocannon's per-second average of a run of a fixed amount counts a
 * last, partial second as a whole one (600 orders in 1.2 s or in 2 s both read 300/s).
 */
function orderLoad(base, auth, restaurantId, baskets, paymentType, pid) {
  let next = 0;
  const cpuBefore = cpuMsOf(pid);
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: `${base}/api/order/create-order`,
        connections: basketConnections,
        amount: baskets.length,
        method: 'POST',
        headers: auth,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ restaurantId, basketId: baskets[next++], paymentType }),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolvePromise(withCpu(result, pid, cpuBefore))),
    );
  });
}

/**
 * create-order on the embedded PGlite: Sakura Ramen's pay-at-the-counter orders (pickup, now,
 * no details asked; its counter is open around the clock), so no database access is needed.
 */
export async function benchCounterOrders(base) {
  const token = await publicToken(base);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const get = (path) => fetch(`${base}/api/${path}`, { headers: auth }).then((r) => r.json());
  const post = (path, body) =>
    fetch(`${base}/api/${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) }).then((r) =>
      r.json(),
    );
  const restaurantId = (await get('restaurant/id?slug=sakura-ramen')).data.id;
  let product;
  for (const category of (await get(`restaurant/category?restaurantId=${restaurantId}`)).data) {
    const products = (
      await get(
        `restaurant/products?restaurantId=${restaurantId}&categoryId=${category.id}&deliveryType=pickup`,
      )
    ).data;
    product ??= products.find((p) => p.stock === null && p.is_package === 0 && !p.extra && p.available);
  }
  const baskets = [];
  for (let i = 0; i < 330; i++) {
    const basketId = (await post('basket/create', { restaurantId, deliveryType: 'pickup' })).data.id;
    await post('basket/add', { restaurantId, basketId, productId: product.id, quantity: 1 });
    baskets.push(basketId);
  }
  for (const basketId of baskets.splice(0, 30)) {
    await post('order/create-order', { restaurantId, basketId, paymentType: 'pwc' });
  }
  return orderLoad(base, auth, restaurantId, baskets, 'pwc');
}
