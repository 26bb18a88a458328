#!/usr/bin/env node
// `npm run faults` (issue 14; not part of `npm test`, takes a few minutes): the built API on a
// fresh PostgreSQL database takes storefront checkouts while it is killed with SIGKILL at random
// moments and started again; clients retry what was in flight with the same Idempotency-Key.
// Afterwards, and after one more restart, the database must hold every order complete or not
// at all, and stock, voucher uses, slots and payments must match the orders. With
// --restart-postgres it also restarts the local (shared!) PostgreSQL server under load.
// Exits non-zero when an invariant breaks. Settings: FAULTS_DATABASE_URL (the server),
// FAULTS_PORT (3411), FAULTS_CHECKOUTS (100), FAULTS_KILLS (6), FAULTS_SEED.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiProcess } from './faults/api-process.mjs';
import { planCheckout, runCheckout } from './faults/checkout.mjs';
import { createRunDatabase, prepareFixture } from './faults/fixture.mjs';
import { createHttpClient, createStats } from './faults/http-client.mjs';
import { checkInvariants, waitForReconciliation } from './faults/invariants.mjs';
import { restartPostgresUnderLoad } from './faults/postgres-restart.mjs';

const root = resolve(import.meta.dirname, '..');
const settings = {
  server: process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  port: Number(process.env.FAULTS_PORT ?? 3411),
  checkouts: Number(process.env.FAULTS_CHECKOUTS ?? 100),
  kills: Number(process.env.FAULTS_KILLS ?? 6),
  seed: Number(process.env.FAULTS_SEED ?? Math.floor(Math.random() * 2 ** 31)),
  concurrency: 8,
  restartPostgres: process.argv.includes('--restart-postgres'),
};
const sleep = (ms) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** mulberry32: a small seeded generator, so FAULTS_SEED repeats a run's mix of checkouts */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

async function inParallel(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

const row = (label, value) => console.log(`  ${label.padEnd(40)} ${value}`);
const tally = (values) =>
  [...values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map())]
    .sort(([, a], [, b]) => b - a)
    .map(([value, count]) => `${value} ×${count}`)
    .join(', ') || '–';

