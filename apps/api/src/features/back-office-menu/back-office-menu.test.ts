import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 20 (back office): a manager builds the menu of their own restaurant — categories,
 * products, option groups, order, copies, hiding — and the storefront shows it at once,
 * although its menu answers are cached for a minute here: every write drops them.
 */

interface Menu {
  currency: string;
  language: string;
  categories: { id: number; label: string; position: number; hidden: boolean }[];
  products: {
    id: number;
    category_id: number;
    label: string;
    position: number;
    hidden: boolean;
    option_groups: number;
  }[];
}
interface Product {
  id: number;
  category_id: number;
  name: Record<string, string>;
  description: Record<string, string>;
  price: number;
  stock: number | null;
  hidden: boolean;
  allergens: string[];
  delivery_types: string[];
  option_groups: {
    id: number;
    name: Record<string, string>;
    min: number;
    max: number | null;
    options: { id: number; name: Record<string, string>; price: number }[];
  }[];
}
interface StorefrontProduct {
  id: number;
  name: string;
  subcategory_id: number | null;
  subcategory_name: string | null;
  price: number;
  extra: boolean;
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  // a minute-long menu cache, as a busy server might run: the storefront sees writes only if they drop it
  ctx = await createTestContext({ MENU_CACHE_MS: '60000' });
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());

const as = (token: string, lang = 'en') => clientOf(ctx, token, lang);

const storefrontCategories = async (restaurantId: number) =>
  (await ctx.get('/api/restaurant/category', { restaurantId })).json().data as { id: number; name: string }[];
const storefrontProducts = async (restaurantId: number, categoryId: number, lang = 'en') =>
  (
    await ctx.get('/api/restaurant/products', { restaurantId, categoryId }, { 'accept-language': lang })
  ).json().data as StorefrontProduct[];
const storefrontOptions = async (restaurantId: number, categoryId: number) =>
  (await ctx.get('/api/restaurant/category-attributes-items', { restaurantId, categoryId })).json();

const soup = (categoryId: number) => ({
  restaurantId: f.olive,
  category_id: categoryId,
  name: { de: 'Linsensuppe', en: 'Lentil soup' },
  description: { de: '<p>Mit Zitrone</p><script>alert(1)</script>' },
  price: 650,
  stock: null,
  allergens: ['L', 'A'],
  delivery_types: ['pickup', 'delivery'],
  option_groups: [
    {
      name: { de: 'Größe', en: 'Size' },
      min: 1,
      max: 1,
      options: [
        { name: { de: 'Klein', en: 'Small' }, price: 0 },
        { name: { de: 'Groß', en: 'Large' }, price: 250 },
      ],
    },
  ],
});

let soupsId: number;
let soupId: number;

