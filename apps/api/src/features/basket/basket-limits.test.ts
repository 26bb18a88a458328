import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { maxOrderAmount } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, patchSettings, restaurantIdOf } from '../../test/demo-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 14 defect 1: every path that changes a quantity keeps the basket within its caps (99
 * of one line, 999 units, 20 of one option, 1,000,000.00 in all) and answers 422 on a field,
 * never a 500 when a total no longer fits an integer column.
 */

type ProductRow = typeof schema.products.$inferSelect;

let ctx: TestContext;
let token: string;
let olive: number;
let products: ProductRow[];

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const get = (url: string, query: Record<string, string | number>) =>
  ctx.get(`/api/${url}`, query, { authorization: `Bearer ${token}` });
function ok(response: LightMyRequestResponse): BasketDto {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BasketDto }>().data;
}
function refused(response: LightMyRequestResponse): ErrorBody {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<ErrorBody>();
}
async function newBasket(): Promise<string> {
  const response = await post('basket/create', { restaurantId: olive });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}
function product(english: string): ProductRow {
  const row = products.find((entry) => entry.name.en === english);
  if (!row) throw new Error(`demo product ${english} is missing`);
  return row;
}
const add = (basketId: string, productId: number, quantity: number, extra: Record<string, unknown> = {}) =>
  post('basket/add', { restaurantId: olive, basketId, productId, quantity, ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.publicToken();
  olive = restaurantIdOf(ctx, 'olive-linde');
  products = await ctx.deps.db.select().from(schema.products).where(eq(schema.products.restaurantId, olive));
  // stock is not what these tests are about
  await ctx.deps.db
    .update(schema.products)
    .set({ stock: null })
    .where(eq(schema.products.restaurantId, olive));
});
afterAll(() => ctx?.close());

