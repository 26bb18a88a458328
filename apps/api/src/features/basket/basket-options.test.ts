import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * SPEC §4 Attribute selection and §5 attribute group rules, as the server enforces them on
 * basket/add and add-attribute-items / remove-attribute-items. Options are named by their
 * pivot id (the product's offer of an item), looked up in the database.
 */

interface ErrorBody {
  message: { type: string; body: string; code?: string };
  errors?: Record<string, string[]>;
}
interface Pivot {
  id: number;
  price: number;
  item: string;
  group: string;
}

let ctx: TestContext;
let token: string;
let olive: number;
let margherita: { id: number; price: number };
let burger: { id: number; price: number };
/** Margherita's pivots by English item name */
let pizzaOptions: Map<string, Pivot>;
let burgerOptions: Map<string, Pivot>;

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
function ok(response: LightMyRequestResponse): BasketDto {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BasketDto }>().data;
}
function failure(response: LightMyRequestResponse, status: number): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<ErrorBody>();
}
async function newBasket(): Promise<string> {
  const response = await post('basket/create', { restaurantId: olive });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}
const addPizza = (basketId: string, attributeItems: unknown[], extra: Record<string, unknown> = {}) =>
  post('basket/add', { restaurantId: olive, basketId, productId: margherita.id, attributeItems, ...extra });
const readBasket = async (basketId: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/basket?restaurantId=${olive}&basketId=${basketId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return ok(response);
};
const option = (name: string, from = pizzaOptions) => {
  const pivot = from.get(name);
  if (!pivot) throw new Error(`option ${name} is missing`);
  return pivot;
};

async function productNamed(english: string) {
  const rows = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  const row = rows.find((entry) => entry.name.en === english);
  if (!row) throw new Error(`demo product ${english} is missing`);
  return row;
}
async function optionsOf(productId: number): Promise<Map<string, Pivot>> {
  const { productAttributeItems, attributeItems, attributeGroups } = schema;
  const rows = await ctx.deps.db
    .select({
      id: productAttributeItems.id,
      price: productAttributeItems.price,
      item: attributeItems.name,
      group: attributeGroups.name,
    })
    .from(productAttributeItems)
    .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
    .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
    .where(eq(productAttributeItems.productId, productId));
  return new Map(
    rows.map((row) => [
      row.item.en ?? '',
      { id: row.id, price: row.price, item: row.item.en ?? '', group: row.group.en ?? '' },
    ]),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.publicToken();
  const [restaurant] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = restaurant!.id;
  margherita = await productNamed('Margherita');
  pizzaOptions = await optionsOf(margherita.id);
  // a product whose options are all optional, and that shares items with the pizza
  const burgers = (
    await ctx.deps.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.restaurantId, olive)))
  ).filter((row) => row.id !== margherita.id);
  for (const row of burgers) {
    const options = await optionsOf(row.id);
    if (options.has('Rocket') && !options.has('Classic') && !options.has('Well done')) {
      burger = row;
      burgerOptions = options;
      break;
    }
  }
  if (!burger) throw new Error('no product with optional toppings only');
});
afterAll(() => ctx?.close());

describe('the seeded pizza options', () => {
  it('has a required single-select base and toppings up to three', async () => {
    expect(option('Classic').group).toBe('Pizza base');
    expect(option('Gluten-free').group).toBe('Pizza base');
    expect(option('Mozzarella').group).toBe('Extra toppings');
    const groups = await ctx.deps.db.select().from(schema.attributeGroups);
    const base = groups.find((group) => group.name.en === 'Pizza base')!;
    const toppings = groups.find((group) => group.name.en === 'Extra toppings')!;
    expect(base).toMatchObject({ minimumValue: 1, isMultiSelect: false });
    expect(toppings).toMatchObject({ minimumValue: 0, maximumValue: 3, isMultiSelect: true });
  });
});

