#!/usr/bin/env node
// Issue 17: a claim on a table's bill reaches every phone at the table. 50 phones (sockets said
// hello as the table's bill) listen; a guest claims a part again and again; measured from the
// claim's request being sent to each socket receiving its `table.payment` 'claimed' event (so
// it includes the claim's locked transaction, the demo payment's start, the publish and the
// fan-out). `npm run bench` runs it against its PGlite API process;
// `node scripts/bench/table-claims.mjs` starts one of its own from apps/api/dist (build first).
import WebSocket from 'ws';
import { latencySummary, withOwnApi } from './support.mjs';

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function guestToken(base) {
  const answer = await json(
    await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'storefront',
        client_secret: 'storefront',
      }),
    }),
  );
  return answer.data.access_token;
}

export async function benchTableClaimFanOut(base, { phones = 50, rounds = 20, tableName = 'T1' } = {}) {
  const login = await json(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'manager@olive-linde.demo',
        password: 'demo-manager-2026',
        manager: true,
      }),
    }),
  );
  const manager = { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json' };
  const restaurantId = (await json(await fetch(`${base}/api/managers/restaurant`, { headers: manager })))
    .data[0].id;
  const tables = (
    await json(await fetch(`${base}/api/managers/tables?restaurantId=${restaurantId}`, { headers: manager }))
  ).data;
  const table = tables.find((entry) => entry.name === tableName) ?? tables[0];
  // the table's bill, with something on it to claim (the restaurant adds it: no orders needed)
  const bill = (
    await json(
      await fetch(`${base}/api/table-payments/create`, {
        method: 'POST',
        headers: manager,
        body: JSON.stringify({
          restaurantId,
          tableId: table.id,
          externalBasketItems: [{ name: 'Bench dinner', price: 1_000_000, quantity: 1 }],
        }),
      }),
    )
  ).data;
  const tablePaymentId = bill.tablePaymentId;

  const url = `${base.replace(/^http/, 'ws')}/api/realtime`;
  let current; // { sent, arrivals[] } of the claim in flight
  const clients = [];
  await Promise.all(
    Array.from(
      { length: phones },
      () =>
        new Promise((resolvePromise, reject) => {
          const socket = new WebSocket(url);
          clients.push(socket);
          socket.on('open', () =>
            socket.send(JSON.stringify({ type: 'table', restaurantId, tablePaymentId })),
          );
          socket.on('error', reject);
          socket.on('message', (data) => {
            const message = JSON.parse(String(data));
            if (message.type === 'ready') resolvePromise();
            else if (message.type === 'table.payment' && message.action === 'claimed')
              current?.arrivals.push(performance.now());
          });
        }),
    ),
  );

  const guest = { authorization: `Bearer ${await guestToken(base)}`, 'content-type': 'application/json' };
  const claim = () =>
    fetch(`${base}/api/table-payments/events`, {
      method: 'POST',
      headers: guest,
      body: JSON.stringify({
        restaurantId,
        tablePaymentId,
        action: 'amount',
        amount: 100,
        paymentType: 'demo',
      }),
    }).then(json);
  const wait = async (entry) => {
    const deadline = performance.now() + 5000;
    while (entry.arrivals.length < phones && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
  };
  // warm-up: two claims, not measured
  for (let i = 0; i < 2; i++) {
    current = { sent: performance.now(), arrivals: [] };
    await claim();
    await wait(current);
  }
  const latencies = [];
  let missing = 0;
  for (let i = 0; i < rounds; i++) {
    const entry = { sent: performance.now(), arrivals: [] };
    current = entry;
    await claim();
    await wait(entry);
    missing += phones - entry.arrivals.length;
    for (const at of entry.arrivals) latencies.push(at - entry.sent);
  }
  current = undefined;
  for (const socket of clients) socket.close();
  return {
    phones,
    claims: rounds,
    missing,
    ...latencySummary(latencies),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await withOwnApi(Number(process.env.BENCH_PORT ?? 3205), async (base) => {
    const result = await benchTableClaimFanOut(base);
    console.log(
      `table claim event to ${result.phones} phones at one table: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms; ${result.missing} missing`,
    );
  });
}
