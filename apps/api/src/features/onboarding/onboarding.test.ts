import { rmSync } from 'node:fs';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurantCommand } from '../../cli/create-restaurant-command';
import { createTestContext, type TestContext } from '../../test/test-app';
import { pageConfigOf, writeMinimalDist } from '../../test/web-dist';

/**
 * Issue 20 (onboarding): the first-run page's API on an empty installation, and
 * `npm run create-restaurant` run with flags — both through createRestaurantWithOwner.
 */

interface Answer<T = unknown> {
  data: T;
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}
interface Created {
  restaurant: { id: number; slug: string; name: string };
  access_token: string;
}

const setupToken = 'first-run-token-of-this-test-file';
let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = writeMinimalDist();
  ctx = await createTestContext({ SETUP_TOKEN: setupToken, WEB_DIST: dist }, { seedDemo: false });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});
const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });

const request = async <T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  lang = 'en',
  token?: string,
) => {
  const response = await ctx.app.inject({
    method,
    url: `/api/${url}`,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Answer<T> };
};

const nova = {
  name: 'Trattoria Nova',
  slug: 'trattoria-nova',
  time_zone: 'Europe/Zurich',
  currency: 'CHF',
  language: 'de',
  email: 'Chef@Nova.example',
  password: 'polenta-and-figs',
};
/** issue 33: what the first-run page asks for besides: the details its storefront must show */
const novaLegal = {
  legal_name: 'Trattoria Nova GmbH',
  street: 'Bahnhofstrasse 1',
  postal_code: '8001',
  city: 'Zürich',
  country: 'CH',
  telephone: '+41 44 123 45 67',
  contact_email: 'hallo@nova.example',
  // issue 36: the tax identifiers its receipts print (kept in capitals with single spaces)
  vat_id: 'che-123.456.789  mwst',
  tax_number: '',
  imprint: 'Handelsregister CHE-123.456.789 <b>',
};
const restaurantCount = async () => (await ctx.deps.db.select().from(schema.restaurants)).length;

/** the command as a script runs it: flags only, no terminal to ask */
async function runCommand(...argv: string[]) {
  const lines: string[] = [];
  const code = await createRestaurantCommand({
    argv,
    db: ctx.deps.db,
    out: (line) => lines.push(line),
    publicUrl: 'http://shop.example',
  });
  return { code, output: lines.join('\n') };
}

describe('the first-run page on an empty installation', () => {
  it('is what / shows, in the browser’s language, never kept in a cache', async () => {
    const answer = await page('/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<title>Tavola</title>');
    expect(pageConfigOf(answer.body)).toMatchObject({ firstRun: true, defaultLang: 'fr', restaurantId: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).statusCode).toBe(404);
  });

  it('is offered, and refuses a wrong token in every language without writing anything', async () => {
    expect((await request<{ needed: boolean }>('GET', 'setup')).body.data).toEqual({ needed: true });
    const bodies = await Promise.all(
      ['en', 'de', 'fr', 'ar'].map(async (lang) => {
        const answer = await request(
          'POST',
          'setup/restaurant',
          { ...nova, ...novaLegal, setup_token: 'guessed' },
          lang,
        );
        expect(answer.status).toBe(403);
        return answer.body.message.body;
      }),
    );
    expect(bodies[0]).toBe('This setup token is not the one the server printed at start.');
    expect(bodies[3]).toBe('رمز الإعداد هذا ليس الرمز الذي طبعه الخادم عند بدء التشغيل.');
    expect(new Set(bodies).size).toBe(4);
    expect(await restaurantCount()).toBe(0);
  });

  it('answers every field at fault at once, beside its field, in French and Arabic', async () => {
    const wrong = {
      ...nova,
      slug: 'Trattoria Nova',
      time_zone: 'Europe/Atlantis',
      currency: 'EURO',
      email: 'chef@',
      password: 'short',
      setup_token: setupToken,
      ...novaLegal,
      telephone: 'abc',
      vat_id: '123',
    };
    const fr = await request('POST', 'setup/restaurant', wrong, 'fr');
    expect(fr.status).toBe(422);
    expect(fr.body.errors).toEqual({
      slug: [
        'Utilisez des minuscules et des chiffres, les mots reliés par un seul trait d’union (60 au plus).',
      ],
      time_zone: ['Saisissez un fuseau horaire comme Europe/Paris.'],
      currency: ['Saisissez un code de devise comme EUR ou CHF.'],
      email: [expect.any(String)],
      password: ['Le mot de passe doit comporter au moins 8 caractères.'],
      telephone: [
        'Le champ telephone doit être un numéro de téléphone : des chiffres, éventuellement précédés d’un +.',
      ],
      vat_id: [
        'Le champ vat_id doit être un numéro de TVA : deux lettres puis le numéro, p. ex. DE123456789 ou CHE-123.456.789 TVA.',
      ],
    });
    // the page asks for a password (it has no safe place to show a generated one), with the rest
    const ar = await request('POST', 'setup/restaurant', { ...wrong, language: 'it', password: '' }, 'ar');
    expect(ar.status).toBe(422);
    expect(ar.body.errors?.language).toEqual(['اختر الإنجليزية أو الألمانية أو الفرنسية أو العربية.']);
    expect(ar.body.errors?.password).toHaveLength(1);
    expect(Object.keys(ar.body.errors ?? {})).toHaveLength(8);
    // issue 33: a first-run without the legal details is asked for each of them
    const bare = await request('POST', 'setup/restaurant', { ...nova, setup_token: setupToken }, 'en');
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors ?? {}).sort()).toEqual([
      'city',
      'contact_email',
      'country',
      'legal_name',
      'postal_code',
      'street',
      'telephone',
    ]);
    expect(await restaurantCount()).toBe(0);
  });

  it('creates the restaurant with empty defaults and signs its first manager in', async () => {
    const answer = await request<Created>(
      'POST',
      'setup/restaurant',
      // issue 33: the ways guests order that the owner switches on
      { ...nova, ...novaLegal, delivery_types: ['delivery', 'here'], setup_token: setupToken },
      'de',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message.body).toBe('Trattoria Nova wurde angelegt. Willkommen!');
    expect(answer.body.data.restaurant).toMatchObject({ slug: 'trattoria-nova', name: 'Trattoria Nova' });

    const mine = await request('GET', 'managers/restaurant', undefined, 'en', answer.body.data.access_token);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        slug: 'trattoria-nova',
        time_zone: 'Europe/Zurich',
        currency: 'CHF',
        lang: 'de',
      }),
    ]);
    const [row] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.slug, 'trattoria-nova'));
    expect(row).toMatchObject({
      settings: { deliveryTypes: ['delivery', 'here'] },
      theme: {},
      active: true,
      // issue 33: the storefront's address and contact, and its imprint in its language
      street: 'Bahnhofstrasse 1',
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
      telephone: '+41 44 123 45 67',
      email: 'hallo@nova.example',
      // issue 36: the seller its receipts name
      legalName: 'Trattoria Nova GmbH',
      vatId: 'CHE-123.456.789 MWST',
      taxNumber: '',
    });
    const imprint = await ctx.get('/api/restaurant/imprint', {
      restaurantId: answer.body.data.restaurant.id,
    });
    expect(imprint.statusCode).toBe(200);
    const page = JSON.stringify(imprint.json());
    for (const part of [
      'Trattoria Nova GmbH',
      'Bahnhofstrasse 1',
      '8001 Zürich',
      'Telefon: +41 44 123 45 67',
    ])
      expect(page).toContain(part);
    // the owner's own words are text, never markup
    expect(page).toContain('CHE-123.456.789 &lt;b&gt;');
    // none has opening hours yet: guests are offered none (issue 33)
    const info = await ctx.get('/api/restaurant/restaurant-by-id', {
      restaurantId: answer.body.data.restaurant.id,
    });
    expect(
      info.json<Answer<{ settings: { deliveryTypes: string[] } }>>().data.settings.deliveryTypes,
    ).toEqual([]);
    const [manager] = await ctx.deps.db.select().from(schema.managers);
    expect(manager?.email).toBe('chef@nova.example');
    expect(manager?.passwordHash).toMatch(/^\$argon2id\$/);
    // the first account owns the restaurant: staff and payments are theirs (decision 044)
    const [membership] = await ctx.deps.db.select().from(schema.managerRestaurants);
    expect(membership?.role).toBe('owner');
    // the e-mail logs in as typed, in any case
    const login = await request('POST', 'auth/login', {
      email: 'chef@nova.example',
      password: nova.password,
      manager: true,
    });
    expect(login.status).toBe(200);
  });

  it('is closed once a restaurant exists, even with the token', async () => {
    expect((await request<{ needed: boolean }>('GET', 'setup')).body.data).toEqual({ needed: false });
    const storefront = pageConfigOf((await page('/')).body);
    expect(storefront).toMatchObject({ restaurantSlug: 'trattoria-nova', restaurantName: 'Trattoria Nova' });
    expect(storefront.firstRun).toBeUndefined();
    const again = await request(
      'POST',
      'setup/restaurant',
      { ...nova, ...novaLegal, slug: 'second', email: 'other@nova.example', setup_token: setupToken },
      'fr',
    );
    expect(again.status).toBe(409);
    expect(again.body.message.body).toBe(
      'Cette installation a déjà un restaurant. Connectez-vous plutôt à l’espace gérant.',
    );
    expect(await restaurantCount()).toBe(1);
  });
});

