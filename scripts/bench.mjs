#!/usr/bin/env node
// `npm run bench`: measures, never enforces. Prints API throughput of the products endpoint
// against a bare Fastify route (same run, same machine), first-load JS of the menu route,
// and Lighthouse mobile performance of the demo menu. Results also go to bench-results/.
// Each measurement is a module of scripts/bench/; this file runs them in order.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startApi } from './bench/api-process.mjs';
import { benchCounterOrders } from './bench/create-order.mjs';
import { firstLoadJs } from './bench/first-load-js.mjs';
import { firstCardOnSlow3g, lighthouseMedian, printFirstPaint } from './bench/first-paint.mjs';
import { connections, duration } from './bench/load.mjs';
import { benchOrdersOnPostgres, printOrders } from './bench/orders-on-postgres.mjs';
import { printResults } from './bench/print-results.mjs';
import { benchProducts, printProducts, productsRequestOf } from './bench/products.mjs';
import { benchRealtimeFanOut } from './bench/realtime.mjs';
import { line } from './bench/report-line.mjs';
import { benchRestaurantSearch, printSearchResults } from './bench/restaurant-search.mjs';
import { benchResults, writeResults } from './bench/results.mjs';
import { startProcess, waitFor } from './bench/support.mjs';
import { benchTableClaimFanOut } from './bench/table-claims.mjs';

const root = resolve(import.meta.dirname, '..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** A section that fails is reported and left out; the others still run. */
const unlessFailing = (what) => (error) => {
  console.log(`  (${what}: ${error.message})`);
  return undefined;
};

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
const api = startApi(apiServer, apiPort, {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tavola-bench-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
});
const barePort = apiPort + 1;
const bare = startProcess('node', ['scripts/bench/bare-server.mjs'], { PORT: String(barePort) });
/** a section run alone (`--only=…`) stops both processes once it has printed its lines */
const stop = () => {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
  process.exit(0);
};
try {
  const base = `http://127.0.0.1:${apiPort}`;
  await Promise.all([waitFor(`${base}/api/health`), waitFor(`http://127.0.0.1:${barePort}/`)]);
  const productsRequest = await productsRequestOf(base);

  console.log(
    `\nautocannon: ${connections} connections, ${duration} s each (products: 4 turns of ${duration / 2} s)`,
  );
  // issue 21: `--only=first-paint` runs the Lighthouse median and the slow-3G first card alone
  if (process.argv.includes('--only=first-paint')) {
    const menuUrl = `${base}/menu?lang=en`;
    printFirstPaint(lighthouseMedian(menuUrl, 5), await firstCardOnSlow3g(menuUrl));
    stop();
  }
  const onlyOrders = process.argv.includes('--only=orders');
  const products = onlyOrders
    ? undefined
    : await benchProducts(productsRequest, { url: `http://127.0.0.1:${barePort}/`, pid: bare.pid }, api.pid);
  // issue 21: `node scripts/bench.mjs --only=products` measures the products endpoint against bare Fastify alone
  if (process.argv.includes('--only=products')) {
    printProducts(products);
    stop();
  }
  // issue 21: `--only=orders` measures basket/add and create-order on PostgreSQL alone
  const counterResult = onlyOrders ? undefined : await benchCounterOrders(base);
  const { basketResult, orderResult } = await benchOrdersOnPostgres(pgServer, apiServer, apiPort + 2);
  if (onlyOrders) {
    printOrders(basketResult, orderResult);
    stop();
  }
  const searchResult = await benchRestaurantSearch(pgServer).catch(
    unlessFailing('restaurant search not measured'),
  );
  // issue 7: 500 manager sockets on the (PGlite) API process, one order event to all
  const realtime = await benchRealtimeFanOut(base).catch(unlessFailing('realtime fan-out not measured'));
  // issue 17: 50 phones at one table, a claim on its bill to all of them
  const tableClaims = await benchTableClaimFanOut(base).catch(
    unlessFailing('table claim fan-out not measured'),
  );
  const bundle = firstLoadJs();
  const noLighthouse = process.argv.includes('--no-lighthouse');
  const lh = noLighthouse ? undefined : lighthouseMedian(`${base}/menu?lang=en`, 5);
  const slow3g = noLighthouse
    ? undefined
    : await firstCardOnSlow3g(`${base}/menu?lang=en`).catch(() => undefined);

  const results = benchResults({
    products,
    basketResult,
    orderResult,
    counterResult,
    searchResult,
    realtime,
    tableClaims,
    bundle,
    lh,
    slow3g,
  });
  printResults(results, { searchResult, realtime, tableClaims, lh, slow3g });
  writeResults(root, results);
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
}
