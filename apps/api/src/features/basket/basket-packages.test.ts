import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * SPEC §4 Package flow and §5 package step rules on POST basket/add-product-package-items: one
 * choice list per set menu, checked step by step, priced and stock-checked by the server.
 */

interface ErrorBody {
  message: { type: string; body: string; code?: string };
  errors?: Record<string, string[]>;
}
type ProductRow = typeof schema.products.$inferSelect;
interface Choice {
  productPackage: number;
  productId: number;
  price: number;
  isMultipleAllowed: boolean;
  name: string;
}
interface Step {
  name: string;
  min: number;
  max: number;
  choices: Choice[];
}

let ctx: TestContext;
let token: string;
let olive: number;
let products: ProductRow[];
let depotPrices: Map<number, number>;

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
const readBasket = async (basketId: string) =>
  ok(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/basket?restaurantId=${olive}&basketId=${basketId}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );

function product(english: string): ProductRow {
  const row = products.find((entry) => entry.name.en === english);
  if (!row) throw new Error(`demo product ${english} is missing`);
  return row;
}
const depotOf = (productId: number) => {
  const row = products.find((entry) => entry.id === productId)!;
  return row.depotId ? (depotPrices.get(row.depotId) ?? 0) : 0;
};

/** The set menu's steps in order, with their choices, from the database. */
async function stepsOf(menu: ProductRow): Promise<Step[]> {
  const { packageSteps, packageStepProducts } = schema;
  const steps = await ctx.deps.db
    .select()
    .from(packageSteps)
    .where(eq(packageSteps.productId, menu.id))
    .orderBy(asc(packageSteps.priority), asc(packageSteps.id));
  const choices = await ctx.deps.db
    .select()
    .from(packageStepProducts)
    .where(
      inArray(
        packageStepProducts.stepId,
        steps.map((step) => step.id),
      ),
    );
  return steps.map((step) => ({
    name: step.name.en ?? '',
    min: step.min,
    max: step.max,
    choices: choices
      .filter((choice) => choice.stepId === step.id)
      .map((choice) => ({
        productPackage: choice.id,
        productId: choice.productId,
        price: choice.price,
        isMultipleAllowed: choice.isMultipleAllowed,
        name: products.find((row) => row.id === choice.productId)?.name.en ?? '',
      })),
  }));
}
function pick(steps: Step[], step: string, name: string, quantity = 1) {
  const choice = steps.find((entry) => entry.name === step)?.choices.find((entry) => entry.name === name);
  if (!choice) throw new Error(`${name} is not a choice of ${step}`);
  return { productId: choice.productId, productPackage: choice.productPackage, quantity, choice };
}
const items = (chosen: ReturnType<typeof pick>[]) =>
  chosen.map(({ productId, productPackage, quantity }) => ({ productId, productPackage, quantity }));
const addPackage = (
  basketId: string,
  menu: ProductRow,
  chosen: unknown[],
  extra: Record<string, unknown> = {},
) =>
  post('basket/add-product-package-items', {
    restaurantId: olive,
    basketId,
    productId: menu.id,
    productItems: chosen,
    ...extra,
  });
async function withStock(row: ProductRow, stock: number | null, body: () => Promise<void>) {
  await ctx.deps.db.update(schema.products).set({ stock }).where(eq(schema.products.id, row.id));
  try {
    await body();
  } finally {
    await ctx.deps.db.update(schema.products).set({ stock: row.stock }).where(eq(schema.products.id, row.id));
  }
}

let lunch: ProductRow;
let pizzaMenu: ProductRow;
let mezze: ProductRow;
let lunchSteps: Step[];
let pizzaSteps: Step[];
let mezzeSteps: Step[];

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.publicToken();
  const [restaurant] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = restaurant!.id;
  products = await ctx.deps.db.select().from(schema.products).where(eq(schema.products.restaurantId, olive));
  depotPrices = new Map((await ctx.deps.db.select().from(schema.depots)).map((row) => [row.id, row.price]));
  lunch = product('Lunch menu');
  pizzaMenu = product('Pizza menu');
  mezze = product('Mezze menu for two');
  lunchSteps = await stepsOf(lunch);
  pizzaSteps = await stepsOf(pizzaMenu);
  mezzeSteps = await stepsOf(mezze);
});
afterAll(() => ctx?.close());

describe('the seeded set menus', () => {
  it('are three package products with steps', () => {
    expect(
      products
        .filter((row) => row.isPackage)
        .map((row) => row.name.en)
        .sort(),
    ).toEqual(['Lunch menu', 'Mezze menu for two', 'Pizza menu'].sort());
    expect(lunchSteps.map((step) => [step.name, step.min, step.max])).toEqual([
      ['Starter', 1, 1],
      ['Main course', 1, 1],
      ['Drinks', 0, 2],
    ]);
  });
});