describe('npm run create-restaurant with flags', () => {
  it('creates a restaurant and prints a generated password once, which then logs in', async () => {
    const { code, output } = await runCommand(
      '--name',
      'Café Olé',
      '--time-zone',
      'Europe/Paris',
      '--language',
      'fr',
      '--email',
      'ole@cafe.example',
    );
    expect(code).toBe(0);
    expect(output).toContain('http://shop.example/?restaurant=cafe-ole');
    const password = /Password: +(\S+)/.exec(output)?.[1];
    expect(password).toHaveLength(16);
    const login = await request('POST', 'auth/login', { email: 'ole@cafe.example', password, manager: true });
    expect(login.status).toBe(200);
    const [row] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.slug, 'cafe-ole'));
    expect(row).toMatchObject({ timeZone: 'Europe/Paris', currency: 'EUR', defaultLang: 'fr' });
  });

  it('names each flag at fault, and a taken slug and e-mail, creating nothing', async () => {
    const before = await restaurantCount();
    const wrong = await runCommand('--name', 'Nova Zwei', '--time-zone', 'Berlin', '--email', 'x@y.example');
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('--time-zone: Enter a time zone such as Europe/Berlin.');
    const taken = await runCommand(
      '--name',
      'Trattoria Nova',
      '--email',
      'CHEF@nova.example',
      '--password',
      'x'.repeat(8),
    );
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('--slug: Another restaurant already has this address.');
    expect(taken.output).toContain('--email: The email has already been taken.');
    expect((await runCommand('--colour', 'red')).code).toBe(2);
    expect(await restaurantCount()).toBe(before);
  });
});

