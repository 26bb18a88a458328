import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { sealPlainCredentials } from '../payment';

/**
 * Issue 20 (back office): the payment methods a restaurant offers and its providers'
 * credentials, sealed at rest (decision 042), never sent back, checked with the provider.
 */

interface Answer<T = unknown> {
  data: T;
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}
interface Secret {
  set: boolean;
  ends_in: string | null;
}
interface Methods {
  methods: string[];
  demo_mode: boolean;
  mollie: { apiKey: Secret };
  saferPay: {
    customerId: string;
    terminalId: string;
    username: Secret;
    password: Secret;
    test_environment: boolean;
  };
  can_store_credentials: boolean;
}

const mollieKey = `test_${'k'.repeat(26)}4f2a`;
const saferpay = {
  provider: 'saferPay',
  customerId: '401860',
  terminalId: '17795278',
  username: 'API_401860_80003225',
  password: 'C-y*bv8346Ze5-T8',
  test_environment: true,
};
const basicAuth = `Basic ${Buffer.from(`${saferpay.username}:${saferpay.password}`).toString('base64')}`;

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
});
afterAll(async () => {
  nock.enableNetConnect();
  await ctx?.close();
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

const as = (token: string, lang = 'en', context = () => ctx) => ({
  get: async <T>(url: string, query: Record<string, string | number>) => {
    const response = await context().app.inject({
      method: 'GET',
      url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
    return { status: response.statusCode, text: response.body, body: response.json() as Answer<T> };
  },
  post: async <T>(url: string, payload: Record<string, unknown>) => {
    const response = await context().app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      payload,
    });
    return { status: response.statusCode, text: response.body, body: response.json() as Answer<T> };
  },
});

const storedRow = async (restaurantId: number, provider: 'mollie' | 'saferPay') =>
  (
    await ctx.deps.db
      .select()
      .from(schema.restaurantPaymentCredentials)
      .where(
        and(
          eq(schema.restaurantPaymentCredentials.restaurantId, restaurantId),
          eq(schema.restaurantPaymentCredentials.provider, provider),
        ),
      )
  )[0];
const offered = async (restaurantId: number) =>
  (
    (await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId })).json().data as {
      settings: { paymentMethods: string[] };
    }
  ).settings.paymentMethods;

