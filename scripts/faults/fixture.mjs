// The database of one `npm run faults` run: created with a random name on the PostgreSQL
// server, seeded by the API's first start, then made into a fixture with scarce resources
// (finite stock, a voucher limit, capped slots) so that crashes have something to get wrong.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function createRunDatabase(serverUrl) {
  const name = `tavola_faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** 'YYYY-MM-DD' of tomorrow in the restaurant's zone: always bookable, whatever the hour now. */
function tomorrowIn(timeZone) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + 86_400_000));
}

/**
 * Olive & Linde after the seed, prepared for the run: pickup around the clock and no closing
 * days (checkouts work at any hour), `slotCapacity` orders per 15-minute slot over `slotCount`
 * slots of tomorrow, finite stock on three simple products, a usage limit on WELCOME10.
 */
export async function prepareFixture(databaseUrl, { slotCapacity, slotCount, stock, voucherLimit }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: restaurants } = await db.query(
      `select id, time_zone from restaurants where slug = 'olive-linde'`,
    );
    const olive = restaurants[0];
    await db.query('delete from opening_hours where restaurant_id = $1', [olive.id]);
    await db.query('delete from close_times where restaurant_id = $1', [olive.id]);
    await db.query(
      `insert into opening_hours (restaurant_id, delivery_type, weekday, open_at, close_at)
       select $1, 'pickup', weekday, '00:00', '24:00' from generate_series(0, 6) as weekday`,
      [olive.id],
    );
    await db.query(
      `update restaurants set settings = settings || jsonb_build_object('slot_capacity', $2::int) where id = $1`,
      [olive.id, slotCapacity],
    );
    // products a guest adds with one click: no options, packages, dates or time limits
    const { rows: simple } = await db.query(
      `select p.id, p.price, p.name->>'en' as name from products p
       where p.restaurant_id = $1 and p.active and not p.is_package and not p.ask_name and not p.ask_date
         and p.end_date is null and 'pickup' = any(p.delivery_types) and p.stock is null and p.price >= 300
         and not exists (select 1 from happy_hours h where h.product_id = p.id)
         and not exists (select 1 from product_attribute_items a where a.product_id = p.id)
         and not exists (select 1 from break_pattern_products b where b.product_id = p.id)
       order by p.id limit 6`,
      [olive.id],
    );
    if (simple.length < 6) throw new Error(`only ${simple.length} simple products in the demo menu`);
    const limited = simple.slice(0, 3).map((product) => ({ ...product, stock }));
    for (const product of limited) {
      await db.query('update products set stock = $2 where id = $1', [product.id, stock]);
    }
    const { rows: vouchers } = await db.query(
      `update vouchers set usage_limit = $2, used_count = 0 where restaurant_id = $1 and code = 'WELCOME10'
       returning id, code, minimum_order_value`,
      [olive.id, voucherLimit],
    );
    const day = tomorrowIn(olive.time_zone);
    const slots = Array.from({ length: slotCount }, (_, index) => {
      const minutes = 10 * 60 + index * 15;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return `${day} ${time}`;
    });
    return {
      restaurantId: olive.id,
      limited,
      unlimited: simple.slice(3),
      voucher: { ...vouchers[0], limit: voucherLimit },
      slots,
      slotCapacity,
    };
  } finally {
    await db.end();
  }
}