describe('tenancy between restaurants made from zero', () => {
  it("each first manager reaches their own restaurant's back office and not the other's", async () => {
    const rows = await ctx.deps.db.select().from(schema.restaurants);
    const novaId = rows.find((r) => r.slug === 'trattoria-nova')!.id;
    const oleId = rows.find((r) => r.slug === 'cafe-ole')!.id;
    const token = async (email: string, password: string) =>
      (await request<{ access_token: string }>('POST', 'auth/login', { email, password, manager: true })).body
        .data.access_token;
    const novaManager = await token('chef@nova.example', nova.password);
    const own = await request('GET', `managers/menu?restaurantId=${novaId}`, undefined, 'en', novaManager);
    expect(own.status).toBe(200);
    const other = await request('GET', `managers/menu?restaurantId=${oleId}`, undefined, 'de', novaManager);
    expect([403, 404]).toContain(other.status);
    expect(other.body.message.body).not.toMatch(/Café Olé/);
    // and the other way: Olé's manager, made by the command, cannot write Nova's menu
    await runCommand('--name', 'Olé Zwei', '--email', 'zwei@cafe.example', '--password', 'zwei-password');
    const zwei = await token('zwei@cafe.example', 'zwei-password');
    const write = await request(
      'POST',
      'managers/menu/categories/create',
      { restaurantId: novaId, name: { de: 'Fremd' } },
      'en',
      zwei,
    );
    expect([403, 404]).toContain(write.status);
    expect(
      await ctx.deps.db.select().from(schema.categories).where(eq(schema.categories.restaurantId, novaId)),
    ).toEqual([]);
  });
});
