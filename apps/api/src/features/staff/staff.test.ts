import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 20 (decision 044): the owner invites managers by e-mail, changes their role or removes
 * them; a manager cannot touch payments or staff; every change lands in the activity list.
 */

interface Answer<T = unknown> {
  data: T;
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
  meta?: { current_page: number; last_page: number; total: number; time_zone: string };
}
type Entry = { kind: string; subject: string | null; who: { name: string; email: string }; at: string };
type Staff = {
  members: { manager_id: number; name: string; email: string; role: string; you: boolean }[];
  invitations: { id: number; email: string; role: string }[];
};

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
/** the invitation links mailed, by recipient */
const links = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
  const send = ctx.deps.mailer.send.bind(ctx.deps.mailer);
  vi.spyOn(ctx.deps.mailer, 'send').mockImplementation(async (message) => {
    const link = /https?:\/\/\S+\/manager\/invitation\/\S+/.exec(message.text)?.[0];
    if (link) links.set(message.to, link);
    return send(message);
  });
});
afterAll(() => ctx?.close());

const call = (token: string | undefined, lang = 'en') => ({
  get: async <T>(url: string, query: Record<string, string | number>) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.statusCode, body: response.json() as Answer<T> };
  },
  post: async <T>(url: string, payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
    return { status: response.statusCode, body: response.json() as Answer<T> };
  },
});
const guest = call(undefined);
const tokenOf = (email: string) => new URL(links.get(email)!).pathname.split('/').pop()!;
const login = async (email: string, password: string) =>
  (await guest.post<{ access_token: string }>('auth/login', { email, password, manager: true })).body.data
    .access_token;
const activity = async (token: string, restaurantId: number, query: Record<string, string | number> = {}) =>
  call(token).get<Entry[]>('managers/activity', { restaurantId, ...query });