describe('categories and products', () => {
  it('creates a category and a product with an option group; the storefront shows both at once', async () => {
    const olive = as(f.oliveManager);
    const before = await storefrontCategories(f.olive); // fills the storefront's cache
    const category = await olive.post<{ id: number; label: string; position: number }>(
      'managers/menu/categories/create',
      { restaurantId: f.olive, name: { de: 'Suppen', en: 'Soups' } },
    );
    expect(category.status).toBe(200);
    expect(category.body.message.body).toBe('The category has been saved.');
    expect(category.body.data.label).toBe('Soups');
    expect(category.body.data.position).toBeGreaterThanOrEqual(before.length);
    soupsId = category.body.data.id;

    const created = await olive.post<Product>('managers/menu/products/create', soup(soupsId));
    expect(created.status).toBe(200);
    soupId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      category_id: soupsId,
      name: { de: 'Linsensuppe', en: 'Lentil soup', fr: '', ar: '' },
      description: { de: '<p>Mit Zitrone</p>' },
      price: 650,
      stock: null,
      hidden: false,
      allergens: ['L', 'A'],
      delivery_types: ['pickup', 'delivery'],
    });
    expect(created.body.data.option_groups).toMatchObject([
      { name: { en: 'Size' }, min: 1, max: 1, options: [{ price: 0 }, { name: { de: 'Groß' }, price: 250 }] },
    ]);

    expect((await storefrontCategories(f.olive)).map((each) => each.name)).toContain('Soups');
    const products = await storefrontProducts(f.olive, soupsId, 'de');
    expect(products).toMatchObject([{ id: soupId, name: 'Linsensuppe', price: 650, extra: true }]);
    const options = JSON.stringify(await storefrontOptions(f.olive, soupsId));
    expect(options).toContain('"price":250');
    expect(options).toContain('Large');

    const menu = await olive.get<Menu>('managers/menu', { restaurantId: f.olive });
    expect(menu.body.data.language).toBe('de');
    expect(menu.body.data.products.find((each) => each.id === soupId)).toMatchObject({
      category_id: soupsId,
      option_groups: 1,
      hidden: false,
    });
  });

  it('edits a product: new price and stock, an option renamed, one added; the storefront follows', async () => {
    const olive = as(f.oliveManager);
    await storefrontProducts(f.olive, soupsId);
    const current = (await olive.get<Product>('managers/menu/product', { restaurantId: f.olive, id: soupId }))
      .body.data;
    const group = current.option_groups[0]!;
    const edited = await olive.post<Product>('managers/menu/products/update', {
      ...soup(soupsId),
      id: soupId,
      price: 700,
      stock: 12,
      option_groups: [
        {
          id: group.id,
          name: group.name,
          min: 0,
          max: 2,
          options: [
            { id: group.options[0]!.id, name: { de: 'Tasse', en: 'Cup' }, price: 0 },
            { id: group.options[1]!.id, name: group.options[1]!.name, price: 300 },
            { name: { de: 'Topf', en: 'Pot' }, price: 900 },
          ],
        },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.option_groups[0]).toMatchObject({
      id: group.id,
      min: 0,
      max: 2,
      options: [
        { id: group.options[0]!.id, name: { en: 'Cup' } },
        { price: 300 },
        { name: { en: 'Pot' }, price: 900 },
      ],
    });
    expect((await storefrontProducts(f.olive, soupsId))[0]).toMatchObject({ price: 700, stock: 12 });
    expect(JSON.stringify(await storefrontOptions(f.olive, soupsId))).toContain('Pot');
  });

  it('answers a bad product per field in French, and leaves the menu as it was', async () => {
    const bad = {
      ...soup(soupsId),
      name: { en: 'Only English' },
      price: -1,
      delivery_types: [],
      option_groups: [{ name: { de: 'Größe' }, min: 2, max: 1, options: [{ name: { de: 'A' }, price: 0 }] }],
    };
    const french = await as(f.oliveManager, 'fr').post('managers/menu/products/create', bad);
    expect(french.status).toBe(422);
    expect(Object.keys(french.body.errors ?? {}).sort()).toEqual(['delivery_types', 'price']);
    expect(french.body.errors?.price?.[0]).toMatch(/doit être au moins 0/);
    // what only the restaurant can tell (its language, its rows) comes after the shapes are right
    const rules = await as(f.oliveManager, 'fr').post('managers/menu/products/create', {
      ...bad,
      price: 100,
      delivery_types: ['pickup'],
    });
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toEqual({
      'name.de': ['Saisissez le nom dans la langue du restaurant.'],
      'option_groups.0.min': ['Le minimum ne doit pas dépasser le maximum.'],
    });
    const arabic = await as(f.oliveManager, 'ar').post('managers/menu/categories/create', {
      restaurantId: f.olive,
      name: { en: 'Sorbet corner' },
    });
    expect(arabic.body.errors).toEqual({ 'name.de': ['أدخل الاسم بلغة المطعم.'] });
    const menu = await as(f.oliveManager).get<Menu>('managers/menu', { restaurantId: f.olive });
    expect(menu.body.data.products.filter((each) => each.category_id === soupsId)).toHaveLength(1);
    expect(menu.body.data.categories.map((each) => each.label)).not.toContain('Sorbet corner');
  });
});