describe('POST /api/basket/add with attributeItems', () => {
  it('prices a valid choice: product price plus the chosen options', async () => {
    const basketId = await newBasket();
    const chosen = [option('Gluten-free'), option('Mozzarella'), option('Kalamata olives')];
    const basket = ok(
      await addPizza(
        basketId,
        chosen.map((pivot) => pivot.id),
        { quantity: 2 },
      ),
    );
    const unit = margherita.price + chosen.reduce((sum, pivot) => sum + pivot.price, 0);
    expect(chosen.every((pivot) => pivot.price > 0)).toBe(true);
    expect(basket.products).toHaveLength(1);
    expect(basket.products[0]).toMatchObject({ quantity: 2, price: unit, totalPrice: unit * 2 });
    expect(
      basket.products[0]!.attributeItems.map((item) => [item.id, item.item, item.group, item.price]),
    ).toEqual(
      expect.arrayContaining(chosen.map((pivot) => [pivot.id, pivot.item, pivot.group, pivot.price])),
    );
    expect(basket.totalPrice).toBe(unit * 2);
  });

  it('accepts options as {id, quantity} and counts the quantity in the price', async () => {
    const basketId = await newBasket();
    const basket = ok(
      await addPizza(basketId, [{ id: option('Classic').id }, { id: option('Mozzarella').id, quantity: 2 }]),
    );
    expect(basket.products[0]!.price).toBe(
      margherita.price + option('Classic').price + 2 * option('Mozzarella').price,
    );
  });

  it('merges the same choice into one line and keeps another choice apart', async () => {
    const basketId = await newBasket();
    ok(await addPizza(basketId, [option('Classic').id, option('Mozzarella').id]));
    ok(await addPizza(basketId, [option('Mozzarella').id, option('Classic').id]));
    const basket = ok(await addPizza(basketId, [option('Wholegrain').id]));
    expect(basket.products.map((line) => line.quantity)).toEqual([2, 1]);
  });

  it("refuses a pizza without its required base: 'You must select item in Pizza base.'", async () => {
    const basketId = await newBasket();
    const without = failure(await addPizza(basketId, []), 422);
    expect(without.errors?.attributeItems).toEqual(['You must select item in Pizza base.']);
    const toppingsOnly = failure(await addPizza(basketId, [option('Mozzarella').id]), 422);
    expect(toppingsOnly.errors?.attributeItems).toEqual(['You must select item in Pizza base.']);
    failure(await post('basket/add', { restaurantId: olive, basketId, productId: margherita.id }), 422);
    expect((await readBasket(basketId)).products).toEqual([]);
  });

  it('refuses two items of the single-select base', async () => {
    const basketId = await newBasket();
    const body = failure(await addPizza(basketId, [option('Classic').id, option('Wholegrain').id]), 422);
    expect(body.errors?.attributeItems).toEqual(['You can choose at most 1 item in Pizza base.']);
    const twice = failure(await addPizza(basketId, [option('Classic').id, option('Classic').id]), 422);
    expect(twice.errors?.attributeItems?.length).toBeGreaterThan(0);
  });

  it('refuses more toppings than the maximum of three, and takes three', async () => {
    const basketId = await newBasket();
    const toppings = ['Mozzarella', 'Kalamata olives', 'Mushrooms', 'Rocket'].map((name) => option(name).id);
    const body = failure(await addPizza(basketId, [option('Classic').id, ...toppings]), 422);
    expect(body.errors?.attributeItems).toEqual(['You can choose at most 3 items in Extra toppings.']);
    expect((await readBasket(basketId)).products).toEqual([]);
    ok(await addPizza(basketId, [option('Classic').id, ...toppings.slice(0, 3)]));
  });

  it("refuses a pivot id of another product, even of the same item: 'This option does not belong to the product.'", async () => {
    const basketId = await newBasket();
    const foreign = option('Rocket', burgerOptions);
    expect(foreign.id).not.toBe(option('Rocket').id);
    const body = failure(await addPizza(basketId, [option('Classic').id, foreign.id]), 422);
    expect(body.errors?.attributeItems).toEqual(['This option does not belong to the product.']);
    const unknown = failure(await addPizza(basketId, [option('Classic').id, 2_000_000_000]), 422);
    expect(unknown.errors?.attributeItems).toEqual(['This option does not belong to the product.']);
    failure(await addPizza(basketId, ['abc']), 422);
  });

  it('takes a product whose groups are all optional without options', async () => {
    const basket = ok(
      await post('basket/add', { restaurantId: olive, basketId: await newBasket(), productId: burger.id }),
    );
    expect(basket.products[0]).toMatchObject({ price: burger.price, attributeItems: [] });
  });
});

