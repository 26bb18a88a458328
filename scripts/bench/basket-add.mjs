// basket/add throughput on PostgreSQL, a section of `npm run bench`.
import autocannon from 'autocannon';
import { cpuMsOf, duration, withCpu } from './load.mjs';
import { publicToken } from './support.mjs';

/** Concurrent basket/add requests: as many as the API's PostgreSQL pool has connections (20). */
export const basketConnections = 20;

/**
 * basket/add across 200 baskets (one guest each), round robin, on PostgreSQL: ~5,000 adds of one
 * dish stay under the 99-per-line cap (decision 016), so every answer should be a 200.
 */
export async function benchBasketAdd(base, pid) {
  const token = await publicToken(base);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
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
  const product = products.find((p) => p.stock === null && !p.extra && p.is_package === 0 && p.available);
  const baskets = [];
  for (let i = 0; i < 200; i++) {
    const created = await fetch(`${base}/api/basket/create`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ restaurantId }),
    });
    baskets.push((await created.json()).data.id);
  }
  // warm-up (JIT, pool), not measured
  for (let i = 0; i < 200; i += 20) {
    await Promise.all(
      baskets.slice(0, 20).map((basketId) =>
        fetch(`${base}/api/basket/add`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ restaurantId, basketId, productId: product.id, quantity: 1 }),
        }),
      ),
    );
  }
  let next = 0;
  const cpuBefore = cpuMsOf(pid);
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: `${base}/api/basket/add`,
        connections: basketConnections,
        duration,
        method: 'POST',
        headers: auth,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                restaurantId,
                basketId: baskets[next++ % baskets.length],
                productId: product.id,
                quantity: 1,
              }),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolvePromise(withCpu(result, pid, cpuBefore))),
    );
  });
}
