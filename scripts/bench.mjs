#!/usr/bin/env node
// `npm run bench`: measures, never enforces. Prints API throughput of the products endpoint
// against a bare Fastify route (same run, same machine), first-load JS of the menu route,
// and Lighthouse mobile performance of the demo menu. Results also go to bench-results/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { firstCardOnSlow3g, lighthouseMedian } from './bench-first-paint.mjs';
import { benchRealtimeFanOut } from './bench-realtime.mjs';
import { benchRestaurantSearch, printSearchResults } from './bench-restaurant-search.mjs';
import { createBenchDatabase, publicToken, startProcess, waitFor } from './bench-support.mjs';
import { benchTableClaimFanOut } from './bench-table-claims.mjs';
import { firstLoadJs } from './first-load-js.mjs';

const root = resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** CPU time (user + system, ms) a process has used so far, from /proc; NaN where it is missing. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * autocannon against `url`; with `pid`, also the CPU time that process spent per 1,000 answers
 * (`cpuMsPer1000`): on a shared machine it moves far less than the request rate does.
 */
function load(url, headers = {}, pid = undefined, seconds = duration) {
  const cpuBefore = pid ? cpuMsOf(pid) : Number.NaN;
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      const answers = result.requests.total;
      result.cpuMsPer1000 = pid
        ? Number((((cpuMsOf(pid) - cpuBefore) * 1000) / answers).toFixed(1))
        : Number.NaN;
      resolvePromise(result);
    });
  });
}

/**
 * Several loads compared with each other, taken in turns (`rounds` of `duration / 2` s each),
 * so a machine that slows down or speeds up during the run moves all of them alike: one 10 s run
 * each, one after the other, put the same build's products/bare at 47 % and 64 % (issue 21).
 * Each answer is the median round's rates and latency, with errors and CPU over all rounds.
 */
async function loadInTurns(targets, rounds = 4) {
  const runs = targets.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (const [index, [url, headers, pid]] of targets.entries())
      runs[index].push(await load(url, headers, pid, duration / 2));
  return runs.map((results) => {
    const byRate = [...results].sort((a, b) => a.requests.average - b.requests.average);
    const median = byRate[Math.floor(byRate.length / 2)];
    const answers = results.reduce((sum, result) => sum + result.requests.total, 0);
    const cpuMs = results.reduce(
      (sum, result) => sum + (result.cpuMsPer1000 * result.requests.total) / 1000,
      0,
    );
    return {
      ...median,
      errors: results.reduce((sum, result) => sum + result.errors, 0),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
      cpuMsPer1000: Number(((1000 * cpuMs) / answers).toFixed(1)),
    };
  });
}

/** Concurrent basket/add requests: as many as the API's PostgreSQL pool has connections (20). */
const basketConnections = 20;

/**
 * basket/add across 200 baskets (one guest each), round robin, on PostgreSQL: ~5,000 adds of one
 * dish stay under the 99-per-line cap (decision 016), so every answer should be a 200.
 */