describe('POST /api/basket/add-attribute-items and remove-attribute-items', () => {
  async function pizzaLine(options: string[]) {
    const basketId = await newBasket();
    const basket = ok(
      await addPizza(
        basketId,
        options.map((name) => option(name).id),
      ),
    );
    return { basketId, lineId: basket.products[0]!.basketProductId };
  }
  const change = (
    direction: 'add' | 'remove',
    line: { basketId: string; lineId: number },
    items: unknown[],
    field: 'attributeItems' | 'productAttributeItems' = 'attributeItems',
  ) =>
    post(`basket/${direction}-attribute-items`, {
      restaurantId: olive,
      basketId: line.basketId,
      basketProductId: line.lineId,
      [field]: items,
    });
  const optionIds = (basket: BasketDto) => basket.products[0]!.attributeItems.map((item) => item.id).sort();

  it('adds a topping and reprices the line', async () => {
    const line = await pizzaLine(['Classic']);
    const response = await change('add', line, [option('Mushrooms').id]);
    const basket = ok(response);
    expect(response.json<{ message: { type: string } }>().message.type).toBe('success');
    expect(optionIds(basket)).toEqual([option('Classic').id, option('Mushrooms').id].sort());
    expect(basket.products[0]!.price).toBe(margherita.price + option('Mushrooms').price);
    expect(basket.totalPrice).toBe(margherita.price + option('Mushrooms').price);
  });

  it('removes a topping (also under the name productAttributeItems)', async () => {
    const line = await pizzaLine(['Classic', 'Rocket', 'Mozzarella']);
    const basket = ok(await change('remove', line, [option('Rocket').id], 'productAttributeItems'));
    expect(optionIds(basket)).toEqual([option('Classic').id, option('Mozzarella').id].sort());
    expect(basket.products[0]!.price).toBe(margherita.price + option('Mozzarella').price);
  });

  it('re-checks the groups: removing the only base is refused and nothing changes', async () => {
    const line = await pizzaLine(['Gluten-free', 'Rocket']);
    const before = await readBasket(line.basketId);
    const body = failure(await change('remove', line, [option('Gluten-free').id]), 422);
    expect(body.errors?.attributeItems).toEqual(['You must select item in Pizza base.']);
    expect(await readBasket(line.basketId)).toEqual(before);
  });

  it('re-checks the groups: a fourth topping is refused and nothing changes', async () => {
    const line = await pizzaLine(['Classic', 'Rocket', 'Mozzarella', 'Mushrooms']);
    const before = await readBasket(line.basketId);
    const topping = failure(await change('add', line, [option('Grilled halloumi').id]), 422);
    expect(topping.errors?.attributeItems).toEqual(['You can choose at most 3 items in Extra toppings.']);
    expect(await readBasket(line.basketId)).toEqual(before);
  });

  it('swaps the choice of a single-select group (SPEC §4: single-select replaces)', async () => {
    const line = await pizzaLine(['Classic', 'Rocket']);
    const response = await change('add', line, [option('Wholegrain').id]);
    expect(response.statusCode).toBe(200);
    expect(optionIds(await readBasket(line.basketId)).sort()).toEqual(
      [option('Wholegrain').id, option('Rocket').id].sort(),
    );
  });

  it('counts an option taken several times towards the maximum (one for a single-select group)', async () => {
    const line = await pizzaLine(['Classic']);
    const twice = failure(await change('add', line, [{ id: option('Classic').id, quantity: 2 }]), 422);
    expect(twice.errors?.attributeItems).toEqual(['You can choose at most 1 item in Pizza base.']);
    const four = failure(await change('add', line, [{ id: option('Rocket').id, quantity: 4 }]), 422);
    expect(four.errors?.attributeItems).toEqual(['You can choose at most 3 items in Extra toppings.']);
  });

  it('refuses an option of another product and an unknown line', async () => {
    const line = await pizzaLine(['Classic']);
    const foreign = failure(await change('add', line, [option('Rocket', burgerOptions).id]), 422);
    expect(foreign.errors?.attributeItems).toEqual(['This option does not belong to the product.']);
    failure(await change('add', { ...line, lineId: 2_000_000_000 }, [option('Rocket').id]), 404);
    expect(optionIds(await readBasket(line.basketId))).toEqual([option('Classic').id]);
  });
});
