// API throughput, a section of `npm run bench`: the storefront's products endpoint against a bare
// Fastify route in the same run on the same machine, and as a browser asks for it (compressed).
import { loadInTurns } from './load.mjs';
import { line } from './report-line.mjs';
import { publicToken } from './support.mjs';

/** The products of Olive & Linde's first category, as the storefront asks for them. */
export async function productsRequestOf(base) {
  const auth = { authorization: `Bearer ${await publicToken(base)}` };
  const info = await (
    await fetch(`${base}/api/restaurant/restaurant-by-slug?slug=olive-linde`, { headers: auth })
  ).json();
  const restaurantId = info.data.id;
  const categories = await (
    await fetch(`${base}/api/restaurant/category?restaurantId=${restaurantId}`, { headers: auth })
  ).json();
  const categoryId = categories.data[0].id;
  const url = `${base}/api/restaurant/products?restaurantId=${restaurantId}&categoryId=${categoryId}&lang=en`;
  return { url, auth };
}

/** Bare Fastify, the products endpoint and the same as a browser asks, measured in turns. */
export async function benchProducts({ url, auth }, bare, apiPid) {
  const [bareResult, productsResult, browserResult] = await loadInTurns([
    [bare.url, {}, bare.pid],
    [url, auth, apiPid],
    // issue 21: as a browser asks for it (Accept-Encoding), the compressed copy the menu cache keeps
    [url, { ...auth, 'accept-encoding': 'gzip, deflate, br' }, apiPid],
  ]);
  return { bareResult, productsResult, browserResult };
}

/** `--only=products`: the rates against bare Fastify's, with the CPU time per 1,000 answers. */
export function printProducts({ bareResult, productsResult, browserResult }) {
  const rps = (result) => Math.round(result.requests.average);
  const cpuLine = (label, result) =>
    line(
      label,
      `${result.cpuMsPer1000} ms`,
      `${Math.round((100 * bareResult.cpuMsPer1000) / result.cpuMsPer1000)} % of bare's speed`,
    );
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
}