describe('quantity caps on basket/add', () => {
  it('takes 99 of one item and refuses the 100th, in the guest’s language', async () => {
    const basketId = await newBasket();
    const falafel = product('Falafel (5 pieces)');
    const basket = ok(await add(basketId, falafel.id, 99));
    expect(basket.products[0]!.quantity).toBe(99);
    const body = refused(await add(basketId, falafel.id, 1));
    expect(body.errors).toEqual({ quantity: ['At most 99 of one item per order.'] });
    expect(body.message.code).toBe('line_quantity_max');
    const german = refused(await add(basketId, falafel.id, 1, { lang: 'de' }));
    expect(german.errors?.quantity).toEqual(['Höchstens 99 Stück eines Artikels pro Bestellung.']);
    // the cart's plus on the line is the same path
    const lineId = basket.products[0]!.basketProductId;
    refused(await add(basketId, falafel.id, 1, { basketProductId: lineId }));
    expect(ok(await get('basket', { restaurantId: olive, basketId })).products[0]!.quantity).toBe(99);
  });

  it('refuses 100 of one item in a single request', async () => {
    const body = refused(await add(await newBasket(), product('Falafel (5 pieces)').id, 100));
    expect(body.errors?.quantity).toEqual(['At most 99 of one item per order.']);
  });

  it('follows the restaurant’s own cap (settings max_line_quantity)', async () => {
    await patchSettings(ctx, olive, { max_line_quantity: 5 });
    try {
      const basketId = await newBasket();
      ok(await add(basketId, product('Falafel (5 pieces)').id, 5));
      const body = refused(await add(basketId, product('Falafel (5 pieces)').id, 1));
      expect(body.errors?.quantity).toEqual(['At most 5 of one item per order.']);
    } finally {
      await patchSettings(ctx, olive, { max_line_quantity: 99 });
    }
  });

  it('takes 999 units in one basket and refuses the 1000th', async () => {
    const basketId = await newBasket();
    const falafel = product('Falafel (5 pieces)');
    // lines with different comments stay apart: 10 × 99 + 9 = 999
    for (let line = 0; line < 10; line++)
      ok(await add(basketId, falafel.id, 99, { extraInfo: { comment: `${line}` } }));
    const full = ok(await add(basketId, falafel.id, 9, { extraInfo: { comment: 'last' } }));
    expect(full.items_count).toBe(999);
    const body = refused(await add(basketId, falafel.id, 1, { extraInfo: { comment: 'one more' } }));
    expect(body.errors).toEqual({ quantity: ['At most 999 items in one order.'] });
  });

  it('takes 100 lines in one basket and refuses the 101st in four languages (issue 32.6)', async () => {
    const basketId = await newBasket();
    const falafel = product('Falafel (5 pieces)');
    for (let line = 0; line < 100; line++)
      ok(await add(basketId, falafel.id, 1, { extraInfo: { comment: `${line}` } }));
    const words = {
      en: 'At most 100 different items in one order.',
      de: 'Höchstens 100 verschiedene Artikel in einer Bestellung.',
      fr: 'Au maximum 100 articles différents dans une commande.',
      ar: 'الحد الأقصى 100 صنفًا مختلفًا في الطلب الواحد.',
    };
    for (const [lang, message] of Object.entries(words)) {
      const body = refused(await add(basketId, falafel.id, 1, { extraInfo: { comment: 'one more' }, lang }));
      expect(body.errors).toEqual({ productId: [message] });
      expect(body.message.code).toBe('basket_lines_max');
    }
    const basket = ok(await get('basket', { restaurantId: olive, basketId }));
    expect(basket.products).toHaveLength(100);
    // more of a line it holds adds no line
    ok(await add(basketId, falafel.id, 1, { basketProductId: basket.products[0]!.basketProductId }));
  });

  it('follows the restaurant’s own cap on lines (settings max_basket_lines)', async () => {
    await patchSettings(ctx, olive, { max_basket_lines: 2 });
    try {
      const basketId = await newBasket();
      ok(await add(basketId, product('Falafel (5 pieces)').id, 1));
      ok(await add(basketId, product('Hummus').id, 1));
      const body = refused(
        await add(basketId, product('Falafel (5 pieces)').id, 1, { extraInfo: { comment: 'x' } }),
      );
      expect(body.errors?.productId).toEqual(['At most 2 different items in one order.']);
    } finally {
      await patchSettings(ctx, olive, { max_basket_lines: 100 });
    }
  });

  it('refuses an item whose price alone is past the amount cap, with a field and no 500', async () => {
    const falafel = product('Falafel (5 pieces)');
    await ctx.deps.db
      .update(schema.products)
      .set({ price: 2_147_483_647 })
      .where(eq(schema.products.id, falafel.id));
    try {
      const body = refused(await add(await newBasket(), falafel.id, 1));
      expect(body.errors).toEqual({ totalPrice: ['An order may come to at most €1,000,000.00.'] });
    } finally {
      await ctx.deps.db
        .update(schema.products)
        .set({ price: falafel.price })
        .where(eq(schema.products.id, falafel.id));
    }
  });

  it('takes a basket of exactly the amount cap', async () => {
    const falafel = product('Falafel (5 pieces)');
    await ctx.deps.db
      .update(schema.products)
      .set({ price: maxOrderAmount / 50 })
      .where(eq(schema.products.id, falafel.id));
    try {
      const basket = ok(await add(await newBasket(), falafel.id, 50));
      expect(basket.totalPrice).toBe(maxOrderAmount);
    } finally {
      await ctx.deps.db
        .update(schema.products)
        .set({ price: falafel.price })
        .where(eq(schema.products.id, falafel.id));
    }
  });
});

