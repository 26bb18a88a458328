import type { RestaurantInfo } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 20 (back office): a manager's colour, theme flags, legal pages and announcements,
 * scoped to their restaurant, and the storefront following them at once.
 */

type Texts = Record<'en' | 'de' | 'fr' | 'ar', string>;
interface Look {
  primaryColor: string;
  sideMenu: boolean;
  catalogue_mode: boolean;
  product_image: boolean;
  newsletter: boolean;
  categories_expanded: boolean;
  pre_order_for_happy_hour: boolean;
}
interface InformationPage {
  id: number;
  title: Texts;
  content: Texts;
}
interface Pages {
  information_pages: InformationPage[];
  legal: Record<'about_us' | 'imprint' | 'privacy_policy' | 'terms_and_conditions', Texts>;
  announcements: Record<'general' | 'before_checkout', { content: Texts; shown: boolean }>;
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());

const as = (token: string, lang = 'en') => clientOf(ctx, token, lang);

/** the storefront's restaurant info, as a guest's browser reads it */
const storefront = async (restaurantId: number, lang = 'en') =>
  (await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId, lang })).json<{ data: RestaurantInfo }>()
    .data;

const oliveLook: Look = {
  primaryColor: '#1D4ED8',
  sideMenu: true,
  catalogue_mode: true,
  product_image: false,
  newsletter: false,
  categories_expanded: false,
  pre_order_for_happy_hour: true,
};

describe('the look in the back office', () => {
  it('reads the colour and flags the storefront uses, and saves new ones the storefront shows at once', async () => {
    const olive = as(f.oliveManager);
    const before = await olive.get<Look>('managers/look', { restaurantId: f.olive });
    expect(before.body.data).toEqual({
      primaryColor: '#2f6b4f',
      sideMenu: false,
      catalogue_mode: false,
      product_image: true,
      newsletter: true,
      categories_expanded: true,
      pre_order_for_happy_hour: false,
    });
    await storefront(f.olive);
    const forget = vi.spyOn(ctx.deps.requireRestaurant, 'forget');
    const invalidate = vi.spyOn(ctx.deps.menuCache, 'invalidate');

    const saved = await olive.post<Look>('managers/look', { restaurantId: f.olive, ...oliveLook });
    expect(saved.status).toBe(200);
    expect(saved.body.message.body).toBe('The look has been saved. The storefront shows it now.');
    expect(saved.body.data).toEqual({ ...oliveLook, primaryColor: '#1d4ed8' });
    // the row and the cached menu answers (and the rendered menu page) are dropped at once
    expect(forget).toHaveBeenCalledWith(f.olive);
    expect(invalidate).toHaveBeenCalledWith(`${f.olive}:`);
    const info = await storefront(f.olive);
    expect(info.theme).toMatchObject({ primaryColor: '#1d4ed8', sideMenu: true });
    expect(info.settings).toMatchObject({
      catalogue_mode: true,
      product_image: false,
      newsletter: false,
      categories_expanded: false,
    });
    // SPEC §3's setting, which the server enforces (decision 047), under its SPEC name
    expect(info.pre_order_for_happy_hour).toBe(true);
    // other settings and the theme's other values are kept
    expect(info.settings.tip_request).toBe(true);
    expect(info.theme.logoShape).toBe('round');
    expect((await olive.get<Look>('managers/look', { restaurantId: f.olive })).body.data.primaryColor).toBe(
      '#1d4ed8',
    );
  });

  it('refuses a colour white text cannot be read on, beside its field, in four languages, and keeps the old one', async () => {
    const expected = {
      en: 'White text on this colour has a contrast of only 1.31:1 (at least 4.5:1 is needed). Choose a darker colour.',
      de: 'Weiße Schrift auf dieser Farbe hat nur einen Kontrast von 1.31:1 (nötig sind mindestens 4.5:1). Wählen Sie eine dunklere Farbe.',
      fr: 'Un texte blanc sur cette couleur n’a qu’un contraste de 1.31:1 (il faut au moins 4.5:1). Choisissez une couleur plus foncée.',
      ar: 'تباين النص الأبيض على هذا اللون 1.31:1 فقط (المطلوب 4.5:1 على الأقل). اختر لونًا أغمق.',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const refused = await as(f.oliveManager, lang).post('managers/look', {
        ...oliveLook,
        restaurantId: f.olive,
        primaryColor: '#fde047',
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ primaryColor: [message] });
    }
    const malformed = await as(f.oliveManager).post('managers/look', {
      ...oliveLook,
      restaurantId: f.olive,
      primaryColor: 'yellow',
      newsletter: 'yes',
      pre_order_for_happy_hour: undefined,
    });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {}).sort()).toEqual([
      'newsletter',
      'pre_order_for_happy_hour',
      'primaryColor',
    ]);
    expect(malformed.body.errors?.primaryColor).toEqual([
      'Enter a colour as # and six hexadecimal digits, e.g. #2f6b4f.',
    ]);
    expect((await storefront(f.olive)).theme.primaryColor).toBe('#1d4ed8');
  });
});

