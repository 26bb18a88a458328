// The report of a whole `npm run bench`: each value beside its budget.
import { basketConnections } from './basket-add.mjs';
import { printFirstPaint } from './first-paint.mjs';
import { line } from './report-line.mjs';
import { printSearchResults } from './restaurant-search.mjs';

export function printResults(results, { searchResult, realtime, tableClaims, lh, slow3g }) {
  console.log(`\n${'Results'.padEnd(46)}${'value'.padStart(10)}   budget`);
  line('bare Fastify route (req/s)', results.api.bareRps, '');
  line('GET products, one category (req/s)', results.api.productsRps, '');
  line('products / bare', `${results.api.ratioPercent} %`, '≥ 60 %');
  line('products p99 latency', `${results.api.productsP99Ms} ms`, '≤ 50 ms');
  line('products errors / non-2xx', results.api.productsErrors, '0');
  line('GET products as a browser asks, brotli (req/s)', results.api.browserRps, '');
  line('products as a browser asks / bare', `${results.api.browserRatioPercent} %`, '');
  if (results.basketAdd) {
    line(`POST basket/add, PostgreSQL, ${basketConnections} conn (req/s)`, results.basketAdd.rps, '≥ 500');
    line('basket/add p99 latency', `${results.basketAdd.p99Ms} ms`, '≤ 100 ms');
    line('basket/add errors / non-2xx', results.basketAdd.errors, '0');
  }
  if (results.createOrder) {
    line(
      `POST create-order, PostgreSQL, ${basketConnections} conn (orders/s)`,
      results.createOrder.rps,
      '≥ 150',
    );
    line(
      'create-order p90 / p97.5 / p99 latency',
      `${results.createOrder.p90Ms}/${results.createOrder.p97Ms}/${results.createOrder.p99Ms} ms`,
      'p95 ≤ 200 ms',
    );
    line(
      'create-order 5xx / non-2xx',
      `${results.createOrder.errors5xx}/${results.createOrder.non2xx}`,
      '0 5xx',
    );
  }
  line(
    `POST create-order, PGlite, ${basketConnections} conn (orders/s)`,
    results.createOrderPglite.rps,
    'reported',
  );
  line(
    'create-order PGlite p90 / p97.5 latency',
    `${results.createOrderPglite.p90Ms}/${results.createOrderPglite.p97Ms} ms`,
    '',
  );
  line(
    'create-order PGlite 5xx / non-2xx',
    `${results.createOrderPglite.errors5xx}/${results.createOrderPglite.non2xx}`,
    '0 5xx',
  );
  if (searchResult) printSearchResults(searchResult, line);
  if (realtime) {
    line(
      `order event to ${realtime.sockets} manager sockets p50/p95`,
      `${realtime.p50Ms}/${realtime.p95Ms} ms`,
      'p95 ≤ 300 ms',
    );
    line('  events not delivered', realtime.missing, '0');
  }
  if (tableClaims) {
    line(
      `table claim to ${tableClaims.phones} phones at one table p50/p95`,
      `${tableClaims.p50Ms}/${tableClaims.p95Ms} ms`,
      'within 1 s',
    );
    line('  claim events not delivered', tableClaims.missing, '0');
  }
  line('first-load JS of /menu (gzip)', `${results.firstLoad.jsGzipKb} kB`, '≤ 100 kB');
  line('  + a rendered menu’s loader (gzip)', `${results.firstLoad.renderedMenuLoaderGzipKb} kB`, '');
  line('first-load CSS (gzip)', `${results.firstLoad.cssGzipKb} kB`, '');
  printFirstPaint(lh, slow3g);
}
