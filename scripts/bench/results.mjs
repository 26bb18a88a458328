// What `npm run bench` measured, as bench-results/latest.json keeps it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ordersPerSecond } from './create-order.mjs';

/** Every section's numbers in one record; a section that was not measured is null. */
export function benchResults({
  products: { bareResult, productsResult, browserResult },
  basketResult,
  orderResult,
  counterResult,
  searchResult,
  realtime,
  tableClaims,
  bundle,
  lh,
  slow3g,
}) {
  const ratio = productsResult.requests.average / bareResult.requests.average;
  return {
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
}

/** The record written where the README says (bench-results/latest.json). */
export function writeResults(root, results) {
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
}
