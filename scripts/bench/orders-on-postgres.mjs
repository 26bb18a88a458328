// basket/add and create-order on PostgreSQL, a section of `npm run bench`: an API process of its
// own on a fresh database of the local server, dropped afterwards.
import { startApi } from './api-process.mjs';
import { basketConnections, benchBasketAdd } from './basket-add.mjs';
import { benchCreateOrder, ordersPerSecond } from './create-order.mjs';
import { line } from './report-line.mjs';
import { createBenchDatabase, waitFor } from './support.mjs';

/** Nothing is measured (both undefined) when no PostgreSQL server answers. */
export async function benchOrdersOnPostgres(pgServer, apiServer, pgPort) {
  let basketResult;
  let orderResult;
  const pgDatabase = await createBenchDatabase(pgServer).catch((error) => {
    console.log(`  (no PostgreSQL for the basket benchmark: ${error.message})`);
    return undefined;
  });
  if (pgDatabase) {
    const pgApi = startApi(apiServer, pgPort, { DATABASE_URL: pgDatabase.url });
    try {
      await waitFor(`http://127.0.0.1:${pgPort}/api/health`);
      basketResult = await benchBasketAdd(`http://127.0.0.1:${pgPort}`, pgApi.pid);
      orderResult = await benchCreateOrder(`http://127.0.0.1:${pgPort}`, pgDatabase.url, pgApi.pid);
    } finally {
      pgApi.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1000));
      await pgDatabase.drop();
    }
  }
  return { basketResult, orderResult };
}

/** `--only=orders`: basket/add and create-order on PostgreSQL, with the API's CPU per answer. */
export function printOrders(basket, order) {
  if (!basket || !order) return console.log('  (no PostgreSQL: nothing measured)');
  line(
    `POST basket/add, PostgreSQL, ${basketConnections} conn (req/s)`,
    Math.round(basket.requests.average),
    '≥ 500',
  );
  line('basket/add p99 latency', `${basket.latency.p99} ms`, '≤ 100 ms');
  line('basket/add errors / non-2xx', basket.errors + basket.non2xx, '0');
  line('basket/add, API CPU per 1,000 answers', `${basket.cpuMsPer1000} ms`, '');
  line(
    `POST create-order, PostgreSQL, ${basketConnections} conn (orders/s)`,
    ordersPerSecond(order),
    '≥ 150',
  );
  line(
    'create-order p90 / p97.5 / p99 latency',
    `${order.latency.p90}/${order.latency.p97_5}/${order.latency.p99} ms`,
    'p95 ≤ 200 ms',
  );
  line('create-order 5xx / non-2xx', `${order['5xx'] ?? 0}/${order.non2xx}`, '0 5xx');
  line('create-order, API CPU per 1,000 orders', `${order.cpuMsPer1000} ms`, '');
}