async function benchBasketAdd(base, pid) {
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

/** Orders per second of an `orderLoad` run: all its answers over its elapsed seconds. */
function ordersPerSecond(result) {
  return Math.round(result.requests.total / result.duration);
}

/** The CPU time `pid` spent since `cpuBefore`, per 1,000 of the run's answers, noted on the result. */
function withCpu(result, pid, cpuBefore) {
  result.cpuMsPer1000 = Number((((cpuMsOf(pid) - cpuBefore) * 1000) / result.requests.total).toFixed(1));
  return result;
}

/**
 * create-order on PostgreSQL: ready pickup baskets (product, contact, a valid later time found
 * through add-delivery-time's validTime), each ordered once with cash. The demo's slot cap is
 * lifted for this run so that throughput, not the cap, is measured.
 */
async function benchCreateOrder(base, databaseUrl, pid) {
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
async function benchCounterOrders(base) {
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

const line = (label, value, budget) =>
  console.log(`  ${label.padEnd(44)} ${String(value).padStart(10)}   ${budget}`);
/** Issue 21: Lighthouse's median of 5 (with the spread) and the first card on slow 3G. */
function printFirstPaint(lh, slow3g) {
  const spread = (key) => `${lh[`${key}Spread`][0]}–${lh[`${key}Spread`][1]}`;
  if (lh) {
    line(`Lighthouse mobile performance (median of ${lh.runs})`, lh.score, `≥ 98 (${spread('score')})`);
    line('  FCP', `${lh.fcpMs} ms`, `(${spread('fcpMs')})`);
    line('  LCP', `${lh.lcpMs} ms`, `≤ 1500 ms (${spread('lcpMs')})`);
    line('  TBT', `${lh.tbtMs} ms`, `≤ 100 ms (${spread('tbtMs')})`);
    line('  CLS', lh.cls, `≤ 0.02 (${spread('cls')})`);
  } else {
    line('Lighthouse mobile performance', 'not run', '≥ 98');
  }
  if (slow3g)
    line(
      'first dish card, throttled 3G (median)',
      `${slow3g.medianMs} ms`,
      `≤ 3000 ms (${slow3g.runs.join(', ')})`,
    );
}

/** `--only=orders`: basket/add and create-order on PostgreSQL, with the API's CPU per answer. */
function printOrders(basket, order) {
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

const pgServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// issue 19: `node scripts/bench.mjs --only=search` runs the restaurant search section alone
if (process.argv.includes('--only=search')) {
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build', '-w', '@tavola/api']);
  printSearchResults(await benchRestaurantSearch(pgServer), line);
  process.exit(0);
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);

const apiPort = Number(process.env.BENCH_PORT ?? 3311);
/** another build to compare with, e.g. apps/api/dist-before/server.js (inside the repo, so its packages resolve) */
const apiServer = process.env.BENCH_SERVER ?? 'apps/api/dist/server.js';
const barePort = apiPort + 1;
const api = startProcess('node', [apiServer], {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tavola-bench-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
});
const bare = startProcess('node', ['scripts/bench-bare-server.mjs'], { PORT: String(barePort) });
try {
  const base = `http://127.0.0.1:${apiPort}`;
  await Promise.all([waitFor(`${base}/api/health`), waitFor(`http://127.0.0.1:${barePort}/`)]);
  const token = (
    await (
      await fetch(`${base}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: 'storefront',
          client_secret: 'storefront',
        }),
      })
    ).json()
  ).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const info = await (
    await fetch(`${base}/api/restaurant/restaurant-by-slug?slug=olive-linde`, { headers: auth })
  ).json();
  const restaurantId = info.data.id;
  const categories = await (
    await fetch(`${base}/api/restaurant/category?restaurantId=${restaurantId}`, { headers: auth })
  ).json();
  const categoryId = categories.data[0].id;
  const productsUrl = `${base}/api/restaurant/products?restaurantId=${restaurantId}&categoryId=${categoryId}&lang=en`;

  console.log(
    `\nautocannon: ${connections} connections, ${duration} s each (products: 4 turns of ${duration / 2} s)`,
  );
  // issue 21: `--only=first-paint` runs the Lighthouse median and the slow-3G first card alone
  if (process.argv.includes('--only=first-paint')) {
    const menuUrl = `${base}/menu?lang=en`;
    printFirstPaint(lighthouseMedian(menuUrl, 5), await firstCardOnSlow3g(menuUrl));
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    process.exit(0);
  }
  const onlyOrders = process.argv.includes('--only=orders');
  const [bareResult, productsResult, browserResult] = onlyOrders
    ? []
    : await loadInTurns([
        [`http://127.0.0.1:${barePort}/`, {}, bare.pid],
        [productsUrl, auth, api.pid],
        // issue 21: as a browser asks for it (Accept-Encoding), the compressed copy the menu cache keeps
        [productsUrl, { ...auth, 'accept-encoding': 'gzip, deflate, br' }, api.pid],
      ]);
  const cpuLine = (label, result) =>
    line(
      label,
      `${result.cpuMsPer1000} ms`,
      `${Math.round((100 * bareResult.cpuMsPer1000) / result.cpuMsPer1000)} % of bare's speed`,
    );
  // issue 21: `node scripts/bench.mjs --only=products` measures the products endpoint against bare Fastify alone
  if (process.argv.includes('--only=products')) {
    const rps = (result) => Math.round(result.requests.average);
    line('bare Fastify route (req/s)', rps(bareResult), '');
    line('GET products, one category (req/s)', rps(productsResult), '');
    line(
      'products / bare',
      `${Math.round((100 * productsResult.requests.average) / bareResult.requests.average)} %`,
      '≥ 60 %',
    );
    line('products p99 latency', `${productsResult.latency.p99} ms`, '≤ 50 ms');
    line('products errors / non-2xx', productsResult.errors + productsResult.non2xx, '0');
    line('GET products as a browser asks, brotli (req/s)', rps(browserResult), '');
    line(
      'products as a browser asks / bare',
      `${Math.round((100 * browserResult.requests.average) / bareResult.requests.average)} %`,
      '',
    );
    line('bare Fastify, CPU per 1,000 answers', `${bareResult.cpuMsPer1000} ms`, '');
    cpuLine('products, API CPU per 1,000 answers', productsResult);
    cpuLine('products as a browser asks, CPU per 1,000', browserResult);
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    process.exit(0);
  }
  // issue 21: `--only=orders` measures basket/add and create-order on PostgreSQL alone
  const counterResult = onlyOrders ? undefined : await benchCounterOrders(base);
  let basketResult;
  let orderResult;
  const pgDatabase = await createBenchDatabase(pgServer).catch((error) => {
    console.log(`  (no PostgreSQL for the basket benchmark: ${error.message})`);
    return undefined;
  });
  if (pgDatabase) {
    const pgPort = apiPort + 2;
    const pgApi = startProcess('node', [apiServer], {
      PORT: String(pgPort),
      HOST: '127.0.0.1',
      DATABASE_URL: pgDatabase.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    });
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
  if (onlyOrders) {
    printOrders(basketResult, orderResult);
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    process.exit(0);
  }
  const searchResult = await benchRestaurantSearch(pgServer).catch((error) => {
    console.log(`  (restaurant search not measured: ${error.message})`);
    return undefined;
  });
  // issue 7: 500 manager sockets on the (PGlite) API process, one order event to all
  const realtime = await benchRealtimeFanOut(base).catch((error) => {
    console.log(`  (realtime fan-out not measured: ${error.message})`);
    return undefined;
  });
  // issue 17: 50 phones at one table, a claim on its bill to all of them
  const tableClaims = await benchTableClaimFanOut(base).catch((error) => {
    console.log(`  (table claim fan-out not measured: ${error.message})`);
    return undefined;
  });
  const bundle = firstLoadJs();
  const noLighthouse = process.argv.includes('--no-lighthouse');
  const lh = noLighthouse ? undefined : lighthouseMedian(`${base}/menu?lang=en`, 5);
  const slow3g = noLighthouse
    ? undefined
    : await firstCardOnSlow3g(`${base}/menu?lang=en`).catch(() => undefined);

  const ratio = productsResult.requests.average / bareResult.requests.average;
  const results = {
    date: new Date().toISOString(),
    api: {
      bareRps: Math.round(bareResult.requests.average),
      productsRps: Math.round(productsResult.requests.average),
      ratioPercent: Math.round(ratio * 100),
      productsP99Ms: productsResult.latency.p99,
      productsErrors: productsResult.errors + productsResult.non2xx,
      browserRps: Math.round(browserResult.requests.average),
      browserRatioPercent: Math.round((100 * browserResult.requests.average) / bareResult.requests.average),
    },
    basketAdd: basketResult
      ? {
          rps: Math.round(basketResult.requests.average),
          p99Ms: basketResult.latency.p99,
          errors: basketResult.errors + basketResult.non2xx,
        }
      : null,
    createOrder: orderResult
      ? {
          rps: ordersPerSecond(orderResult),
          p90Ms: orderResult.latency.p90,
          p97Ms: orderResult.latency.p97_5,
          p99Ms: orderResult.latency.p99,
          errors5xx: orderResult['5xx'] ?? 0,
          non2xx: orderResult.non2xx,
        }
      : null,
    createOrderPglite: {
      rps: ordersPerSecond(counterResult),
      p90Ms: counterResult.latency.p90,
      p97Ms: counterResult.latency.p97_5,
      errors5xx: counterResult['5xx'] ?? 0,
      non2xx: counterResult.non2xx,
    },
    restaurantSearch: searchResult ?? null,
    realtimeFanOut: realtime ?? null,
    tableClaimFanOut: tableClaims ?? null,
    firstLoad: {
      jsGzipKb: Number(bundle.jsKb.toFixed(1)),
      cssGzipKb: Number(bundle.cssKb.toFixed(1)),
      chunks: bundle.chunks,
      renderedMenuLoaderGzipKb: Number(bundle.loaderKb.toFixed(2)),
    },
    lighthouse: lh ?? null,
    firstCardSlow3g: slow3g ?? null,
  };
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
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
}
