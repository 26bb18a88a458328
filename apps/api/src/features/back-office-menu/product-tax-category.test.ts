import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { walkCheckout } from '../../test/walk-checkout';

/**
 * Issue 36 (decision 084): the owner says in the product editor what a product is for VAT —
 * a beer is an alcoholic drink — and the next order of it takes that category's rate.
 */

interface Option {
  id: number;
  name: Record<string, string>;
  price: number;
  tax_category: string | null;
}
interface Product {
  id: number;
  tax_category: string;
  option_groups: { id: number; options: Option[] }[];
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());

const as = (lang = 'en') => clientOf(ctx, f.oliveManager, lang);

const ale = (extra: Record<string, unknown> = {}) => ({
  restaurantId: f.olive,
  category_id: f.falafel.categoryId,
  name: { de: 'Hausbier 0,33 l', en: 'House ale 0.33 l' },
  price: 390,
  stock: null,
  delivery_types: ['delivery', 'pickup', 'here'],
  ...extra,
});

/** Delivered on Tuesday 2026-11-24, 18:02 in Berlin, with a dish of food beside it. */
async function deliveredWithFalafel(name: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  try {
    return await walkCheckout(ctx, f.olive, {
      deliveryType: 'delivery',
      lines: [
        ['Falafel (5 pieces)', 2],
        [name, 1],
      ],
      postalCode: '10437',
      paymentType: 'cash',
    });
  } finally {
    vi.useRealTimers();
  }
}

describe('a product’s VAT category in the back office', () => {
  it('a new product is food unless the editor says otherwise; an alcoholic drink is ordered at the drinks’ rate', async () => {
    const created = await as().post<Product>('managers/menu/products/create', ale());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.tax_category).toBe('food');
    const id = created.body.data.id;

    // Germany, delivered: food 7 %, so the ale as food goes with the falafel
    const asFood = await deliveredWithFalafel('House ale 0.33 l');
    expect(asFood.tax_lines.map((line) => line.rate)).toEqual([7]);

    const saved = await as().post<Product>(
      'managers/menu/products/update',
      ale({ id, tax_category: 'alcohol' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.tax_category).toBe('alcohol');
    const read = await as().get<Product>('managers/menu/product', { restaurantId: f.olive, id });
    expect(read.body.data.tax_category).toBe('alcohol');

    // alcoholic drinks are 19 % however they are received: the ale's 3.90 apart from 2 × 7.50 of
    // falafel at 7 %, and the delivery fee of 2.50 spread over both by their share (1.98 / 0.52)
    const asDrink = await deliveredWithFalafel('House ale 0.33 l');
    expect(asDrink.tax_lines).toEqual([
      { rate: 7, gross: 1500 + 198, net: 1587, tax: 111 },
      { rate: 19, gross: 390 + 52, net: 371, tax: 71 },
    ]);
    expect(asFood.tax_lines).toEqual([{ rate: 7, gross: 1500 + 390 + 250, net: 2000, tax: 140 }]);
    // the first order keeps the rate it was placed with
    const manager = await as().get<{ tax_lines: { rate: number }[] }>('managers/order/show', {
      restaurantId: f.olive,
      orderId: asFood.orderId,
    });
    expect(manager.body.data.tax_lines.map((line) => line.rate)).toEqual([7]);
  });

  it('a save that leaves the category out keeps the one the product has', async () => {
    const created = await as().post<Product>(
      'managers/menu/products/create',
      ale({ name: { de: 'Limonade', en: 'Lemonade' }, tax_category: 'soft_drink' }),
    );
    expect(created.body.data.tax_category).toBe('soft_drink');
    const saved = await as().post<Product>(
      'managers/menu/products/update',
      ale({ id: created.body.data.id, name: { de: 'Limonade 0,4 l', en: 'Lemonade 0.4 l' } }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.tax_category).toBe('soft_drink');
  });

  it('an option may be sold as something else; null is as the product, and a save without it keeps it', async () => {
    const group = (options: Record<string, unknown>[]) => ({
      option_groups: [{ name: { de: 'Dazu', en: 'With it' }, min: 0, max: 1, options }],
    });
    const created = await as().post<Product>(
      'managers/menu/products/create',
      ale({
        name: { de: 'Mittagsteller', en: 'Lunch plate' },
        ...group([
          { name: { de: 'Ein Glas Wein', en: 'A glass of wine' }, price: 450, tax_category: 'alcohol' },
          { name: { de: 'Brot', en: 'Bread' }, price: 100 },
        ]),
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [wine, bread] = created.body.data.option_groups[0]!.options;
    expect(wine).toMatchObject({
      name: { de: 'Ein Glas Wein', en: 'A glass of wine' },
      tax_category: 'alcohol',
    });
    expect(bread).toMatchObject({ name: { de: 'Brot', en: 'Bread' }, tax_category: null });
    const id = created.body.data.id;
    const groupId = created.body.data.option_groups[0]!.id;

    const kept = await as().post<Product>('managers/menu/products/update', {
      ...ale({ id, name: { de: 'Mittagsteller', en: 'Lunch plate' } }),
      option_groups: [
        {
          id: groupId,
          name: { de: 'Dazu', en: 'With it' },
          min: 0,
          max: 1,
          options: [
            { id: wine!.id, name: { de: 'Ein Glas Wein', en: 'A glass of wine' }, price: 450 },
            { id: bread!.id, name: { de: 'Brot', en: 'Bread' }, price: 100, tax_category: 'food' },
          ],
        },
      ],
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.option_groups[0]!.options.map((option) => option.tax_category)).toEqual([
      'alcohol',
      'food',
    ]);

    const cleared = await as().post<Product>('managers/menu/products/update', {
      ...ale({ id, name: { de: 'Mittagsteller', en: 'Lunch plate' } }),
      option_groups: [
        {
          id: groupId,
          name: { de: 'Dazu', en: 'With it' },
          min: 0,
          max: 1,
          options: [
            {
              id: wine!.id,
              name: { de: 'Ein Glas Wein', en: 'A glass of wine' },
              price: 450,
              tax_category: null,
            },
          ],
        },
      ],
    });
    expect(cleared.body.data.option_groups[0]!.options).toMatchObject([{ tax_category: null }]);
    // the restaurant's option groups, offered again in the editor, say it too
    const shared = await as().get<{ id: number; options: Option[] }[]>('managers/menu/option-groups', {
      restaurantId: f.olive,
    });
    expect(shared.body.data.find((each) => each.id === groupId)?.options).toMatchObject([
      { id: wine!.id, tax_category: null },
    ]);
  });

  it('refuses a category it does not know with a 422 on the field, in the request’s language', async () => {
    const beer = await as('de').post('managers/menu/products/create', ale({ tax_category: 'beer' }));
    expect(beer.status).toBe(422);
    expect(beer.body.errors).toEqual({
      tax_category: ['Der gewählte Wert für tax_category ist ungültig.'],
    });

    const option = await as('fr').post(
      'managers/menu/products/create',
      ale({
        option_groups: [
          {
            name: { de: 'Größe', en: 'Size' },
            min: 0,
            max: 1,
            options: [{ name: { de: 'Groß', en: 'Large' }, price: 0, tax_category: 'drink' }],
          },
        ],
      }),
    );
    expect(option.status).toBe(422);
    expect(option.body.errors).toEqual({
      'option_groups.0.options.0.tax_category': [
        'La valeur choisie pour option_groups.0.options.0.tax_category est invalide.',
      ],
    });
  });
});
