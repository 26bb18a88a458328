import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ErrorBody,
  patchSettings,
  postAs,
  readableMail,
  restaurantIdOf,
  startSmtpPeer,
} from '../../test/engagement-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * SPEC §7 GET api/restaurant/tables, POST api/restaurant/reserve-table. The clock stands on
 * Friday 2026-05-08, 18:00 in Berlin; Olive & Linde seats guests on Fridays 12:00-15:00 and
 * 17:00-01:00, at T1, T2 (2 seats), T3, T4 (4), T5 (6); T6 (8) is not bookable.
 */

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ctx: TestContext;
let olive: number;
let sakura: number;
let tableIds: Record<string, number>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, LOG_LEVEL: 'fatal' });
  olive = await restaurantIdOf(ctx, 'olive-linde');
  sakura = await restaurantIdOf(ctx, 'sakura-ramen');
  const rows = await ctx.deps.db.select().from(schema.tables).where(eq(schema.tables.restaurantId, olive));
  tableIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-05-08T16:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** every test books on a day of its own, so bookings of one do not take another's tables */
const guest = (date: string, extra: Record<string, unknown> = {}) => ({
  restaurantId: olive,
  adults: 2,
  children: 0,
  date,
  time: '19:30',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '0301234567',
  ...extra,
});
const reserve = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postAs(ctx, '/api/restaurant/reserve-table', payload, headers);
const fieldsOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().errors;
const tablesAt = async (query: Record<string, string | number>) => {
  const response = await ctx.get('/api/restaurant/tables', { restaurantId: olive, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number; name: string; capacity: number }[] }>().data;
};

describe('GET /api/restaurant/tables', () => {
  it('lists the bookable tables with their seats', async () => {
    expect(await tablesAt({})).toEqual(
      ['T1', 'T2', 'T3', 'T4', 'T5'].map((name) => ({
        id: tableIds[name],
        name,
        capacity: { T1: 2, T2: 2, T3: 4, T4: 4, T5: 6 }[name],
      })),
    );
  });

  it('leaves out the tables booked at a date and time', async () => {
    const booked = await reserve(guest('2026-05-09', { tableId: tableIds.T3, time: '19:00' }));
    expect(booked.statusCode, booked.body).toBe(200);
    const names = async (time: string) =>
      (await tablesAt({ date: '2026-05-09', time })).map((table) => table.name);
    expect(await names('20:30')).not.toContain('T3');
    expect(await names('17:30')).not.toContain('T3');
    expect(await names('21:00')).toContain('T3');
    expect(await names('16:59')).toContain('T3');
  });

  it('answers 403 where table reservation is off', async () => {
    const response = await ctx.get('/api/restaurant/tables', { restaurantId: sakura });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message.body).toBe('Table reservation is not available.');
  });
});