describe('POST /api/basket/add-product-package-items', () => {
  it('adds one priced line with the chosen items, deposits of bottles included', async () => {
    const chosen = [
      pick(lunchSteps, 'Starter', 'Hummus'),
      pick(lunchSteps, 'Main course', 'Chicken souvlaki'),
      pick(lunchSteps, 'Drinks', 'Cola 0.33 l', 2),
    ];
    expect(chosen[1]!.choice.price).toBeGreaterThan(0);
    const response = await addPackage(await newBasket(), lunch, items(chosen), { quantity: 2 });
    const basket = ok(response);
    expect(response.json<{ message: { body: string } }>().message.body).toBe('Added');
    expect(basket.products).toHaveLength(1);
    const [line] = basket.products;
    const unit = lunch.price + chosen.reduce((sum, entry) => sum + entry.choice.price * entry.quantity, 0);
    const deposits = depotOf(chosen[2]!.productId) * 2;
    expect(deposits).toBeGreaterThan(0);
    expect(line).toMatchObject({
      RestaurantProductId: lunch.id,
      name: 'Lunch menu',
      is_package: 1,
      quantity: 2,
      price: unit,
      totalPrice: (unit + deposits) * 2,
      attributeItems: [],
    });
    expect(
      line!.items.map((item) => [item.name, item.quantity, item.productPackageId, item.RestaurantProductId]),
    ).toEqual([
      ['Hummus', 1, chosen[0]!.productPackage, chosen[0]!.productId],
      ['Chicken souvlaki', 1, chosen[1]!.productPackage, chosen[1]!.productId],
      ['Cola 0.33 l', 2, chosen[2]!.productPackage, chosen[2]!.productId],
    ]);
    expect(line!.items[2]!.depot?.price).toBe(depotOf(chosen[2]!.productId));
    expect(basket.totalPrice).toBe((unit + deposits) * 2);
  });

  it('takes an optional step left empty, and adds units to the line by basketProductId', async () => {
    const basketId = await newBasket();
    const chosen = [
      pick(pizzaSteps, 'Pizza', 'Margherita'),
      pick(pizzaSteps, 'Drinks', 'Still mineral water 0.5 l'),
    ];
    const line = ok(await addPackage(basketId, pizzaMenu, items(chosen))).products[0]!;
    const more = ok(
      await addPackage(basketId, pizzaMenu, [], { basketProductId: line.basketProductId, quantity: 2 }),
    );
    expect(more.products).toHaveLength(1);
    expect(more.products[0]!.quantity).toBe(3);
    expect(more.totalPrice).toBe(line.totalPrice * 3);
  });

  it('never merges packages: the same menu with the same choices added again is a line of its own', async () => {
    const basketId = await newBasket();
    const chosen = items([
      pick(pizzaSteps, 'Pizza', 'Margherita'),
      pick(pizzaSteps, 'Drinks', 'Cola 0.33 l'),
    ]);
    ok(await addPackage(basketId, pizzaMenu, chosen));
    const basket = ok(await addPackage(basketId, pizzaMenu, chosen));
    expect(basket.products.map((line) => [line.RestaurantProductId, line.quantity])).toEqual([
      [pizzaMenu.id, 1],
      [pizzaMenu.id, 1],
    ]);
  });

  it('repeats a choice only where multiples are allowed', async () => {
    const basketId = await newBasket();
    const cold = pick(mezzeSteps, 'Cold mezze', 'Hummus', 2);
    expect(cold.choice.isMultipleAllowed).toBe(true);
    const warm = mezzeSteps
      .find((step) => step.name === 'Warm mezze')!
      .choices.filter((c) => !c.isMultipleAllowed);
    const bread = mezzeSteps.find((step) => step.name === 'Bread')!.choices[0]!;
    const base = [cold, pick(mezzeSteps, 'Bread', bread.name)];
    ok(
      await addPackage(basketId, mezze, [
        ...items(base),
        ...items([
          pick(mezzeSteps, 'Warm mezze', warm[0]!.name),
          pick(mezzeSteps, 'Warm mezze', warm[1]!.name),
        ]),
      ]),
    );
    const twice = failure(
      await addPackage(basketId, mezze, [
        ...items(base),
        ...items([pick(mezzeSteps, 'Warm mezze', warm[0]!.name, 2)]),
      ]),
      422,
    );
    expect(twice.errors?.productItems).toContain(`${warm[0]!.name} can be chosen only once.`);
    // the same choice sent as two entries counts as twice too
    const split = failure(
      await addPackage(basketId, mezze, [
        ...items(base),
        ...items([
          pick(mezzeSteps, 'Warm mezze', warm[0]!.name),
          pick(mezzeSteps, 'Warm mezze', warm[0]!.name),
        ]),
      ]),
      422,
    );
    expect(split.errors?.productItems).toContain(`${warm[0]!.name} can be chosen only once.`);
    expect((await readBasket(basketId)).products).toHaveLength(1);
  });

  it('refuses a missing required step (422 errors.productItems) and adds nothing', async () => {
    const basketId = await newBasket();
    const body = failure(
      await addPackage(basketId, lunch, items([pick(lunchSteps, 'Starter', 'Hummus')])),
      422,
    );
    expect(body.errors?.productItems).toEqual(['Choose at least 1 item in Main course.']);
    const none = failure(await addPackage(basketId, lunch, []), 422);
    expect(none.errors?.productItems).toEqual([
      'Choose at least 1 item in Starter.',
      'Choose at least 1 item in Main course.',
    ]);
    failure(
      await post('basket/add-product-package-items', { restaurantId: olive, basketId, productId: lunch.id }),
      422,
    );
    expect((await readBasket(basketId)).products).toEqual([]);
  });

  it('refuses more than a step allows', async () => {
    const basketId = await newBasket();
    const body = failure(
      await addPackage(
        basketId,
        lunch,
        items([
          pick(lunchSteps, 'Starter', 'Hummus'),
          pick(lunchSteps, 'Main course', 'Falafel wrap'),
          pick(lunchSteps, 'Drinks', 'Cola 0.33 l', 2),
          pick(lunchSteps, 'Drinks', 'Still mineral water 0.5 l'),
        ]),
      ),
      422,
    );
    expect(body.errors?.productItems).toEqual(['Choose at most 2 items in Drinks.']);
  });

  it('refuses a choice of another menu, and a productPackage whose productId does not match', async () => {
    const basketId = await newBasket();
    const starter = pick(lunchSteps, 'Starter', 'Hummus');
    const main = pick(lunchSteps, 'Main course', 'Falafel wrap');
    const foreign = pick(pizzaSteps, 'Pizza', 'Margherita');
    const fromPizzaMenu = failure(await addPackage(basketId, lunch, items([starter, main, foreign])), 422);
    expect(fromPizzaMenu.errors?.productItems).toEqual(['This choice does not belong to the menu.']);
    const mismatched = failure(
      await addPackage(basketId, lunch, [
        ...items([starter]),
        { productId: foreign.productId, productPackage: main.productPackage, quantity: 1 },
      ]),
      422,
    );
    expect(mismatched.errors?.productItems).toEqual(['This choice does not belong to the menu.']);
    failure(
      await addPackage(basketId, lunch, [
        ...items([starter]),
        { productId: main.productId, productPackage: 2_000_000_000, quantity: 1 },
      ]),
      422,
    );
    expect((await readBasket(basketId)).products).toEqual([]);
  });

  it("refuses a product that is not a package: 'The product has no package.'", async () => {
    const basketId = await newBasket();
    const body = failure(await addPackage(basketId, product('Fresh mint tea'), []), 400);
    expect(body.message.body).toBe('The product has no package.');
    expect((await readBasket(basketId)).products).toEqual([]);
  });

  it('tells a guest who adds a menu without its courses to choose them', async () => {
    const basketId = await newBasket();
    const response = await post('basket/add', {
      restaurantId: pizzaMenu.restaurantId,
      basketId,
      productId: pizzaMenu.id,
      quantity: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: { body: string } }>().message.body).toBe(
      'This is a menu: choose its courses first.',
    );
  });

  it("refuses a choice whose product is no longer active: 'The package is not available.'", async () => {
    const funghi = product('Funghi');
    const basketId = await newBasket();
    const chosen = items([pick(pizzaSteps, 'Pizza', 'Funghi'), pick(pizzaSteps, 'Drinks', 'Cola 0.33 l')]);
    await ctx.deps.db.update(schema.products).set({ active: false }).where(eq(schema.products.id, funghi.id));
    try {
      const body = failure(await addPackage(basketId, pizzaMenu, chosen), 422);
      expect(body.errors?.productItems).toEqual(['The package is not available.']);
    } finally {
      await ctx.deps.db
        .update(schema.products)
        .set({ active: true })
        .where(eq(schema.products.id, funghi.id));
    }
    ok(await addPackage(basketId, pizzaMenu, chosen));
  });

  it('refuses an unknown menu (404)', async () => {
    const basketId = await newBasket();
    failure(
      await post('basket/add-product-package-items', {
        restaurantId: olive,
        basketId,
        productId: 2_000_000_000,
        productItems: [],
      }),
      404,
    );
  });
});