describe('payment methods and credentials', () => {
  it('stores a Mollie key sealed, shows only "set, ends in …4f2a", and the storefront offers Mollie', async () => {
    const olive = as(f.oliveManager);
    const before = await olive.get<Methods>('managers/payment-methods', { restaurantId: f.olive });
    expect(before.body.data.mollie.apiKey).toEqual({ set: false, ends_in: null });
    expect(before.body.data.can_store_credentials).toBe(true);

    const methods = await olive.post<Methods>('managers/payment-methods', {
      restaurantId: f.olive,
      methods: ['cash', 'mollie', 'payFix'],
    });
    expect(methods.status).toBe(200);
    expect(methods.body.data.methods).toEqual(['cash', 'mollie', 'payFix']);
    // no key yet: the storefront leaves Mollie out
    expect(await offered(f.olive)).toEqual(['cash', 'payFix']);

    const saved = await olive.post<Methods>('managers/payment-credentials', {
      restaurantId: f.olive,
      provider: 'mollie',
      apiKey: mollieKey,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message.body).toBe('The credentials have been saved.');
    expect(saved.body.data.mollie.apiKey).toEqual({ set: true, ends_in: '4f2a' });
    expect(saved.text).not.toContain('kkkkkk');
    const read = await olive.get<Methods>('managers/payment-methods', { restaurantId: f.olive });
    expect(read.text).not.toContain('kkkkkk');

    const row = await storedRow(f.olive, 'mollie');
    expect(Object.keys(row!.credentials)).toEqual(['sealed']);
    expect(JSON.stringify(row!.credentials)).not.toContain('kkkkkk');
    expect(await offered(f.olive)).toEqual(['cash', 'mollie', 'payFix']);
  });

  it('answers a bad key and bad Saferpay fields on their fields, in the four languages, and keeps what was stored', async () => {
    const bad = { restaurantId: f.olive, provider: 'mollie', apiKey: 'sk_live_nope' };
    const answers = await Promise.all(
      (['en', 'de', 'fr', 'ar'] as const).map(async (lang) =>
        as(f.oliveManager, lang).post('managers/payment-credentials', bad),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422]);
    expect(answers.map((answer) => answer.body.errors?.apiKey?.[0])).toEqual([
      'A Mollie API key starts with test_ or live_ followed by at least 30 letters and digits.',
      'Ein Mollie-API-Schlüssel beginnt mit test_ oder live_, gefolgt von mindestens 30 Buchstaben und Ziffern.',
      'Une clé API Mollie commence par test_ ou live_ suivi d’au moins 30 lettres et chiffres.',
      'يبدأ مفتاح Mollie بـ test_ أو live_ يليه 30 حرفًا ورقمًا على الأقل.',
    ]);
    const saferpayBad = await as(f.oliveManager).post('managers/payment-credentials', {
      restaurantId: f.olive,
      ...saferpay,
      customerId: 'abc',
      terminalId: '',
    });
    expect(Object.keys(saferpayBad.body.errors ?? {}).sort()).toEqual(['customerId', 'terminalId']);
    // no password stored yet and none typed
    const noPassword = await as(f.oliveManager).post('managers/payment-credentials', {
      restaurantId: f.olive,
      ...saferpay,
      password: '',
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors).toEqual({ password: ['The password field is required.'] });
    const read = await as(f.oliveManager).get<Methods>('managers/payment-methods', { restaurantId: f.olive });
    expect(read.body.data.mollie.apiKey.ends_in).toBe('4f2a');
    expect(read.body.data.saferPay.password.set).toBe(false);
  });

  it('keeps the stored Saferpay password when the field is left empty, and tests the connection with it', async () => {
    const olive = as(f.oliveManager);
    expect(
      (await olive.post('managers/payment-credentials', { restaurantId: f.olive, ...saferpay })).status,
    ).toBe(200);
    const changed = await olive.post<Methods>('managers/payment-credentials', {
      restaurantId: f.olive,
      ...saferpay,
      terminalId: '17795279',
      username: '',
      password: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.saferPay).toEqual({
      customerId: '401860',
      terminalId: '17795279',
      username: { set: true, ends_in: '3225' },
      password: { set: true, ends_in: '5-T8' },
      test_environment: true,
    });
    expect(changed.text).not.toContain('bv8346');

    const terminal = '/api/rest/customers/401860/terminals/17795279';
    nock('https://test.saferpay.com', { reqheaders: { authorization: basicAuth } })
      .get(terminal)
      .reply(200, { TerminalId: '17795279', Type: 'ECOM', Description: 'Olive & Linde' });
    const ok = await olive.post<{ outcome: string }>('managers/payment-credentials/test', {
      restaurantId: f.olive,
      provider: 'saferPay',
    });
    expect(ok.body.data.outcome).toBe('ok');
    expect(ok.body.message.body).toBe('The provider accepted the credentials.');

    nock('https://test.saferpay.com').get(terminal).reply(401, {});
    const refused = await as(f.oliveManager, 'de').post<{ outcome: string }>(
      'managers/payment-credentials/test',
      {
        restaurantId: f.olive,
        provider: 'saferPay',
      },
    );
    expect(refused.body.data.outcome).toBe('refused');
    expect(refused.body.message.body).toBe('Der Anbieter hat die Zugangsdaten abgelehnt.');

    nock('https://test.saferpay.com').get(terminal).replyWithError('connection reset');
    const away = await olive.post<{ outcome: string }>('managers/payment-credentials/test', {
      restaurantId: f.olive,
      provider: 'saferPay',
    });
    expect(away.body.data.outcome).toBe('unreachable');
  });

  it("tests the Mollie key with Mollie's list of methods: taken, then refused", async () => {
    const olive = as(f.oliveManager);
    nock('https://api.mollie.com:443', { reqheaders: { authorization: `Bearer ${mollieKey}` } })
      .get('/v2/methods')
      .query(true)
      .reply(200, {
        count: 0,
        _embedded: { methods: [] },
        _links: { self: { href: 'https://api.mollie.com/v2/methods', type: 'application/hal+json' } },
      });
    const ok = await olive.post<{ outcome: string }>('managers/payment-credentials/test', {
      restaurantId: f.olive,
      provider: 'mollie',
    });
    expect(ok.body.data.outcome).toBe('ok');

    nock('https://api.mollie.com:443').get('/v2/methods').query(true).reply(401, {
      status: 401,
      title: 'Unauthorized Request',
      detail: 'Missing authentication',
      _links: {},
    });
    const refused = await olive.post<{ outcome: string }>('managers/payment-credentials/test', {
      restaurantId: f.olive,
      provider: 'mollie',
    });
    expect(refused.body.data.outcome).toBe('refused');

    // nothing stored for Sakura's Mollie: nothing to test
    const none = await as(f.sakuraManager).post('managers/payment-credentials/test', {
      restaurantId: f.sakura,
      provider: 'mollie',
    });
    expect(none.status).toBe(409);
    expect(none.body.message.body).toBe('No credentials are stored for this provider yet.');
  });

  it("keeps each manager out of the other restaurant's payment methods and credentials, both ways", async () => {
    for (const [token, other] of [
      [f.sakuraManager, f.olive],
      [f.oliveManager, f.sakura],
    ] as const) {
      const manager = as(token);
      expect((await manager.get('managers/payment-methods', { restaurantId: other })).status).toBe(403);
      const writes = await Promise.all([
        manager.post('managers/payment-methods', { restaurantId: other, methods: ['cash'] }),
        manager.post('managers/payment-credentials', {
          restaurantId: other,
          provider: 'mollie',
          apiKey: `live_${'x'.repeat(30)}`,
        }),
        manager.post('managers/payment-credentials/delete', { restaurantId: other, provider: 'mollie' }),
        manager.post('managers/payment-credentials/test', { restaurantId: other, provider: 'mollie' }),
      ]);
      expect(writes.map((write) => write.status)).toEqual([403, 403, 403, 403]);
    }
    expect(
      (await as(f.customerToken).get('managers/payment-methods', { restaurantId: f.olive })).status,
    ).toBe(403);
    expect(await offered(f.olive)).toEqual(['cash', 'mollie', 'payFix']);
    expect(await storedRow(f.sakura, 'mollie')).toBeUndefined();
    const olive = await as(f.oliveManager).get<Methods>('managers/payment-methods', {
      restaurantId: f.olive,
    });
    expect(olive.body.data.mollie.apiKey.ends_in).toBe('4f2a');
  });

  it('seals credentials stored before sealing, and they keep working (decision 042)', async () => {
    await ctx.deps.db.insert(schema.restaurantPaymentCredentials).values({
      restaurantId: f.sakura,
      provider: 'mollie',
      credentials: { apiKey: `live_${'p'.repeat(30)}` },
    });
    const sakura = as(f.sakuraManager);
    // a plain row is read as it is
    expect(
      (await sakura.get<Methods>('managers/payment-methods', { restaurantId: f.sakura })).body.data.mollie,
    ).toEqual({ apiKey: { set: true, ends_in: 'pppp' } });
    expect(await sealPlainCredentials(ctx.deps.db, ctx.deps.credentials)).toEqual({ sealed: 1, plain: 0 });
    const row = await storedRow(f.sakura, 'mollie');
    expect(Object.keys(row!.credentials)).toEqual(['sealed']);
    expect(
      (await sakura.get<Methods>('managers/payment-methods', { restaurantId: f.sakura })).body.data.mollie,
    ).toEqual({ apiKey: { set: true, ends_in: 'pppp' } });
    // a second start has nothing left to seal
    expect(await sealPlainCredentials(ctx.deps.db, ctx.deps.credentials)).toEqual({ sealed: 0, plain: 0 });
    const removed = await sakura.post<Methods>('managers/payment-credentials/delete', {
      restaurantId: f.sakura,
      provider: 'mollie',
    });
    expect(removed.body.data.mollie.apiKey.set).toBe(false);
  });
});

describe('without CREDENTIALS_KEY', () => {
  let keyless: TestContext;
  beforeAll(async () => {
    keyless = await createTestContext({ CREDENTIALS_KEY: '' });
  });
  afterAll(() => keyless?.close());

  it('refuses to store credentials, says why, and still reads rows stored plain', async () => {
    const manager = await managerFixtures(keyless);
    const olive = as(manager.oliveManager, 'en', () => keyless);
    const view = await olive.get<Methods>('managers/payment-methods', { restaurantId: manager.olive });
    expect(view.body.data.can_store_credentials).toBe(false);
    const refused = await olive.post('managers/payment-credentials', {
      restaurantId: manager.olive,
      provider: 'mollie',
      apiKey: mollieKey,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message.body).toBe(
      'Credentials cannot be stored: the server has no CREDENTIALS_KEY.',
    );
    await keyless.deps.db.insert(schema.restaurantPaymentCredentials).values({
      restaurantId: manager.olive,
      provider: 'mollie',
      credentials: { apiKey: mollieKey },
    });
    expect(await sealPlainCredentials(keyless.deps.db, keyless.deps.credentials)).toEqual({
      sealed: 0,
      plain: 1,
    });
    const read = await olive.get<Methods>('managers/payment-methods', { restaurantId: manager.olive });
    expect(read.body.data.mollie.apiKey).toEqual({ set: true, ends_in: '4f2a' });
  });
});
