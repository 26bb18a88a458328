// Issue 19 budget: GET /api/restaurant answers within p95 ≤ 50 ms with 10,000 restaurants and
// 100,000 postal-code areas in PostgreSQL. Seeds a fresh database with generate_series (a few
// seconds), starts the built API on it and asks for random postal codes from concurrent
// clients. `npm run bench` runs it as one section; `node scripts/bench.mjs --only=search` alone.
import { readFileSync } from 'node:fs';
import { createBenchDatabase, publicToken, startProcess, waitFor } from './support.mjs';

const restaurants = 10_000;
const areasPerRestaurant = 10;
/** distinct postal codes: each is served by about 20 restaurants */
const postalCodes = 5_000;
/** concurrent clients of the load phases; a single client measures the latency without queueing */
const concurrency = 10;
const port = Number(process.env.BENCH_SEARCH_PORT ?? 3314);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The bench restaurants: every 50th inactive, three kinds of opening hours, half of them rated. */
async function seed(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('begin');
    await client.query(
      `insert into restaurants (slug, name, postal_code, time_zone, currency, default_lang, active, cuisine)
       select 'search-bench-' || i, 'Bench Kitchen ' || i, (10000 + i % $2)::text, 'Europe/Berlin', 'EUR', 'de',
              i % 50 <> 0, jsonb_build_object('en', 'Cuisine ' || i % 12)
       from generate_series(1, $1::int) as i`,
      [restaurants, postalCodes],
    );
    await client.query(
      `create temporary table bench_ids on commit drop as
       select id, row_number() over (order by id)::int as n from restaurants where slug like 'search-bench-%'`,
    );
    await client.query(
      `insert into delivery_areas (restaurant_id, postal_code, shipping_price, minimum_order_value)
       select id, (10000 + (n * 7 + j * 131) % $2)::text, 100 + j * 50, 1000 + j * 100
       from bench_ids, generate_series(0, $1::int - 1) as j`,
      [areasPerRestaurant, postalCodes],
    );
    await client.query(
      `insert into opening_hours (restaurant_id, delivery_type, weekday, open_at, close_at)
       select id, type, weekday,
              (array['10:00', '11:30', '17:00'])[n % 3 + 1], (array['22:00', '14:30', '23:00'])[n % 3 + 1]
       from bench_ids, unnest(array['delivery', 'pickup', 'here']) as type, generate_series(0, 6) as weekday`,
    );
    await client.query(
      `insert into testimonials (restaurant_id, author_name, rating)
       select id, 'Bench guest', 1 + (n + k) % 5 from bench_ids, generate_series(1, 3) as k where n % 2 = 0`,
    );
    await client.query('commit');
    await client.query('analyze');
    const [{ count }] = (await client.query('select count(*)::int as count from delivery_areas')).rows;
    return { seedSeconds: Number(((Date.now() - started) / 1000).toFixed(1)), areas: count };
  } finally {
    await client.end();
  }
}

/** Concurrent clients asking for random postal codes for `seconds`; latencies of every answer. */
async function measure(base, token, deliveryType, seconds, clients = concurrency) {
  const latencies = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const postalCode = 10000 + Math.floor(Math.random() * postalCodes);
      const started = performance.now();
      const response = await fetch(
        `${base}/api/restaurant?postalCode=${postalCode}&deliveryType=${deliveryType}&limit=20&lang=en`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  const round = (ms) => Number(ms.toFixed(1));
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    non200: failures,
  };
}

/** CPU time (user + system, ms) a process has used so far; undefined where /proc is missing. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * The API's CPU time per search, one request after the other: unlike the latencies, it hardly
 * moves when other work shares the machine, so before/after comparisons hold on a busy machine.
 */
async function cpuPerSearch(base, token, pid, requests = 400) {
  const before = cpuMsOf(pid);
  if (before === undefined) return null;
  for (let i = 0; i < requests; i += 1) {
    const postalCode = 10000 + ((i * 37) % postalCodes);
    const response = await fetch(
      `${base}/api/restaurant?postalCode=${postalCode}&deliveryType=delivery&limit=20&lang=en`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    await response.arrayBuffer();
  }
  return Number(((cpuMsOf(pid) - before) / requests).toFixed(2));
}

export async function benchRestaurantSearch(pgServer, seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  const database = await createBenchDatabase(pgServer);
  const api = startProcess('node', ['apps/api/dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    // the API migrates the empty database at start; the bench rows come after
    await waitFor(`${base}/api/health`);
    const seeded = await seed(database.url);
    const token = await publicToken(base);
    await measure(base, token, 'delivery', 2); // warm-up
    const delivery = await measure(base, token, 'delivery', seconds);
    const pickup = await measure(base, token, 'pickup', Math.max(2, Math.round(seconds / 2)));
    const single = await measure(base, token, 'delivery', Math.max(2, Math.round(seconds / 2)), 1);
    const cpuMsPerSearch = await cpuPerSearch(base, token, api.pid);
    return { restaurants, ...seeded, concurrency, delivery, pickup, single, cpuMsPerSearch };
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await database.drop();
  }
}

export function printSearchResults(search, line) {
  line(
    `GET restaurant search, ${search.restaurants} restaurants / ${search.areas} areas (req/s)`,
    search.delivery.rps,
    `${search.concurrency} clients`,
  );
  line(
    '  delivery p50 / p95 / p99',
    `${search.delivery.p50Ms}/${search.delivery.p95Ms}/${search.delivery.p99Ms} ms`,
    'p95 ≤ 50 ms',
  );
  line(
    '  pickup p50 / p95 / p99',
    `${search.pickup.p50Ms}/${search.pickup.p95Ms}/${search.pickup.p99Ms} ms`,
    'p95 ≤ 50 ms',
  );
  line('  delivery, one client p50 / p95', `${search.single.p50Ms}/${search.single.p95Ms} ms`, 'p95 ≤ 50 ms');
  line(
    '  non-200 answers (each phase)',
    `${search.delivery.non200}/${search.pickup.non200}/${search.single.non200}`,
    '0',
  );
  if (search.cpuMsPerSearch !== null)
    line('  API CPU per search (one client)', `${search.cpuMsPerSearch} ms`, 'steady under load');
  line('  seeding with generate_series', `${search.seedSeconds} s`, '');
}