describe('legal pages and announcements in the back office', () => {
  it('reads every language of the legal pages and announcements', async () => {
    const pages = await as(f.oliveManager).get<Pages>('managers/pages', { restaurantId: f.olive });
    expect(pages.status).toBe(200);
    expect(pages.body.data.legal.imprint.de).not.toBe('');
    expect(pages.body.data.announcements.general.content.de).toContain('Reservieren Sie einen Tisch');
    expect(pages.body.data.announcements.general.shown).toBe(false);
  });

  it('saves a legal page cleaned of scripts and handlers; the storefront shows it, falling back where a language is empty', async () => {
    const saved = await as(f.oliveManager, 'de').post<{ content: Texts }>('managers/pages', {
      restaurantId: f.olive,
      kind: 'imprint',
      content: {
        de: '<h3>Impressum</h3><p>Olive &amp; Linde GmbH<script>alert(1)</script> <a href="javascript:alert(1)" onclick="x()">Kontakt</a></p>',
        en: '<p>Olive &amp; Linde Ltd, <strong>Berlin</strong></p>',
        fr: '<p> </p>',
        ar: '',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message.body).toBe('Die Seite wurde gespeichert.');
    expect(saved.body.data.content).toEqual({
      de: '<h3>Impressum</h3><p>Olive &amp; Linde GmbH <a>Kontakt</a></p>',
      en: '<p>Olive &amp; Linde Ltd, <strong>Berlin</strong></p>',
      fr: '',
      ar: '',
    });
    const legal = async (lang: string) =>
      (await ctx.get('/api/restaurant/imprint', { restaurantId: f.olive, lang })).json<{
        data: Record<string, string>;
      }>().data.imprint;
    expect(await legal('en')).toBe('<p>Olive &amp; Linde Ltd, <strong>Berlin</strong></p>');
    // French is empty: the restaurant's language (German) stands in
    expect(await legal('fr')).toContain('Olive &amp; Linde GmbH');
  });

  it('saves an announcement per language and shows it on the storefront, or hides it', async () => {
    const olive = as(f.oliveManager);
    const content = {
      de: '<p>Heute <strong>Live-Musik</strong> ab 19 Uhr!</p>',
      en: '<p>Live music tonight!</p>',
    };
    const shown = await olive.post<{ shown: boolean }>('managers/announcements', {
      restaurantId: f.olive,
      kind: 'general',
      content,
      shown: true,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.message.body).toBe('The announcement has been saved.');
    const de = await storefront(f.olive, 'de');
    expect(de.settings.has_announcement).toBe(true);
    expect(de.announcement).toBe(content.de);
    expect((await storefront(f.olive, 'fr')).announcement).toBe(content.de);
    // one row of the kind, whatever was there before
    const rows = await ctx.deps.db
      .select()
      .from(schema.announcements)
      .where(eq(schema.announcements.restaurantId, f.olive));
    expect(rows.filter((row) => row.kind === 'general')).toHaveLength(1);

    const hidden = await olive.post('managers/announcements', {
      restaurantId: f.olive,
      kind: 'general',
      content,
      shown: false,
    });
    expect(hidden.status).toBe(200);
    const after = await storefront(f.olive, 'de');
    expect(after.settings.has_announcement).toBe(false);
    expect(after.announcement).toBe('');
    const draft = await olive.get<Pages>('managers/pages', { restaurantId: f.olive });
    expect(draft.body.data.announcements.general).toEqual({
      content: { de: content.de, en: content.en, fr: '', ar: '' },
      shown: false,
    });
  });

  it("refuses a shown announcement without words in the restaurant's language, on that language's field", async () => {
    const refused = await as(f.oliveManager, 'fr').post('managers/announcements', {
      restaurantId: f.olive,
      kind: 'before_checkout',
      content: { de: '<p><script>x</script></p>', en: '<p>Allergies? Ask us.</p>' },
      shown: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'content.de': ['Une annonce affichée doit avoir un texte dans la langue du restaurant.'],
    });
    expect((await storefront(f.olive)).checkout_announcement).toContain('allerg');
  });
});

describe('information pages in the back office', () => {
  let created: InformationPage;

  it("adds a page the storefront links, and needs its title and text in the restaurant's language", async () => {
    const olive = as(f.oliveManager, 'de');
    const refused = await olive.post('managers/information-pages/create', {
      restaurantId: f.olive,
      title: { en: 'Our suppliers' },
      content: { en: '<p>Bread from Kreuzberg.</p>', de: '<p><img src=x onerror=alert(1)></p>' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'title.de': ['Geben Sie einen Titel in der Sprache des Restaurants ein.'],
      'content.de': ['Schreiben Sie die Seite in der Sprache des Restaurants.'],
    });

    const saved = await olive.post<InformationPage>('managers/information-pages/create', {
      restaurantId: f.olive,
      title: { de: '  Unsere Lieferanten ', en: 'Our suppliers' },
      content: { de: '<p>Brot aus <strong>Kreuzberg</strong>.</p>', en: '<p>Bread from Kreuzberg.</p>' },
    });
    expect(saved.status).toBe(200);
    created = saved.body.data;
    expect(created.title).toEqual({ de: 'Unsere Lieferanten', en: 'Our suppliers', fr: '', ar: '' });
    const links = (await storefront(f.olive, 'fr')).informationPages;
    // last in the links, its title falling back to the restaurant's language
    expect(links.at(-1)).toEqual({ id: created.id, title: 'Unsere Lieferanten' });
    const served = await ctx.get('/api/restaurant/informationPages', { restaurantId: f.olive, lang: 'en' });
    expect(
      served.json<{ data: { id: number; content: string }[] }>().data.find((page) => page.id === created.id),
    ).toMatchObject({ content: '<p>Bread from Kreuzberg.</p>' });
    const listed = await olive.get<Pages>('managers/pages', { restaurantId: f.olive });
    expect(listed.body.data.information_pages.at(-1)).toEqual(created);
  });

  it('changes and deletes it', async () => {
    const olive = as(f.oliveManager);
    const changed = await olive.post<InformationPage>('managers/information-pages/update', {
      restaurantId: f.olive,
      id: created.id,
      title: { de: 'Lieferanten' },
      content: { de: '<p>Brot und Wein.</p>' },
    });
    expect(changed.status).toBe(200);
    expect((await storefront(f.olive, 'en')).informationPages.at(-1)).toEqual({
      id: created.id,
      title: 'Lieferanten',
    });
    const deleted = await olive.post('managers/information-pages/delete', {
      restaurantId: f.olive,
      id: created.id,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message.body).toBe('The page has been deleted.');
    expect((await storefront(f.olive)).informationPages.map((page) => page.id)).not.toContain(created.id);
    const again = await olive.post('managers/information-pages/delete', {
      restaurantId: f.olive,
      id: created.id,
    });
    expect(again.status).toBe(404);
  });
});

describe('tenancy', () => {
  it("refuses another restaurant's manager, customers and guests, and changes nothing", async () => {
    const writes = (token: string, restaurantId: number) => [
      as(token).post('managers/look', { ...oliveLook, restaurantId, primaryColor: '#000000' }),
      as(token).post('managers/pages', { restaurantId, kind: 'imprint', content: { de: '<p>Fremd</p>' } }),
      as(token).post('managers/announcements', {
        restaurantId,
        kind: 'general',
        content: { de: '<p>Fremd</p>', fr: '<p>Étranger</p>' },
        shown: true,
      }),
      as(token).post('managers/information-pages/create', {
        restaurantId,
        title: { de: 'Fremd', fr: 'Étranger' },
        content: { de: '<p>Fremd</p>', fr: '<p>Étranger</p>' },
      }),
      as(token).get('managers/look', { restaurantId }),
      as(token).get('managers/pages', { restaurantId }),
    ];
    // both ways: Sakura's manager at Olive, Olive's manager at Sakura
    for (const [token, other] of [
      [f.sakuraManager, f.olive],
      [f.oliveManager, f.sakura],
    ] as const)
      expect((await Promise.all(writes(token, other))).map((answer) => answer.status)).toEqual([
        403, 403, 403, 403, 403, 403,
      ]);
    for (const token of [f.customerToken, await ctx.publicToken()])
      expect((await Promise.all(writes(token, f.olive))).map((answer) => answer.status)).toEqual([
        403, 403, 403, 403, 403, 403,
      ]);
    // naming its own restaurant, a manager cannot reach another restaurant's page by its id
    const [olivePage] = (await as(f.oliveManager).get<Pages>('managers/pages', { restaurantId: f.olive }))
      .body.data.information_pages;
    const linksBefore = (await storefront(f.olive)).informationPages;
    const sakuraManager = as(f.sakuraManager);
    const reach = await Promise.all([
      sakuraManager.post('managers/information-pages/update', {
        restaurantId: f.sakura,
        id: olivePage!.id,
        title: { fr: 'Volé' },
        content: { fr: '<p>Volé</p>' },
      }),
      sakuraManager.post('managers/information-pages/delete', { restaurantId: f.sakura, id: olivePage!.id }),
    ]);
    expect(reach.map((answer) => answer.status)).toEqual([404, 404]);
    expect((await storefront(f.olive)).informationPages).toEqual(linksBefore);
    const [olive, sakura] = await Promise.all([storefront(f.olive, 'de'), storefront(f.sakura, 'fr')]);
    expect([olive.theme.primaryColor, sakura.theme.primaryColor]).toEqual(['#1d4ed8', '#b91c1c']);
    expect([olive.announcement, sakura.announcement]).toEqual(['', '']);
    const imprint = await ctx.get('/api/restaurant/imprint', { restaurantId: f.sakura, lang: 'de' });
    expect(imprint.json<{ data: { imprint: string } }>().data.imprint).not.toContain('Fremd');
  });
});