describe('quantity caps on add-product-package-items', () => {
  async function lunchChoices() {
    const lunch = product('Lunch menu');
    const steps = await ctx.deps.db
      .select()
      .from(schema.packageSteps)
      .where(eq(schema.packageSteps.productId, lunch.id));
    const choices = await ctx.deps.db.select().from(schema.packageStepProducts);
    const choice = (step: string, name: string, quantity = 1) => {
      const stepId = steps.find((entry) => entry.name.en === step)!.id;
      const row = choices.find(
        (entry) =>
          entry.stepId === stepId && products.find((p) => p.id === entry.productId)?.name.en === name,
      )!;
      return { productId: row.productId, productPackage: row.id, quantity };
    };
    return {
      lunch,
      items: [
        choice('Starter', 'Hummus'),
        choice('Main course', 'Chicken souvlaki'),
        choice('Drinks', 'Cola 0.33 l', 2),
      ],
    };
  }

  it('counts a choice as its quantity times the packages: 49 × 2 colas fit, 50 × 2 do not', async () => {
    const { lunch, items } = await lunchChoices();
    const addLunch = (basketId: string, quantity: number) =>
      post('basket/add-product-package-items', {
        restaurantId: olive,
        basketId,
        productId: lunch.id,
        quantity,
        productItems: items,
      });
    const basketId = await newBasket();
    const basket = ok(await addLunch(basketId, 49));
    const body = refused(await addLunch(await newBasket(), 50));
    expect(body.errors).toEqual({ quantity: ['At most 99 of one item per order.'] });
    // one more package on the existing line would make 100 colas as well
    const lineId = basket.products[0]!.basketProductId;
    const more = refused(
      await post('basket/add-product-package-items', {
        restaurantId: olive,
        basketId,
        productId: lunch.id,
        basketProductId: lineId,
        quantity: 1,
      }),
    );
    expect(more.errors?.quantity).toEqual(['At most 99 of one item per order.']);
  });
});

describe('quantity caps on add-attribute-items', () => {
  it('takes 20 of one option per item and refuses the 21st', async () => {
    const margherita = product('Margherita');
    const { productAttributeItems, attributeItems, attributeGroups } = schema;
    const pivots = await ctx.deps.db
      .select({ id: productAttributeItems.id, item: attributeItems.name, groupId: attributeGroups.id })
      .from(productAttributeItems)
      .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
      .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
      .where(eq(productAttributeItems.productId, margherita.id));
    const classic = pivots.find((pivot) => pivot.item.en === 'Classic')!;
    const mozzarella = pivots.find((pivot) => pivot.item.en === 'Mozzarella')!;
    // toppings without a group maximum: only the option cap holds them back
    await ctx.deps.db
      .update(attributeGroups)
      .set({ maximumValue: null })
      .where(eq(attributeGroups.id, mozzarella.groupId));
    const basketId = await newBasket();
    const basket = ok(
      await add(basketId, margherita.id, 1, {
        attributeItems: [classic.id, { id: mozzarella.id, quantity: 20 }],
      }),
    );
    const lineId = basket.products[0]!.basketProductId;
    const body = refused(
      await post('basket/add-attribute-items', {
        restaurantId: olive,
        basketId,
        basketProductId: lineId,
        attributeItems: [mozzarella.id],
      }),
    );
    expect(body.errors).toEqual({ attributeItems: ['At most 20 of one option per item.'] });
  });
});

describe('a legacy basket over the caps', () => {
  it('can still shrink: one unit less and deleting the line work', async () => {
    const basketId = await newBasket();
    const falafel = product('Falafel (5 pieces)');
    const line = ok(await add(basketId, falafel.id, 2)).products[0]!;
    await ctx.deps.db
      .update(schema.basketProducts)
      .set({ quantity: 938_061 })
      .where(eq(schema.basketProducts.id, line.basketProductId));
    const fewer = ok(
      await get('basket/remove', { restaurantId: olive, basketId, basketProductId: line.basketProductId }),
    );
    expect(fewer.products[0]!.quantity).toBe(938_060);
    const none = ok(
      await get('basket/delete-basket-product', {
        restaurantId: olive,
        basketId,
        basketProductId: line.basketProductId,
      }),
    );
    expect(none.products).toEqual([]);
  });
});