async function main() {
  if (!existsSync(join(root, 'apps/api/dist/server.js'))) {
    console.error('No apps/api/dist/server.js: run `npm run build` first.');
    return 1;
  }
  const random = seeded(settings.seed);
  const database = await createRunDatabase(settings.server);
  const logFile = join(tmpdir(), `${database.name}.log`);
  console.log(`Faults run (seed ${settings.seed}): database ${database.name}, API on port ${settings.port}`);
  console.log(`  API output: ${logFile}`);
  const api = apiProcess({
    root,
    port: settings.port,
    logFile,
    env: {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '10',
      // tokens stay valid across restarts, as with several processes behind a balancer
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PAYMENT_RECONCILE_SECONDS: '2',
      WEB_DIST: '/nonexistent',
    },
  });
  try {
    await api.start();
    const fixture = await prepareFixture(database.url, {
      slotCapacity: 4,
      slotCount: 20,
      stock: 25,
      voucherLimit: 25,
    });
    await sleep(2500); // the restaurant and menu caches (≤ 2 s) forget the seed's settings
    const stats = createStats();
    const http = createHttpClient(api.base, stats);
    const plans = Array.from({ length: settings.checkouts }, () =>
      planCheckout(fixture, random, ['cash', 'demo']),
    );

    console.log(
      `\n▶ ${settings.checkouts} checkouts while the API is killed (SIGKILL) up to ${settings.kills} times`,
    );
    const started = Date.now();
    let checkoutsRunning = true;
    let kills = 0;
    const killer = (async () => {
      while (checkoutsRunning && kills < settings.kills) {
        await sleep(1500 + random() * 2500);
        if (!checkoutsRunning) break;
        await api.kill9();
        kills += 1;
        await sleep(100 + random() * 700);
        await api.start();
      }
    })();
    const outcomes = await inParallel(plans, settings.concurrency, (plan) =>
      runCheckout(http, fixture, plan),
    );
    checkoutsRunning = false;
    await killer;
    const checkoutSeconds = (Date.now() - started) / 1000;

    let restart;
    if (settings.restartPostgres) {
      console.log('\n▶ Restarting the local PostgreSQL server under load.');
      console.log(
        '  THIS RESTARTS THE SHARED SERVER: other runs against 127.0.0.1:5432 lose their connections.',
      );
      const token = (
        await http.request('POST', 'oauth/token', {
          body: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront' },
        })
      ).body.data.access_token;
      const duringPlans = Array.from({ length: 20 }, () => planCheckout(fixture, random, ['cash', 'demo']));
      const [measured, duringOutcomes] = await Promise.all([
        restartPostgresUnderLoad({ api, restaurantId: fixture.restaurantId, token }),
        inParallel(duringPlans, 4, (plan) => runCheckout(http, fixture, plan)),
      ]);
      restart = measured;
      outcomes.push(...duringOutcomes);
    }

    console.log('\n▶ One more kill -9 and start, then the payment jobs reconcile (grace 30 s)');
    await api.kill9();
    await api.start();
    const reconciliation = await waitForReconciliation(database.url, 120_000);
    const { checks, orders } = await checkInvariants(database.url, fixture, outcomes);
    checks.push({
      name: 'no answer 500 (or other 5xx than 503)',
      ok: stats.serverErrors.length === 0,
      failures: stats.serverErrors.map(
        (error) => `${error.method} ${error.path}: ${error.status} ${error.body.slice(0, 200)}`,
      ),
    });
    if (restart) {
      checks.push({
        name: 'PostgreSQL restart: no 500, the API lived, 200 again within 30 s',
        ok: restart.answered500 === 0 && restart.survived && (restart.recoverySeconds ?? Infinity) <= 30,
        failures: [JSON.stringify(restart)],
      });
    }

    const created = outcomes.filter((outcome) => outcome.status === 'created');
    console.log('\nResults');
    row('orders attempted', outcomes.length);
    row(
      'orders created (guests told)',
      `${created.length}  (${tally(created.map((outcome) => outcome.plan.paymentType))})`,
    );
    row('orders in the database', orders.length);
    row(
      'absent (refused / gave up)',
      `${outcomes.length - created.length}  (${outcomes.filter((o) => o.status === 'refused').length} / ${outcomes.filter((o) => o.status === 'gave_up').length})`,
    );
    row('refused because', tally(outcomes.filter((o) => o.status === 'refused').map((o) => o.code)));
    row('payment states', tally(orders.map((order) => `${order.payment_type} ${order.payment_state}`)));
    row('kills (SIGKILL) during checkouts', `${kills}, then 1 more before the checks`);
    row('checkout phase', `${checkoutSeconds.toFixed(1)} s`);
    row('requests / retried', `${stats.requests} / ${stats.retries}`);
    row(
      'answers by status',
      tally([...stats.byStatus].flatMap(([status, count]) => Array(count).fill(status))),
    );
    row('reconciliation waited', `${reconciliation.seconds.toFixed(1)} s`);
    if (restart) {
      console.log('\nPostgreSQL restart (shared server)');
      row('pg_ctlcluster restart took', `${restart.restartSeconds.toFixed(1)} s`);
      row(
        'probe answers 503 (service_unavailable)',
        `${restart.answered503} (${restart.answered503Envelope})`,
      );
      row(
        'probe answers 500 / other 4xx / none',
        `${restart.answered500} / ${restart.other} / ${restart.noAnswer}`,
      );
      row('slowest probe answer', `${restart.slowestMs} ms`);
      row('answers failed for', `${restart.failingSeconds.toFixed(1)} s`);
      row('200 again after the restart began', `${restart.recoverySeconds?.toFixed(1)} s`);
      row('health answers seen', restart.healthSeen.join(', '));
      row('API process survived', restart.survived ? 'yes' : 'NO');
    } else {
      console.log(
        '\n(PostgreSQL restart phase skipped: `npm run faults -- --restart-postgres` restarts the shared server)',
      );
    }
    console.log('\nInvariants');
    for (const result of checks) {
      console.log(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name}`);
      if (!result.ok) for (const failure of result.failures.slice(0, 8)) console.log(`          ${failure}`);
    }
    const broken = checks.filter((result) => !result.ok).length;
    console.log(broken ? `\n${broken} invariant(s) broken.` : '\nAll invariants hold.');
    return broken ? 1 : 0;
  } finally {
    await api.stop();
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