describe('inviting a manager', () => {
  let nina: string;

  it('mails a single-use link; a second invitation replaces the first; the list shows it open', async () => {
    const owner = call(f.oliveManager);
    const first = await owner.post('managers/staff/invite', {
      restaurantId: f.olive,
      email: 'nina@example.org',
      role: 'manager',
    });
    expect(first.status).toBe(200);
    expect(first.body.message.body).toBe('The invitation is on its way to nina@example.org.');
    const firstToken = tokenOf('nina@example.org');
    expect(links.get('nina@example.org')).toContain('/manager/invitation/');

    await owner.post('managers/staff/invite', {
      restaurantId: f.olive,
      email: 'Nina@example.org',
      role: 'manager',
    });
    expect(tokenOf('Nina@example.org')).not.toBe(firstToken);
    expect((await guest.get('staff-invitations/show', { token: firstToken })).status).toBe(400);

    const staff = await owner.get<Staff>('managers/staff', { restaurantId: f.olive });
    expect(staff.body.data.invitations).toEqual([
      expect.objectContaining({ email: 'Nina@example.org', role: 'manager' }),
    ]);
    expect(staff.body.data.members).toEqual([
      expect.objectContaining({ email: 'manager@olive-linde.demo', role: 'owner', you: true }),
    ]);
    // the token is stored only as its hash
    const rows = await ctx.deps.db.select().from(schema.staffInvitations);
    expect(JSON.stringify(rows)).not.toContain(tokenOf('Nina@example.org'));
  });

  it('the link names the restaurant; a short password and a missing name are answered per field, in German', async () => {
    const token = tokenOf('Nina@example.org');
    const shown = await guest.get<{ restaurant: string; has_account: boolean }>('staff-invitations/show', {
      token,
    });
    expect(shown.body.data).toEqual({
      restaurant: 'Olive & Linde',
      email: 'Nina@example.org',
      role: 'manager',
      has_account: false,
    });
    const refused = await call(undefined, 'de').post('staff-invitations/accept', {
      token,
      password: 'short',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.name?.[0]).toMatch(/erforderlich/);
    expect(refused.body.errors?.password?.[0]).toMatch(/8/);
  });

  it('of two accepts of one link exactly one wins; the new manager logs in as a manager', async () => {
    const token = tokenOf('Nina@example.org');
    const answers = await Promise.all(
      ['first', 'second'].map(() =>
        guest.post('staff-invitations/accept', { token, name: 'Nina Petrova', password: 'correct horse 42' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.message.code).toBe('invitation_invalid');
    const accounts = await ctx.deps.db
      .select()
      .from(schema.managers)
      .where(eq(schema.managers.email, 'Nina@example.org'));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.passwordHash).toMatch(/^\$argon2id\$/);

    nina = await login('nina@example.org', 'correct horse 42');
    const restaurants = await call(nina).get<{ id: number; role: string }[]>('managers/restaurant', {});
    expect(restaurants.body.data).toEqual([expect.objectContaining({ id: f.olive, role: 'manager' })]);
  });

  it('a manager cannot read or change payment methods, credentials or staff (403, four languages); vouchers they may', async () => {
    const expected = {
      en: 'Only an owner of this restaurant can do this.',
      de: 'Nur eine Inhaberin oder ein Inhaber dieses Restaurants kann das tun.',
      fr: 'Seul un propriétaire de ce restaurant peut faire cela.',
      ar: 'لا يستطيع القيام بهذا إلا مالك هذا المطعم.',
    };
    for (const [lang, body] of Object.entries(expected)) {
      const refused = await call(nina, lang).post('managers/payment-methods', {
        restaurantId: f.olive,
        methods: ['cash'],
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message.body).toBe(body);
    }
    const manager = call(nina);
    const refusals = await Promise.all([
      manager.get('managers/payment-methods', { restaurantId: f.olive }),
      manager.post('managers/payment-credentials', {
        restaurantId: f.olive,
        provider: 'mollie',
        apiKey: `test_${'k'.repeat(30)}`,
      }),
      manager.post('managers/payment-credentials/delete', { restaurantId: f.olive, provider: 'mollie' }),
      manager.get('managers/staff', { restaurantId: f.olive }),
      manager.post('managers/staff/invite', { restaurantId: f.olive, email: 'x@example.org', role: 'owner' }),
      manager.post('managers/staff/role', { restaurantId: f.olive, managerId: 1, role: 'manager' }),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const [restaurant] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, f.olive));
    expect(JSON.stringify(restaurant!.settings)).toContain('cash');
    expect(await ctx.deps.db.select().from(schema.restaurantPaymentCredentials)).toEqual([]);

    const voucher = await manager.post('managers/vouchers/create', {
      restaurantId: f.olive,
      code: 'NINA5',
      kind: 'fixed',
      value: 500,
    });
    expect(voucher.status).toBe(200);
  });

  it('an e-mail that already runs the restaurant is answered on its field; the invitation limit answers 429', async () => {
    const owner = call(f.oliveManager);
    const member = await owner.post('managers/staff/invite', {
      restaurantId: f.olive,
      email: 'NINA@example.org',
      role: 'owner',
    });
    expect(member.status).toBe(422);
    expect(member.body.errors?.email?.[0]).toBe('This person already works at this restaurant.');
  });
});

describe('guessing at a link', () => {
  it('an unknown token is refused like a used one, and tries of one link are limited', async () => {
    const unknown = await guest.get('staff-invitations/show', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.code).toBe('invitation_invalid');
    await call(f.sakuraManager).post('managers/staff/invite', {
      restaurantId: f.sakura,
      email: 'hasty@example.org',
      role: 'manager',
    });
    const token = tokenOf('hasty@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await guest.post('staff-invitations/accept', { token, name: 'Hasty', password: 'short' })).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('roles', () => {
  const owner = () => call(f.oliveManager);
  const ninaId = async () =>
    (
      await ctx.deps.db.select().from(schema.managers).where(eq(schema.managers.email, 'Nina@example.org'))
    )[0]!.id;
  const ownerId = async () =>
    (
      await ctx.deps.db
        .select()
        .from(schema.managers)
        .where(eq(schema.managers.email, 'manager@olive-linde.demo'))
    )[0]!.id;

  it('the last owner can neither step down nor be removed', async () => {
    const self = await ownerId();
    const demoted = await owner().post('managers/staff/role', {
      restaurantId: f.olive,
      managerId: self,
      role: 'manager',
    });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message.code).toBe('staff_last_owner');
    const removed = await owner().post('managers/staff/remove', { restaurantId: f.olive, managerId: self });
    expect(removed.status).toBe(409);
  });

  it('the owner makes a manager owner and back, then removes them: their access ends at once', async () => {
    const id = await ninaId();
    const nina = await login('nina@example.org', 'correct horse 42');
    expect(
      (await owner().post('managers/staff/role', { restaurantId: f.olive, managerId: id, role: 'owner' }))
        .status,
    ).toBe(200);
    expect((await call(nina).get('managers/payment-methods', { restaurantId: f.olive })).status).toBe(200);
    expect(
      (await owner().post('managers/staff/role', { restaurantId: f.olive, managerId: id, role: 'manager' }))
        .status,
    ).toBe(200);
    const removed = await owner().post('managers/staff/remove', { restaurantId: f.olive, managerId: id });
    expect(removed.status).toBe(200);
    expect((await call(nina).get('managers/vouchers', { restaurantId: f.olive })).status).toBe(403);
  });

  it("another restaurant's owner sees and changes nothing of Olive's staff, and Olive's owner nothing of theirs", async () => {
    const sakura = call(f.sakuraManager);
    const self = await ownerId();
    expect((await sakura.get('managers/staff', { restaurantId: f.olive })).status).toBe(403);
    expect((await sakura.get('managers/activity', { restaurantId: f.olive })).status).toBe(403);
    expect(
      (await sakura.post('managers/staff/remove', { restaurantId: f.olive, managerId: self })).status,
    ).toBe(403);
    expect(
      (
        await sakura.post('managers/staff/invite', {
          restaurantId: f.olive,
          email: 'spy@example.org',
          role: 'owner',
        })
      ).status,
    ).toBe(403);
    const sakuraOwner = (
      await ctx.deps.db.select().from(schema.managers).where(eq(schema.managers.email, 'manager@sakura.demo'))
    )[0]!.id;
    // naming Sakura's owner under Olive: not one of Olive's people
    const other = await owner().post('managers/staff/remove', {
      restaurantId: f.olive,
      managerId: sakuraOwner,
    });
    expect(other.status).toBe(404);
    const links = await ctx.deps.db
      .select()
      .from(schema.managerRestaurants)
      .where(
        and(
          eq(schema.managerRestaurants.restaurantId, f.sakura),
          eq(schema.managerRestaurants.managerId, sakuraOwner),
        ),
      );
    expect(links).toEqual([expect.objectContaining({ role: 'owner' })]);
  });

  it('two owners demoting each other at once leave the restaurant one owner', async () => {
    const [self, other] = [await ownerId(), await ninaId()];
    await ctx.deps.db
      .insert(schema.managerRestaurants)
      .values({ managerId: other, restaurantId: f.olive, role: 'owner' });
    const nina = await login('nina@example.org', 'correct horse 42');
    const answers = await Promise.all([
      owner().post('managers/staff/role', { restaurantId: f.olive, managerId: other, role: 'manager' }),
      call(nina).post('managers/staff/role', { restaurantId: f.olive, managerId: self, role: 'manager' }),
    ]);
    // the loser is refused as no longer an owner (403) or as the last one (409), by timing
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await ctx.deps.db
      .select()
      .from(schema.managerRestaurants)
      .where(
        and(eq(schema.managerRestaurants.restaurantId, f.olive), eq(schema.managerRestaurants.role, 'owner')),
      );
    expect(owners).toHaveLength(1);
    // back as before: Olive's demo login owns it, Nina is gone
    await ctx.deps.db
      .update(schema.managerRestaurants)
      .set({ role: 'owner' })
      .where(eq(schema.managerRestaurants.managerId, self));
    await ctx.deps.db.delete(schema.managerRestaurants).where(eq(schema.managerRestaurants.managerId, other));
  });

  it('someone who already has an account joins with their own password and keeps their account', async () => {
    await call(f.sakuraManager).post('managers/staff/invite', {
      restaurantId: f.sakura,
      email: 'manager@olive-linde.demo',
      role: 'manager',
    });
    const token = tokenOf('manager@olive-linde.demo');
    const shown = await guest.get<{ has_account: boolean }>('staff-invitations/show', { token });
    expect(shown.body.data.has_account).toBe(true);
    const wrong = await guest.post('staff-invitations/accept', { token, password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.password?.[0]).toBe('This is not the password of that account.');
    const accepted = await guest.post('staff-invitations/accept', {
      token,
      name: 'Someone Else',
      password: ctx.demo.manager.password,
    });
    expect(accepted.status).toBe(200);
    const restaurants = await call(f.oliveManager).get<{ id: number; role: string }[]>(
      'managers/restaurant',
      {},
    );
    expect(restaurants.body.data.map(({ id, role }) => ({ id, role })).sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: f.olive, role: 'owner' },
        { id: f.sakura, role: 'manager' },
      ].sort((a, b) => a.id - b.id),
    );
    const [account] = await ctx.deps.db
      .select()
      .from(schema.managers)
      .where(eq(schema.managers.id, await ownerId()));
    expect(account!.name).not.toBe('Someone Else');
  });
});

describe('the activity list', () => {
  it('holds every change with who, what and when, newest first, only of its restaurant', async () => {
    const list = await activity(f.oliveManager, f.olive);
    expect(list.status).toBe(200);
    const kinds = list.body.data.map((entry) => entry.kind);
    expect(kinds).toEqual([
      'staff.member.role',
      'staff.member.remove',
      'staff.member.role',
      'staff.member.role',
      'payments.voucher.create',
      'staff.invitation.accept',
      'staff.invitation.create',
      'staff.invitation.create',
    ]);
    expect(list.body.data[4]).toMatchObject({
      subject: 'NINA5',
      who: { name: 'Nina Petrova', email: 'Nina@example.org' },
    });
    expect(list.body.data[1]).toMatchObject({
      subject: 'Nina Petrova',
      who: { email: 'manager@olive-linde.demo' },
    });
    expect(list.body.meta).toMatchObject({
      current_page: 1,
      last_page: 1,
      total: 8,
      time_zone: 'Europe/Berlin',
    });
    // refusals (403, 409, 422) recorded nothing; Sakura's invitation is Sakura's
    const sakura = await activity(f.sakuraManager, f.sakura);
    expect(sakura.body.data.map((entry) => [entry.kind, entry.subject])).toEqual([
      ['staff.invitation.accept', 'manager@olive-linde.demo'],
      ['staff.invitation.create', 'manager@olive-linde.demo'],
      ['staff.invitation.create', 'hasty@example.org'],
    ]);
  });

  it('filters by area and pages 25 at a time', async () => {
    const owner = call(f.oliveManager);
    for (let i = 0; i < 26; i++)
      await owner.post('managers/tips', {
        restaurantId: f.olive,
        tip_request: true,
        tip_percents: [5, 10 + (i % 2)],
      });
    const payments = await activity(f.oliveManager, f.olive, { group: 'payments' });
    expect(payments.body.meta).toMatchObject({ total: 27, last_page: 2 });
    expect(payments.body.data).toHaveLength(25);
    expect(payments.body.data.every((entry) => entry.kind.startsWith('payments.'))).toBe(true);
    const second = await activity(f.oliveManager, f.olive, { group: 'payments', page: 2 });
    expect(second.body.data.map((entry) => entry.kind)).toEqual([
      'payments.tips.update',
      'payments.voucher.create',
    ]);
    const staff = await activity(f.oliveManager, f.olive, { group: 'staff' });
    expect(staff.body.meta?.total).toBe(7);
    expect((await activity(f.oliveManager, f.olive, { group: 'nonsense' })).status).toBe(422);
  });

  it('limits the invitations an owner sends', async () => {
    const owner = call(f.oliveManager);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (
          await owner.post('managers/staff/invite', {
            restaurantId: f.olive,
            email: `guest${i}@example.org`,
            role: 'manager',
          })
        ).status,
      );
    // three were tried above
    expect(statuses.filter((status) => status === 200)).toHaveLength(17);
    expect(statuses.at(-1)).toBe(429);
  });
});