describe('order, copies and visibility', () => {
  it('reorders the categories in one go; the storefront lists them so; a list that is not exactly the level is refused', async () => {
    const olive = as(f.oliveManager);
    await storefrontCategories(f.olive);
    const menu = (await olive.get<Menu>('managers/menu', { restaurantId: f.olive })).body.data;
    const ids = menu.categories.map((each) => each.id);
    const soupsFirst = [soupsId, ...ids.filter((id) => id !== soupsId)];
    const saved = await olive.post('managers/menu/categories/reorder', {
      restaurantId: f.olive,
      ids: soupsFirst,
    });
    expect(saved.status).toBe(200);
    expect((await storefrontCategories(f.olive))[0]?.id).toBe(soupsId);
    const after = (await olive.get<Menu>('managers/menu', { restaurantId: f.olive })).body.data;
    expect(after.categories.map((each) => each.id)).toEqual(soupsFirst);

    const sakuraCategory = (await as(f.sakuraManager).get<Menu>('managers/menu', { restaurantId: f.sakura }))
      .body.data.categories[0]!.id;
    const refused = await Promise.all([
      olive.post('managers/menu/categories/reorder', { restaurantId: f.olive, ids: soupsFirst.slice(1) }),
      olive.post('managers/menu/categories/reorder', {
        restaurantId: f.olive,
        ids: [...soupsFirst, sakuraCategory],
      }),
      olive.post('managers/menu/categories/reorder', {
        restaurantId: f.olive,
        ids: [...soupsFirst, soupsId],
      }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([422, 422, 422]);
    expect(refused[0]!.body.errors).toEqual({
      ids: ['The list must name each entry of this level exactly once.'],
    });
    expect(
      (await olive.get<Menu>('managers/menu', { restaurantId: f.olive })).body.data.categories.map(
        (each) => each.id,
      ),
    ).toEqual(soupsFirst);
  });

  it('duplicates a product with its options right after it, hidden; reorders the products of its category', async () => {
    const olive = as(f.oliveManager);
    const copy = await olive.post<Product>('managers/menu/products/duplicate', {
      restaurantId: f.olive,
      id: soupId,
    });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ hidden: true, price: 700, name: { de: 'Linsensuppe' } });
    expect(copy.body.data.id).not.toBe(soupId);
    expect(copy.body.data.option_groups[0]?.options).toHaveLength(3);
    // hidden: guests do not see the copy
    expect((await storefrontProducts(f.olive, soupsId)).map((each) => each.id)).toEqual([soupId]);

    const reordered = await olive.post('managers/menu/products/reorder', {
      restaurantId: f.olive,
      category_id: soupsId,
      ids: [copy.body.data.id, soupId],
    });
    expect(reordered.status).toBe(200);
    await olive.post('managers/menu/products/visibility', {
      restaurantId: f.olive,
      id: copy.body.data.id,
      hidden: false,
    });
    expect((await storefrontProducts(f.olive, soupsId)).map((each) => each.id)).toEqual([
      copy.body.data.id,
      soupId,
    ]);
    const misplaced = await olive.post('managers/menu/products/reorder', {
      restaurantId: f.olive,
      category_id: soupsId,
      ids: [soupId, f.falafel.id],
    });
    expect(misplaced.status).toBe(422);
  });

  it('hides a product and it leaves the storefront; shows it again; hides a category', async () => {
    const olive = as(f.oliveManager, 'de');
    const hidden = await olive.post('managers/menu/products/visibility', {
      restaurantId: f.olive,
      id: soupId,
      hidden: true,
    });
    expect(hidden.body.message.body).toBe('Es ist für Gäste verborgen.');
    expect((await storefrontProducts(f.olive, soupsId)).map((each) => each.id)).not.toContain(soupId);
    await olive.post('managers/menu/products/visibility', {
      restaurantId: f.olive,
      id: soupId,
      hidden: false,
    });
    expect((await storefrontProducts(f.olive, soupsId)).map((each) => each.id)).toContain(soupId);

    await olive.post('managers/menu/categories/visibility', {
      restaurantId: f.olive,
      id: soupsId,
      hidden: true,
    });
    expect((await storefrontCategories(f.olive)).map((each) => each.id)).not.toContain(soupsId);
    const menu = (await olive.get<Menu>('managers/menu', { restaurantId: f.olive })).body.data;
    expect(menu.categories.find((each) => each.id === soupsId)?.hidden).toBe(true);
    await olive.post('managers/menu/categories/visibility', {
      restaurantId: f.olive,
      id: soupsId,
      hidden: false,
    });
    expect((await storefrontCategories(f.olive)).map((each) => each.id)).toContain(soupsId);

    // issue 34: the activity list says which of the two, and names what
    const kinds = (
      await olive.get<{ kind: string; subject: string }[]>('managers/activity', {
        restaurantId: f.olive,
        group: 'menu',
      })
    ).body.data
      .slice(0, 4)
      .map((entry) => entry.kind);
    expect(kinds).toEqual([
      'menu.category.show',
      'menu.category.hide',
      'menu.product.show',
      'menu.product.hide',
    ]);
  });

  it('deletes a product by archiving it: gone from the storefront and the back office, past order lines keep it', async () => {
    const olive = as(f.oliveManager);
    const copyId = (
      await olive.get<Menu>('managers/menu', { restaurantId: f.olive })
    ).body.data.products.find((each) => each.category_id === soupsId && each.id !== soupId)!.id;
    const deleted = await olive.post('managers/menu/products/delete', { restaurantId: f.olive, id: copyId });
    expect(deleted.status).toBe(200);
    expect((await storefrontProducts(f.olive, soupsId)).map((each) => each.id)).toEqual([soupId]);
    const menu = (await olive.get<Menu>('managers/menu', { restaurantId: f.olive })).body.data;
    expect(menu.products.map((each) => each.id)).not.toContain(copyId);
    expect((await olive.get('managers/menu/product', { restaurantId: f.olive, id: copyId })).status).toBe(
      404,
    );
    const [row] = await ctx.deps.db.select().from(schema.products).where(eq(schema.products.id, copyId));
    expect(row).toMatchObject({ active: false });
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(
      (await olive.post('managers/menu/products/delete', { restaurantId: f.olive, id: copyId })).status,
    ).toBe(404);
  });
});

describe('set menus', () => {
  it('gives a product package steps; the storefront offers them; an edit keeps the ids baskets point at', async () => {
    const olive = as(f.oliveManager);
    const lunch = await olive.post<Product & { is_package: boolean }>('managers/menu/products/create', {
      ...soup(soupsId),
      name: { de: 'Mittagsmenü', en: 'Lunch menu' },
      price: 1290,
      option_groups: [],
    });
    const lunchId = lunch.body.data.id;
    const step = { name: { de: 'Hauptgang', en: 'Main course' }, min: 1, max: 1 };
    const saved = await olive.post<{
      is_package: boolean;
      package_steps: { id: number; choices: { product_id: number; label: string }[] }[];
    }>('managers/menu/products/package-steps', {
      restaurantId: f.olive,
      id: lunchId,
      steps: [
        {
          ...step,
          choices: [
            { product_id: soupId, price: 0 },
            { product_id: f.falafel.id, price: 150 },
          ],
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.is_package).toBe(true);
    expect(saved.body.data.package_steps[0]?.choices.map((choice) => choice.label)).toEqual([
      'Lentil soup',
      'Falafel (5 pieces)',
    ]);
    const packages = async () =>
      (
        await ctx.get('/api/restaurant/product-packages', { restaurantId: f.olive, productId: lunchId })
      ).json().data as {
        id: number;
        name: string;
        products: { id: number; productPackageId: number; price: number }[];
      }[];
    const offered = await packages();
    expect(offered).toMatchObject([
      {
        name: 'Main course',
        products: [
          { id: soupId, price: 0 },
          { id: f.falafel.id, price: 150 },
        ],
      },
    ]);

    // the soup stays (dearer), the falafel goes: the step and the soup's choice keep their ids
    const stepId = saved.body.data.package_steps[0]!.id;
    const soupChoice = offered[0]!.products[0]!.productPackageId;
    await olive.post('managers/menu/products/package-steps', {
      restaurantId: f.olive,
      id: lunchId,
      steps: [{ ...step, id: stepId, choices: [{ product_id: soupId, price: 100 }] }],
    });
    expect(await packages()).toMatchObject([
      { id: stepId, products: [{ id: soupId, productPackageId: soupChoice, price: 100 }] },
    ]);

    // a copy of the set menu offers the same steps, in rows of its own
    const copy = await olive.post<{
      id: number;
      is_package: boolean;
      package_steps: { id: number; choices: { product_id: number; price: number }[] }[];
    }>('managers/menu/products/duplicate', { restaurantId: f.olive, id: lunchId });
    expect(copy.body.data.is_package).toBe(true);
    expect(copy.body.data.package_steps).toMatchObject([{ choices: [{ product_id: soupId, price: 100 }] }]);
    expect(copy.body.data.package_steps[0]!.id).not.toBe(stepId);
  });

  it('refuses a set menu in itself, a product of another restaurant, and answers per field', async () => {
    const olive = as(f.oliveManager, 'de');
    const sakuraProduct = (await as(f.sakuraManager).get<Menu>('managers/menu', { restaurantId: f.sakura }))
      .body.data.products[0]!.id;
    const refused = await olive.post('managers/menu/products/package-steps', {
      restaurantId: f.olive,
      id: soupId,
      steps: [{ name: { de: 'A' }, min: 2, max: 1, choices: [{ product_id: soupId, price: 0 }] }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'steps.0.min': ['Das Minimum darf nicht größer als das Maximum sein.'],
      'steps.0.choices.0.product_id': ['Ein Menü kann sich nicht selbst anbieten.'],
    });
    const foreign = await olive.post('managers/menu/products/package-steps', {
      restaurantId: f.olive,
      id: soupId,
      steps: [{ name: { de: 'A' }, min: 1, max: 1, choices: [{ product_id: sakuraProduct, price: 0 }] }],
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors ?? {})).toEqual(['steps.0.choices.0.product_id']);
    // Sakura's manager cannot give Olive's soup steps through Sakura
    const intruder = await as(f.sakuraManager).post('managers/menu/products/package-steps', {
      restaurantId: f.sakura,
      id: soupId,
      steps: [],
    });
    expect(intruder.status).toBe(404);
  });
});

describe('subcategories', () => {
  it('adds, renames and deletes a section of a category; its products stay in the category', async () => {
    const olive = as(f.oliveManager);
    const created = await olive.post<{ id: number; label: string }>('managers/menu/subcategories/create', {
      restaurantId: f.olive,
      category_id: soupsId,
      name: { de: 'Warm', en: 'Hot' },
    });
    expect(created.status).toBe(200);
    const sectionId = created.body.data.id;
    const moved = await olive.post<Product>('managers/menu/products/update', {
      ...soup(soupsId),
      id: soupId,
      subcategory_id: sectionId,
      option_groups: [],
    });
    expect(moved.status).toBe(200);
    const listed = await storefrontProducts(f.olive, soupsId);
    expect(listed.find((each) => each.id === soupId)).toMatchObject({ subcategory_name: 'Hot' });

    const renamed = await olive.post('managers/menu/subcategories/update', {
      restaurantId: f.olive,
      id: sectionId,
      category_id: soupsId,
      name: { de: 'Heiß', en: 'Piping hot' },
    });
    expect(renamed.status).toBe(200);
    expect((await storefrontProducts(f.olive, soupsId)).find((each) => each.id === soupId)).toMatchObject({
      subcategory_name: 'Piping hot',
    });
    const elsewhere = await olive.post('managers/menu/subcategories/update', {
      restaurantId: f.olive,
      id: sectionId,
      category_id: f.falafel.categoryId,
      name: { de: 'Heiß' },
    });
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors ?? {})).toEqual(['category_id']);
    // Sakura's manager cannot rename or delete it through Sakura
    const intruder = as(f.sakuraManager);
    expect(
      (await intruder.post('managers/menu/subcategories/delete', { restaurantId: f.sakura, id: sectionId }))
        .status,
    ).toBe(404);

    expect(
      (await olive.post('managers/menu/subcategories/delete', { restaurantId: f.olive, id: sectionId }))
        .status,
    ).toBe(200);
    const after = (await storefrontProducts(f.olive, soupsId)).find((each) => each.id === soupId);
    expect(after).toMatchObject({ subcategory_id: null });
  });
});

describe('happy hours and extra tabs', () => {
  const lastJanuary = { weekday: 3, start_date: '2020-01-01', end_date: '2020-01-31' };
  const extras = {
    happy_hours: [
      { ...lastJanuary, start_time: '17:00', end_time: '19:00' },
      { weekday: 7, start_date: '2020-01-05', end_date: '2020-01-05' },
    ],
    extra_tabs: [
      {
        title: { de: 'Zutaten', en: 'Ingredients', fr: 'Ingrédients' },
        content: { de: '<p>Linsen, <b>Zitrone</b></p><img src=x onerror=alert(1)>' },
      },
    ],
  };
  const storefrontSoup = async (lang = 'en') =>
    (await storefrontProducts(f.olive, soupsId, lang)).find((each) => each.id === soupId) as unknown as {
      available: boolean;
      happyHours: { weekday_id: number; start_date: string; start_time: string | null }[];
      extra_tabs: { id: number; title: string; content: string }[];
    };

  it('writes both with the product; the storefront follows; left out they stay, empty they go', async () => {
    const olive = as(f.oliveManager);
    expect((await storefrontSoup()).available).toBe(true);
    const saved = await olive.post<Product & { happy_hours: unknown[]; extra_tabs: unknown[] }>(
      'managers/menu/products/update',
      { ...soup(soupsId), id: soupId, ...extras },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.happy_hours).toEqual([
      { ...lastJanuary, start_time: '17:00', end_time: '19:00' },
      { weekday: 7, start_date: '2020-01-05', end_date: '2020-01-05', start_time: null, end_time: null },
    ]);
    expect(saved.body.data.extra_tabs).toEqual([
      {
        id: 1,
        title: { de: 'Zutaten', en: 'Ingredients', fr: 'Ingrédients', ar: '' },
        content: { de: '<p>Linsen, <b>Zitrone</b></p>', en: '', fr: '', ar: '' },
      },
    ]);
    // only orderable on Wednesdays of January 2020 now: never again
    const shown = await storefrontSoup('de');
    expect(shown.available).toBe(false);
    expect(shown.happyHours).toMatchObject([
      { weekday_id: 3, start_date: '2020-01-01', start_time: '17:00' },
      {},
    ]);
    expect(shown.extra_tabs).toEqual([{ id: 1, title: 'Zutaten', content: '<p>Linsen, <b>Zitrone</b></p>' }]);
    // a language without a title reads the restaurant's own
    expect((await storefrontSoup('ar')).extra_tabs[0]?.title).toBe('Zutaten');

    // an edit that leaves them out keeps them (older clients); empty lists remove them
    await olive.post('managers/menu/products/update', { ...soup(soupsId), id: soupId, price: 700 });
    expect((await storefrontSoup()).extra_tabs).toHaveLength(1);
    await olive.post('managers/menu/products/update', {
      ...soup(soupsId),
      id: soupId,
      happy_hours: [],
      extra_tabs: [],
    });
    const cleared = await storefrontSoup();
    expect(cleared).toMatchObject({ available: true, happyHours: [], extra_tabs: [] });
  });

  it('answers each faulty entry on its field in German and Arabic, changing nothing', async () => {
    const faulty = {
      ...soup(soupsId),
      id: soupId,
      happy_hours: [
        { weekday: 1, start_date: '2026-12-10', end_date: '2026-12-09' },
        { weekday: 2, start_date: '2026-12-01', end_date: '2026-12-31', start_time: '18:00' },
        {
          weekday: 3,
          start_date: '2026-12-01',
          end_date: '2026-12-31',
          start_time: '18:00',
          end_time: '17:00',
        },
        { weekday: 8, start_date: '2026-02-30', end_date: '2026-12-31' },
      ],
      extra_tabs: [{ title: { en: 'Origin' }, content: { en: 'Lentils from Umbria' } }],
    };
    const de = await as(f.oliveManager, 'de').post('managers/menu/products/update', faulty);
    expect(de.status).toBe(422);
    expect(Object.keys(de.body.errors ?? {}).sort()).toEqual([
      'happy_hours.3.start_date',
      'happy_hours.3.weekday',
    ]);
    const shapesFixed = { ...faulty, happy_hours: faulty.happy_hours.slice(0, 3) };
    const rules = await as(f.oliveManager, 'de').post('managers/menu/products/update', shapesFixed);
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toEqual({
      'happy_hours.0.end_date': ['Der letzte Tag darf nicht vor dem ersten liegen.'],
      'happy_hours.1.end_time': ['Geben Sie Beginn und Ende an, oder keins von beiden für den ganzen Tag.'],
      'happy_hours.2.end_time': ['Das Ende muss nach dem Beginn liegen.'],
      'extra_tabs.0.title.de': ['Geben Sie den Titel in der Sprache des Restaurants ein.'],
    });
    const ar = await as(f.oliveManager, 'ar').post('managers/menu/products/update', shapesFixed);
    expect(ar.body.errors?.['happy_hours.2.end_time']).toEqual(['يجب أن يكون وقت النهاية بعد وقت البداية.']);
    expect(ar.body.errors?.['extra_tabs.0.title.de']).toEqual(['أدخل العنوان بلغة المطعم.']);
    expect(await storefrontSoup()).toMatchObject({ happyHours: [], extra_tabs: [] });
  });

  it("keeps Sakura's manager from writing them on Olive's product, and the other way round", async () => {
    const sakuraMenu = (await as(f.sakuraManager).get<Menu>('managers/menu', { restaurantId: f.sakura })).body
      .data;
    const sakuraProduct = sakuraMenu.products[0]!;
    const cases = [
      { manager: f.sakuraManager, own: f.sakura, category: sakuraProduct.category_id, product: soupId },
      { manager: f.oliveManager, own: f.olive, category: soupsId, product: sakuraProduct.id },
    ];
    for (const { manager, own, category, product } of cases) {
      const answer = await as(manager).post('managers/menu/products/update', {
        ...soup(category),
        restaurantId: own,
        name: { de: 'X', fr: 'X' },
        option_groups: [],
        id: product,
        ...extras,
      });
      expect(answer.status).toBe(404);
    }
    expect(await storefrontSoup()).toMatchObject({ happyHours: [], extra_tabs: [] });
    const sakuraRow = await as(f.sakuraManager).get<{ happy_hours: unknown[]; extra_tabs: unknown[] }>(
      'managers/menu/product',
      { restaurantId: f.sakura, id: sakuraProduct.id },
    );
    expect(sakuraRow.body.data).toMatchObject({ happy_hours: [], extra_tabs: [] });
  });
});

describe('tenancy', () => {
  it("keeps a manager of Sakura out of Olive's menu, and the other way round", async () => {
    for (const [intruder, victim] of [
      [f.sakuraManager, f.olive],
      [f.oliveManager, f.sakura],
    ] as const) {
      const them = as(intruder);
      expect((await them.get('managers/menu', { restaurantId: victim })).status).toBe(403);
      const writes = await Promise.all([
        them.post('managers/menu/categories/create', { restaurantId: victim, name: { de: 'X', fr: 'X' } }),
        them.post('managers/menu/categories/reorder', { restaurantId: victim, ids: [1] }),
        them.post('managers/menu/products/visibility', { restaurantId: victim, id: 1, hidden: true }),
      ]);
      expect(writes.map((write) => write.status)).toEqual([403, 403, 403]);
    }
  });

  /** a product named in both restaurants' languages, so only the foreign category is wrong */
  const foreign = (category: number, own: number) => ({
    ...soup(category),
    restaurantId: own,
    name: { de: 'X', fr: 'X' },
    option_groups: [],
  });

  it("answers 404 for Olive's category or product named through Sakura's own restaurant, both ways", async () => {
    const sakuraMenu = (await as(f.sakuraManager).get<Menu>('managers/menu', { restaurantId: f.sakura })).body
      .data;
    const sakuraProduct = sakuraMenu.products[0]!;
    const oliveBefore = await storefrontProducts(f.olive, soupsId);
    const cases = [
      { manager: f.sakuraManager, own: f.sakura, product: soupId, category: soupsId },
      {
        manager: f.oliveManager,
        own: f.olive,
        product: sakuraProduct.id,
        category: sakuraProduct.category_id,
      },
    ];
    for (const { manager, own, product, category } of cases) {
      const them = as(manager);
      const answers = await Promise.all([
        them.get('managers/menu/product', { restaurantId: own, id: product }),
        them.post('managers/menu/products/update', { ...foreign(category, own), id: product }),
        them.post('managers/menu/products/visibility', { restaurantId: own, id: product, hidden: true }),
        them.post('managers/menu/products/duplicate', { restaurantId: own, id: product }),
        them.post('managers/menu/products/delete', { restaurantId: own, id: product }),
        them.post('managers/menu/categories/update', {
          restaurantId: own,
          id: category,
          name: { de: 'X', fr: 'X' },
        }),
        them.post('managers/menu/categories/visibility', { restaurantId: own, id: category, hidden: true }),
        them.post('managers/menu/products/reorder', {
          restaurantId: own,
          category_id: category,
          ids: [product],
        }),
      ]);
      // the update names a foreign category too: refused on its field before the product is looked for
      expect(answers.map((answer) => answer.status)).toEqual([404, 422, 404, 404, 404, 404, 404, 404]);
      expect(answers[1]!.body.errors).toHaveProperty('category_id');
      const created = await them.post('managers/menu/products/create', foreign(category, own));
      expect(created.status).toBe(422);
      expect(created.body.errors).toEqual({ category_id: ['The category does not exist.'] });
    }
    // nothing changed on either side
    expect(await storefrontProducts(f.olive, soupsId)).toEqual(oliveBefore);
    const sakuraAfter = (await as(f.sakuraManager).get<Menu>('managers/menu', { restaurantId: f.sakura }))
      .body.data;
    expect(sakuraAfter.products).toEqual(sakuraMenu.products);
  });

  it('refuses a guest token', async () => {
    const guest = await ctx.publicToken();
    expect((await as(guest).get('managers/menu', { restaurantId: f.olive })).status).toBe(403);
  });
});

describe('GET api/managers/menu/option-groups (issue 34)', () => {
  interface Group {
    id: number;
    name: { en: string };
    options: { id: number; name: { en: string }; price: number }[];
    products: number;
  }
  it("lists the restaurant's shared option groups with their options and how many products offer them", async () => {
    const olive = as(f.oliveManager);
    const groups = (await olive.get<Group[]>('managers/menu/option-groups', { restaurantId: f.olive })).body
      .data;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.options.length).toBeGreaterThan(0);
      expect(group.products).toBeGreaterThan(0);
    }
    // one of them offered again by a new product, by its id and its options' ids
    const [shared] = groups;
    const created = await olive.post<{ id: number; option_groups: Group[] }>(
      'managers/menu/products/create',
      {
        ...soup(f.falafel.categoryId),
        name: { de: 'Zweitprodukt', en: 'Second product' },
        option_groups: [
          {
            id: shared!.id,
            name: shared!.name,
            min: 0,
            max: null,
            options: shared!.options.map((option) => ({
              id: option.id,
              name: shared!.name,
              price: option.price,
            })),
          },
        ],
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.option_groups.map((group) => group.id)).toEqual([shared!.id]);
    const after = (await olive.get<Group[]>('managers/menu/option-groups', { restaurantId: f.olive })).body
      .data;
    expect(after.find((group) => group.id === shared!.id)?.products).toBe(shared!.products + 1);
  });

  it("shows no other restaurant's groups and refuses another restaurant's manager", async () => {
    const olive = (
      await as(f.oliveManager).get<Group[]>('managers/menu/option-groups', { restaurantId: f.olive })
    ).body.data;
    const sakura = await as(f.sakuraManager).get<Group[]>('managers/menu/option-groups', {
      restaurantId: f.sakura,
    });
    expect(sakura.status).toBe(200);
    const oliveIds = new Set(olive.map((group) => group.id));
    expect(sakura.body.data.some((group) => oliveIds.has(group.id))).toBe(false);
    expect(
      (await as(f.sakuraManager).get('managers/menu/option-groups', { restaurantId: f.olive })).status,
    ).toBe(403);
  });
});
