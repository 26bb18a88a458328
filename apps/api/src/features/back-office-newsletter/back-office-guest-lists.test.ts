import type { ContactMessagesPage, NewsletterPage, ReservationsDay } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 20 (back office): what guests left with the restaurant — newsletter subscribers (with
 * the CSV export), contact messages and table reservations — each kept to its restaurant.
 * The clock stands on Saturday 2026-05-09, 00:30 in Berlin (Friday 22:30 UTC).
 */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-05-08T22:30:00Z'));
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

const olive = (lang = 'en') => clientOf(ctx, f.oliveManager, lang);
const sakura = () => clientOf(ctx, f.sakuraManager);

describe('newsletter subscribers', () => {
  const addresses = [
    'jörg.müller@example.de',
    'سلام@example.org',
    '=HYPERLINK("http://evil.example","click")@x.org',
    'plain@example.org',
  ];
  let ids: number[];

  beforeAll(async () => {
    // rows the storefront's stricter check would refuse today (imported, or from older sign-ups)
    for (const email of addresses.slice(0, 3))
      await ctx.deps.db.insert(schema.newsletterSubscribers).values({ restaurantId: f.olive, email });
    // and one through the storefront's own sign-up, as guests do
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/create?${new URLSearchParams({ restaurantId: String(f.olive), email: addresses[3]! })}`,
      headers: { authorization: `Bearer ${await ctx.publicToken()}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    await ctx.deps.db
      .insert(schema.newsletterSubscribers)
      .values({ restaurantId: f.sakura, email: 'ramen@example.org' });
    const rows = await ctx.deps.db
      .select()
      .from(schema.newsletterSubscribers)
      .where(eq(schema.newsletterSubscribers.restaurantId, f.olive));
    ids = addresses.map((email) => rows.find((row) => row.email === email)!.id);
  });

  it('lists them newest first, a page at a time, and finds them by part of the address', async () => {
    const page = await olive().get<NewsletterPage>('managers/newsletter', {
      restaurantId: f.olive,
      per_page: 3,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.subscribers.map((row) => row.email)).toEqual(addresses.slice(1).reverse());
    expect(page.body.data.meta).toMatchObject({ total: 4, last_page: 2, from: 1, to: 3 });
    const second = await olive().get<NewsletterPage>('managers/newsletter', {
      restaurantId: f.olive,
      per_page: 3,
      page: 2,
    });
    expect(second.body.data.subscribers.map((row) => row.email)).toEqual([addresses[0]]);
    const found = await olive().get<NewsletterPage>('managers/newsletter', {
      restaurantId: f.olive,
      search: 'MÜLLER',
    });
    expect(found.body.data.subscribers.map((row) => row.email)).toEqual([addresses[0]]);
    // a % is looked for as itself, not as "anything"
    const percent = await olive().get<NewsletterPage>('managers/newsletter', {
      restaurantId: f.olive,
      search: '%',
    });
    expect(percent.body.data.meta.total).toBe(0);
  });

  it('exports them as CSV for Excel: BOM, header in the manager’s language, formulas kept as text', async () => {
    const response = await olive('de').get('managers/newsletter/export', { restaurantId: f.olive });
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.raw.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-olive-linde-2026-05-09.csv"',
    );
    const bytes = response.raw.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('E-Mail,Angemeldet am');
    expect(lines.slice(1, -1).map((line) => line.replace(/,\d{4}-\d\d-\d\d \d\d:\d\d$/, ''))).toEqual([
      'jörg.müller@example.de',
      'سلام@example.org',
      `"'=HYPERLINK(""http://evil.example"",""click"")@x.org"`,
      'plain@example.org',
    ]);
    // subscribed at 00:30 Berlin time, the restaurant's zone
    expect(lines[1]).toMatch(/,2026-05-09 00:3\d$/);
    expect(lines.at(-1)).toBe('');
    expect(bytes.toString('utf8')).not.toContain('ramen@example.org');
  });

  it('removes a subscriber; another restaurant’s manager can neither list, export nor remove', async () => {
    expect((await sakura().get('managers/newsletter', { restaurantId: f.olive })).status).toBe(403);
    expect((await sakura().get('managers/newsletter/export', { restaurantId: f.olive })).status).toBe(403);
    const foreign = await sakura().post('managers/newsletter/delete', { restaurantId: f.sakura, id: ids[3] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message.body).toBe('This subscriber does not exist.');
    const removed = await olive('ar').post('managers/newsletter/delete', {
      restaurantId: f.olive,
      id: ids[3],
    });
    expect(removed.body.message.body).toBe('تمت إزالة المشترك.');
    const left = await olive().get<NewsletterPage>('managers/newsletter', { restaurantId: f.olive });
    expect(left.body.data.meta.total).toBe(3);
    const own = await sakura().get<NewsletterPage>('managers/newsletter', { restaurantId: f.sakura });
    expect(own.body.data.subscribers.map((row) => row.email)).toEqual(['ramen@example.org']);
    // and the other way round: Olive's manager cannot remove Sakura's subscriber
    const ramen = own.body.data.subscribers[0]!.id;
    expect(
      (await olive().post('managers/newsletter/delete', { restaurantId: f.olive, id: ramen })).status,
    ).toBe(404);
    expect(
      (await olive().post('managers/newsletter/delete', { restaurantId: f.sakura, id: ramen })).status,
    ).toBe(403);
    expect(
      (await sakura().get<NewsletterPage>('managers/newsletter', { restaurantId: f.sakura })).body.data.meta
        .total,
    ).toBe(1);
  });

  it('answers bad parameters per field in four languages', async () => {
    const answers = await Promise.all(
      ['en', 'de', 'fr', 'ar'].map((lang) =>
        olive(lang).get('managers/newsletter', { restaurantId: f.olive, page: 0, search: 'x'.repeat(101) }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['page', 'search']);
    }
    const texts = answers.map((answer) => answer.body.errors!.search![0]);
    expect(new Set(texts).size).toBe(4);
    expect(
      (await clientOf(ctx, f.customerToken).get('managers/newsletter', { restaurantId: f.olive })).status,
    ).toBe(403);
  });
});

describe('contact messages', () => {
  let first: number;
  let second: number;
  let sakuraMessage: number;

  beforeAll(async () => {
    const rows = await ctx.deps.db
      .insert(schema.contactMessages)
      .values([
        { restaurantId: f.olive, name: 'Ada', email: 'ada@example.org', message: 'Do you cater weddings?' },
        {
          restaurantId: f.olive,
          name: '<b>Bob</b>',
          email: 'bob@example.org',
          phone: '030 1',
          message: 'Gluten free?',
          createdAt: new Date(Date.now() + 1000),
        },
        { restaurantId: f.sakura, name: 'Kenji', email: 'k@example.org', message: 'Ramen to go?' },
      ])
      .returning();
    [first, second, sakuraMessage] = [rows[0]!.id, rows[1]!.id, rows[2]!.id];
  });

  it('lists them newest first, unread, with what the guest typed verbatim', async () => {
    const list = await olive().get<ContactMessagesPage>('managers/contact-messages', {
      restaurantId: f.olive,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.unread).toBe(2);
    expect(list.body.data.messages.map((row) => [row.name, row.read])).toEqual([
      ['<b>Bob</b>', false],
      ['Ada', false],
    ]);
    expect(list.body.data.messages[0]).toMatchObject({ phone: '030 1', message: 'Gluten free?' });
  });

  it('marks one read and unread again', async () => {
    const read = await olive('fr').post<{ read: boolean }>('managers/contact-messages/read', {
      restaurantId: f.olive,
      id: first,
      read: true,
    });
    expect(read.body).toMatchObject({ data: { read: true }, message: { body: 'Marqué comme lu.' } });
    expect(
      (await olive().get<ContactMessagesPage>('managers/contact-messages', { restaurantId: f.olive })).body
        .data.unread,
    ).toBe(1);
    const unread = await olive().post('managers/contact-messages/read', {
      restaurantId: f.olive,
      id: first,
      read: false,
    });
    expect(unread.body.data).toMatchObject({ read: false });
    const bad = await olive('de').post('managers/contact-messages/read', { restaurantId: f.olive, id: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['id', 'read']);
  });

  it('keeps them to their restaurant and deletes one', async () => {
    const foreign = await sakura().post('managers/contact-messages/read', {
      restaurantId: f.sakura,
      id: second,
      read: true,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message.body).toBe('This message does not exist.');
    expect(
      (await sakura().post('managers/contact-messages/delete', { restaurantId: f.sakura, id: second }))
        .status,
    ).toBe(404);
    expect((await sakura().get('managers/contact-messages', { restaurantId: f.olive })).status).toBe(403);
    const [row] = await ctx.deps.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.id, second));
    expect(row!.readAt).toBeNull();
    // and the other way round: Olive's manager cannot touch Sakura's message
    expect(
      (
        await olive().post('managers/contact-messages/read', {
          restaurantId: f.olive,
          id: sakuraMessage,
          read: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await olive().post('managers/contact-messages/delete', { restaurantId: f.olive, id: sakuraMessage }))
        .status,
    ).toBe(404);
    const [kept] = await ctx.deps.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.id, sakuraMessage));
    expect(kept!.readAt).toBeNull();

    const deleted = await olive().post('managers/contact-messages/delete', {
      restaurantId: f.olive,
      id: second,
    });
    expect(deleted.body.message.body).toBe('The message has been deleted.');
    const list = await olive().get<ContactMessagesPage>('managers/contact-messages', {
      restaurantId: f.olive,
    });
    expect(list.body.data.messages.map((message) => message.id)).toEqual([first]);
  });
});

describe('reservations', () => {
  beforeAll(async () => {
    const tables = await ctx.deps.db
      .select()
      .from(schema.tables)
      .where(eq(schema.tables.restaurantId, f.olive));
    const [sakuraTable] = await ctx.deps.db
      .select()
      .from(schema.tables)
      .where(and(eq(schema.tables.restaurantId, f.sakura)));
    const booking = { durationMinutes: 120, email: 'g@example.org', phone: '030 2', children: 0 };
    await ctx.deps.db.insert(schema.reservations).values([
      {
        ...booking,
        restaurantId: f.olive,
        tableId: tables[1]!.id,
        date: '2026-05-09',
        time: '19:30',
        adults: 2,
        name: 'Late',
      },
      {
        ...booking,
        restaurantId: f.olive,
        tableId: tables[0]!.id,
        date: '2026-05-09',
        time: '12:00',
        adults: 3,
        children: 1,
        name: 'Early',
        allergies: 'nuts',
      },
      {
        ...booking,
        restaurantId: f.olive,
        tableId: tables[0]!.id,
        date: '2026-05-08',
        time: '23:00',
        adults: 2,
        name: 'Yesterday',
      },
      {
        ...booking,
        restaurantId: f.sakura,
        tableId: sakuraTable!.id,
        date: '2026-05-09',
        time: '18:00',
        adults: 2,
        name: 'Sakura guest',
      },
    ]);
  });

  it("lists today's bookings in the restaurant's zone, in time order, with the guests in all", async () => {
    // 22:30 UTC on the 8th is already the 9th in Berlin
    const today = await olive().get<ReservationsDay>('managers/reservations', { restaurantId: f.olive });
    expect(today.status).toBe(200);
    expect(today.body.data).toMatchObject({ date: '2026-05-09', time_zone: 'Europe/Berlin', guests: 6 });
    expect(today.body.data.reservations.map((row) => [row.time, row.until, row.name])).toEqual([
      ['12:00', '14:00', 'Early'],
      ['19:30', '21:30', 'Late'],
    ]);
    expect(today.body.data.reservations[0]).toMatchObject({ adults: 3, children: 1, allergies: 'nuts' });
    const before = await olive().get<ReservationsDay>('managers/reservations', {
      restaurantId: f.olive,
      date: '2026-05-08',
    });
    expect(before.body.data.reservations.map((row) => [row.name, row.until])).toEqual([
      ['Yesterday', '01:00'],
    ]);
  });

  it('answers a bad day per field and keeps restaurants apart', async () => {
    const bad = await olive('ar').get('managers/reservations', { restaurantId: f.olive, date: '2026-02-30' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['date']);
    expect((await sakura().get('managers/reservations', { restaurantId: f.olive })).status).toBe(403);
    const own = await sakura().get<ReservationsDay>('managers/reservations', {
      restaurantId: f.sakura,
      date: '2026-05-09',
    });
    expect(own.body.data.reservations.map((row) => row.name)).toEqual(['Sakura guest']);
  });
});