describe('package stock', () => {
  it('refuses a choice that is out of stock', async () => {
    const shakshuka = product('Shakshuka');
    expect(shakshuka.stock).toBe(0);
    const basketId = await newBasket();
    const body = failure(
      await addPackage(
        basketId,
        lunch,
        items([pick(lunchSteps, 'Starter', 'Hummus'), pick(lunchSteps, 'Main course', 'Shakshuka')]),
      ),
      422,
    );
    expect(body.errors?.inStock).toEqual(['Out of stock']);
    expect((await readBasket(basketId)).products).toEqual([]);
  });

  it('counts a choice as its quantity times the package quantity, with what the cart holds', async () => {
    const margherita = product('Margherita');
    await withStock(margherita, 4, async () => {
      const basketId = await newBasket();
      const chosen = items([
        pick(pizzaSteps, 'Pizza', 'Margherita'),
        pick(pizzaSteps, 'Drinks', 'Cola 0.33 l'),
      ]);
      const tooMany = failure(await addPackage(basketId, pizzaMenu, chosen, { quantity: 5 }), 422);
      expect(tooMany.errors?.inStock).toEqual(['only 4 items in stock']);
      const line = ok(await addPackage(basketId, pizzaMenu, chosen, { quantity: 3 })).products[0]!;
      const plus = failure(
        await addPackage(basketId, pizzaMenu, [], { basketProductId: line.basketProductId, quantity: 2 }),
        422,
      );
      expect(plus.errors?.inStock).toEqual(['only 1 item in stock']);
      // the pizza alone counts against the same stock
      const classic = (
        await ctx.deps.db
          .select({ id: schema.productAttributeItems.id, name: schema.attributeItems.name })
          .from(schema.productAttributeItems)
          .innerJoin(
            schema.attributeItems,
            eq(schema.attributeItems.id, schema.productAttributeItems.attributeItemId),
          )
          .where(eq(schema.productAttributeItems.productId, margherita.id))
      ).find((row) => row.name.en === 'Classic')!;
      const single = await post('basket/add', {
        restaurantId: olive,
        basketId,
        productId: margherita.id,
        quantity: 2,
        attributeItems: [classic.id],
      });
      expect(failure(single, 422).errors?.inStock).toEqual(['only 1 item in stock']);
      const last = ok(
        await post('basket/add', {
          restaurantId: olive,
          basketId,
          productId: margherita.id,
          attributeItems: [classic.id],
        }),
      );
      expect(last.products.find((entry) => entry.RestaurantProductId === margherita.id)?.stock).toBe(0);
      const soldOut = failure(await addPackage(basketId, pizzaMenu, chosen), 422);
      expect(soldOut.errors?.inStock).toEqual(['Out of stock']);
      const basket = await readBasket(basketId);
      expect(basket.products.map((entry) => entry.quantity)).toEqual([3, 1]);
    });
  });
  it("counts the set menu's own stock across its lines, whatever was chosen", async () => {
    await withStock(pizzaMenu, 3, async () => {
      const basketId = await newBasket();
      const withCola = items([
        pick(pizzaSteps, 'Pizza', 'Margherita'),
        pick(pizzaSteps, 'Drinks', 'Cola 0.33 l'),
      ]);
      const withWater = items([
        pick(pizzaSteps, 'Pizza', 'Funghi'),
        pick(pizzaSteps, 'Drinks', 'Still mineral water 0.5 l'),
      ]);
      const first = ok(await addPackage(basketId, pizzaMenu, withCola, { quantity: 2 }));
      expect(first.products[0]!.stock).toBe(1);
      const over = failure(await addPackage(basketId, pizzaMenu, withWater, { quantity: 2 }), 422);
      expect(over.errors?.inStock).toEqual(['only 1 item in stock']);
      const second = ok(await addPackage(basketId, pizzaMenu, withWater));
      expect(second.products.map((line) => [line.quantity, line.stock])).toEqual([
        [2, 0],
        [1, 0],
      ]);
      const plus = failure(
        await addPackage(basketId, pizzaMenu, [], { basketProductId: first.products[0]!.basketProductId }),
        422,
      );
      expect(plus.errors?.inStock).toEqual(['Out of stock']);
      expect((await readBasket(basketId)).products.map((line) => line.quantity)).toEqual([2, 1]);
    });
  });
});