describe('POST /api/restaurant/reserve-table', () => {
  it('books the smallest table that seats everyone and confirms by e-mail to guest and restaurant', async () => {
    const response = await reserve(
      guest('2026-05-08', { adults: 2, children: 1, comment: 'Window seat, please', allergies: 'Sesame' }),
      { 'accept-language': 'de' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Record<string, unknown>; message: { body: string; code: string } }>();
    expect(body.data).toMatchObject({
      table: 'T3',
      date: '2026-05-08',
      time: '19:30',
      adults: 2,
      children: 1,
    });
    expect(body.message).toMatchObject({ code: 'table_booked', body: 'Der Tisch wurde reserviert.' });
    const [row] = await ctx.deps.db
      .select()
      .from(schema.reservations)
      .where(eq(schema.reservations.id, body.data.id as number));
    expect(row).toMatchObject({
      restaurantId: olive,
      tableId: tableIds.T3,
      durationMinutes: 120,
      comment: 'Window seat, please',
      allergies: 'Sesame',
      company: null,
    });
    // mails of earlier bookings may still arrive: these two are told apart by the comment
    const ours = () =>
      smtp.received
        .map((mail) => ({ to: mail.to, text: readableMail(mail.raw) }))
        .filter((mail) => mail.text.includes('Window seat, please'));
    await vi.waitFor(() => expect(ours()).toHaveLength(2), { timeout: 5000 });
    const mails = ours();
    const toGuest = mails.find((mail) => mail.to.includes('ada@example.org'));
    // issue 15: date and time spelt in the guest's language
    expect(toGuest?.text).toContain('Ihr Tisch bei Olive & Linde am Fr., 8. Mai um 19:30');
    expect(toGuest?.text).toContain('Allergien: Sesame');
    const toRestaurant = mails.find((mail) => mail.to.includes('hallo@olive-linde.demo'));
    expect(toRestaurant?.text).toContain('Neue Tischreservierung');
    expect(toRestaurant?.text).toContain('Ada Lovelace, ada@example.org, 0301234567');
  });

  it('accepts the payload of SPEC §7: people instead of adults and children', async () => {
    const { adults: _adults, children: _children, ...rest } = guest('2026-05-10');
    const response = await reserve({ ...rest, people: '5', time: '20:00' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      table: 'T5',
      adults: 5,
      children: 0,
    });
  });

  it('refuses a time in the past', async () => {
    for (const [date, time] of [
      ['2026-05-08', '18:00'],
      ['2026-05-08', '12:30'],
      ['2026-05-07', '19:30'],
    ]) {
      const response = await reserve(guest(date!, { time }));
      expect(response.statusCode, `${date} ${time}`).toBe(422);
      expect(fieldsOf(response)).toEqual({ time: ['The reservation time is in the past.'] });
    }
  });

  it('refuses times outside the eat-in hours or inside a closure, and too far ahead', async () => {
    const gap = await reserve(guest('2026-05-15', { time: '16:00' }));
    expect(fieldsOf(gap)).toEqual({ time: ['The restaurant is not open at the desired time.'] });
    const late = await reserve(guest('2026-05-09', { time: '01:00' }));
    expect(fieldsOf(late)).toEqual({ time: ['The restaurant is not open at the desired time.'] });
    const afterMidnight = await reserve(guest('2026-05-09', { time: '00:30', tableId: tableIds.T1 }));
    expect(afterMidnight.statusCode, afterMidnight.body).toBe(200);
    const far = await reserve(guest('2026-08-07'));
    expect(fieldsOf(far)).toEqual({ date: ['Tables can be booked at most 90 days ahead.'] });
    vi.setSystemTime(new Date('2026-12-20T12:00:00Z'));
    const christmas = await reserve(guest('2026-12-25'));
    expect(fieldsOf(christmas)).toEqual({ time: ['The restaurant is not open at the desired time.'] });
  });

  it('refuses more guests than the table seats, or than any table seats (not a matter of time)', async () => {
    const small = await reserve(guest('2026-05-11', { tableId: tableIds.T1, adults: 2, children: 1 }));
    expect(fieldsOf(small)).toEqual({ tableId: ['This table seats only 2 people.'] });
    // the largest bookable table seats 6: another time would not help
    const many = await reserve(guest('2026-05-11', { adults: 5, children: 2 }));
    expect(fieldsOf(many)).toEqual({ people: ['We have no table for 7 people. Please call us to book.'] });
    const none = await reserve(guest('2026-05-11', { adults: 0, children: 0 }));
    expect(fieldsOf(none)).toEqual({ people: ['Please choose at least one person.'] });
    const notBookable = await reserve(guest('2026-05-11', { tableId: tableIds.T6 }));
    expect(notBookable.statusCode).toBe(404);
    expect(notBookable.json<ErrorBody>().message.body).toBe('The table does not exist.');
  });

  it('never books a table twice for overlapping times', async () => {
    const first = await reserve(guest('2026-05-12', { tableId: tableIds.T5, time: '19:00' }));
    expect(first.statusCode).toBe(200);
    const overlapping = await reserve(guest('2026-05-12', { tableId: tableIds.T5, time: '20:45' }));
    expect(overlapping.statusCode).toBe(422);
    expect(fieldsOf(overlapping)).toEqual({
      tableId: ['This table is already booked at that time. Please choose another table or time.'],
    });
    const earlier = await reserve(guest('2026-05-12', { tableId: tableIds.T5, time: '17:15' }));
    expect(earlier.statusCode).toBe(422);
    expect((await reserve(guest('2026-05-12', { tableId: tableIds.T5, time: '21:00' }))).statusCode).toBe(
      200,
    );
    // without a table the next free one that seats the party is taken
    const auto = await reserve(guest('2026-05-12', { adults: 5, time: '20:00' }));
    expect(auto.statusCode).toBe(422);
    expect(fieldsOf(auto)).toEqual({ time: ['The capacity is full.'] });
  });

  it('answers 422 per field for missing or bad input (the form shows "Fields marked with ( * ) are required.")', async () => {
    const missing = await reserve({ restaurantId: olive });
    expect(missing.statusCode).toBe(422);
    expect(fieldsOf(missing)).toEqual({
      date: ['The date field is required.'],
      time: ['The time field is required.'],
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      phone: ['The phone field is required.'],
    });
    const bad = await reserve(
      guest('2026-05-13', {
        date: '2026-02-30',
        time: '25:00',
        email: 'nope',
        phone: 'abc',
        adults: -1,
        children: 'two',
        birthday: '1990-13-01',
      }),
    );
    expect(Object.keys(fieldsOf(bad) ?? {}).sort()).toEqual([
      'adults',
      'birthday',
      'children',
      'date',
      'email',
      'phone',
      'time',
    ]);
  });

  it('is refused where table reservation is off or a ticketing system runs', async () => {
    const sakuraGuest = guest('2026-05-13', { restaurantId: sakura });
    expect((await reserve(sakuraGuest)).statusCode).toBe(403);
    await patchSettings(ctx, olive, { ticketingSystem: true });
    try {
      expect((await reserve(guest('2026-05-13'))).statusCode).toBe(403);
    } finally {
      await patchSettings(ctx, olive, { ticketingSystem: false });
    }
  });

  it("does not book another restaurant's table", async () => {
    await patchSettings(ctx, sakura, { reservation_table: true });
    const [sakuraTable] = await ctx.deps.db
      .insert(schema.tables)
      .values({ restaurantId: sakura, name: 'S1', capacity: 4 })
      .returning();
    try {
      const response = await reserve(guest('2026-05-13', { tableId: sakuraTable!.id }));
      expect(response.statusCode).toBe(404);
      const listed = await ctx.get('/api/restaurant/tables', { restaurantId: sakura });
      expect(listed.json<{ data: { name: string }[] }>().data.map((table) => table.name)).toEqual(['S1']);
    } finally {
      await patchSettings(ctx, sakura, { reservation_table: false });
    }
  });
});

describe('concurrent bookings (PostgreSQL: real row locks)', () => {
  it('gives a table to one of many guests asking for it at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        reserve(
          guest('2026-05-20', { tableId: tableIds.T4, time: i % 2 ? '19:00' : '20:00', name: `Guest ${i}` }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.statusCode !== 200)) {
      expect(answer.statusCode).toBe(422);
      expect(fieldsOf(answer)?.tableId).toBeDefined();
    }
    const rows = await ctx.deps.db
      .select()
      .from(schema.reservations)
      .where(eq(schema.reservations.date, '2026-05-20'));
    expect(rows).toHaveLength(1);
  });

  it('books each of the five tables once when more parties than tables arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => reserve(guest('2026-05-21', { adults: 2, name: `Party ${i}` }))),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const rows = await ctx.deps.db
      .select()
      .from(schema.reservations)
      .where(eq(schema.reservations.date, '2026-05-21'));
    expect(new Set(rows.map((row) => row.tableId)).size).toBe(5);
  });
});
