// What must hold in the database after any number of kill -9s, retries and restarts: an order
// is there complete or not at all, and what orders took (stock, voucher uses, slot places)
// matches the orders that hold it; no payment is lost, no Idempotency-Key ordered twice.
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the payment jobs have done their part after the last restart: every online order
 * has its payment, and every demo payment the guest decided has followed the decision.
 */
export async function waitForReconciliation(databaseUrl, timeoutMs) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    for (;;) {
      const { rows } = await db.query(`
        select
          (select count(*)::int from orders o where o.is_online_payment
             and not exists (select 1 from payments p where p.order_id = o.id)) as unstarted,
          (select count(*)::int from payments p join demo_payment_sessions s on s.id::text = p.provider_payment_id
             where p.provider = 'demo' and p.state = 'open' and s.outcome is not null) as undecided`);
      const waiting = rows[0];
      if ((waiting.unstarted === 0 && waiting.undecided === 0) || Date.now() - started > timeoutMs)
        return { ...waiting, seconds: (Date.now() - started) / 1000 };
      await sleep(1000);
    }
  } finally {
    await db.end();
  }
}

export async function checkInvariants(databaseUrl, fixture, outcomes) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const checks = [];
  const check = (name, failures) => checks.push({ name, ok: failures.length === 0, failures });
  try {
    const { rows: orders } = await db.query(
      `select o.*,
        (select count(*)::int from order_products l where l.order_id = o.id) as lines,
        (select count(*)::int from payments p where p.order_id = o.id) as payments
       from orders o where o.restaurant_id = $1`,
      [fixture.restaurantId],
    );
    const live = orders.filter((order) => !order.resources_released);

    check(
      'every order complete: lines, and a payment row when paid online',
      orders.flatMap((order) => {
        const problems = [];
        if (order.lines === 0) problems.push(`order ${order.id} has no lines`);
        if (order.is_online_payment && order.payments === 0)
          problems.push(`online order ${order.id} has no payment row`);
        if (!order.is_online_payment && order.payment_state !== 'on_site')
          problems.push(`cash order ${order.id} is ${order.payment_state}`);
        return problems;
      }),
    );

    const keys = new Map();
    for (const order of orders)
      keys.set(order.idempotency_key, [...(keys.get(order.idempotency_key) ?? []), order.id]);
    check(
      'no two orders share an Idempotency-Key',
      [...keys].filter(([, ids]) => ids.length > 1).map(([key, ids]) => `${key}: orders ${ids.join(', ')}`),
    );

    const byKey = new Map(orders.map((order) => [order.idempotency_key, order]));
    check(
      'every order a guest was told about exists, under that id',
      outcomes
        .filter((outcome) => outcome.status === 'created')
        .filter((outcome) => byKey.get(outcome.plan.idempotencyKey)?.id !== outcome.orderId)
        .map(
          (outcome) =>
            `key ${outcome.plan.idempotencyKey}: told ${outcome.orderId}, found ${byKey.get(outcome.plan.idempotencyKey)?.id}`,
        ),
    );
    const planned = new Set(outcomes.map((outcome) => outcome.plan.idempotencyKey));
    check(
      'no order nobody asked for',
      orders.filter((order) => !planned.has(order.idempotency_key)).map((order) => `order ${order.id}`),
    );

    const stockProblems = [];
    for (const product of fixture.limited) {
      const { rows } = await db.query('select stock from products where id = $1', [product.id]);
      const ordered = (
        await db.query(
          `select coalesce(sum(l.quantity), 0)::int as units from order_products l join orders o on o.id = l.order_id
           where l.product_id = $1 and not o.resources_released`,
          [product.id],
        )
      ).rows[0].units;
      const taken = product.stock - rows[0].stock;
      if (taken !== ordered || rows[0].stock < 0)
        stockProblems.push(
          `${product.name}: stock ${product.stock} → ${rows[0].stock} (taken ${taken}), ordered ${ordered}`,
        );
    }
    check('stock taken = units ordered (orders whose payment failed gave theirs back)', stockProblems);

    const { rows: vouchers } = await db.query('select used_count from vouchers where id = $1', [
      fixture.voucher.id,
    ]);
    const voucherOrders = live.filter(
      (order) => order.voucher_id === fixture.voucher.id && order.discount > 0,
    ).length;
    check(
      'voucher used_count = orders using it, within its limit',
      vouchers[0].used_count === voucherOrders && voucherOrders <= fixture.voucher.limit
        ? []
        : [`used_count ${vouchers[0].used_count}, orders ${voucherOrders}, limit ${fixture.voucher.limit}`],
    );

    const { rows: usage } = await db.query(
      "select slot_start, used from slot_usage where restaurant_id = $1 and kind = 'delivery'",
      [fixture.restaurantId],
    );
    const perSlot = new Map();
    for (const order of live) {
      if (!order.slot_start) continue;
      const key = order.slot_start.toISOString();
      perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
    }
    const slotProblems = [];
    for (const row of usage) {
      const key = row.slot_start.toISOString();
      const count = perSlot.get(key) ?? 0;
      if (row.used !== count || row.used > fixture.slotCapacity)
        slotProblems.push(`${key}: used ${row.used}, orders ${count}`);
      perSlot.delete(key);
    }
    for (const [key, count] of perSlot) slotProblems.push(`${key}: ${count} orders, no usage row`);
    check(`slot usage = orders per slot, at most ${fixture.slotCapacity}`, slotProblems);

    const { rows: decided } = await db.query(
      `select p.order_id, p.state, s.outcome, o.payment_state from payments p
       join demo_payment_sessions s on s.id::text = p.provider_payment_id
       join orders o on o.id = p.order_id
       where p.provider = 'demo' and s.outcome is not null`,
    );
    check(
      'no payment lost: each decided demo payment settled as decided',
      decided
        .filter((row) => row.state !== row.outcome || row.payment_state !== row.outcome)
        .map(
          (row) =>
            `order ${row.order_id}: decided ${row.outcome}, payment ${row.state}, order ${row.payment_state}`,
        ),
    );
    return { checks, orders };
  } finally {
    await db.end();
  }
}
