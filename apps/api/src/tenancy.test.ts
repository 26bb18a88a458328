import { randomUUID } from 'node:crypto';
import type {
  AttributeGroupDto,
  CategoryDto,
  PackageStepDto,
  ProductDto,
  RestaurantInfo,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Two restaurants share one database: whatever restaurantId a request names, the answer holds
 * that restaurant's rows only, and another restaurant's ids are not found through it.
 */

interface Tenant {
  slug: string;
  id: number;
  products: Set<number>;
  packages: number[];
  categories: Set<number>;
  subcategories: Set<number>;
  groups: Set<number>;
  links: Set<number>;
  stepChoices: Set<number>;
  pages: Set<number>;
  media: Set<number>;
  postalCodes: string[];
  productNames: string[];
}

let ctx: TestContext;
let olive: Tenant;
let sakura: Tenant;

async function loadTenant(slug: string): Promise<Tenant> {
  const { db } = ctx.deps;
  const [row] = await db.select().from(schema.restaurants).where(eq(schema.restaurants.slug, slug));
  if (!row) throw new Error(`demo restaurant ${slug} is missing`);
  const id = row.id;
  const ids = (rows: { id: number }[]) => new Set(rows.map((entry) => entry.id));
  const products = await db.select().from(schema.products).where(eq(schema.products.restaurantId, id));
  return {
    slug,
    id,
    products: ids(products),
    packages: products.filter((product) => product.isPackage).map((product) => product.id),
    productNames: products.map((product) => product.name.en ?? '').filter((name) => name.length >= 4),
    categories: ids(await db.select().from(schema.categories).where(eq(schema.categories.restaurantId, id))),
    subcategories: ids(
      await db.select().from(schema.subcategories).where(eq(schema.subcategories.restaurantId, id)),
    ),
    groups: ids(
      await db.select().from(schema.attributeGroups).where(eq(schema.attributeGroups.restaurantId, id)),
    ),
    links: ids(
      await db
        .select()
        .from(schema.productAttributeItems)
        .where(eq(schema.productAttributeItems.restaurantId, id)),
    ),
    stepChoices: ids(
      await db
        .select()
        .from(schema.packageStepProducts)
        .where(eq(schema.packageStepProducts.restaurantId, id)),
    ),
    pages: ids(
      await db.select().from(schema.informationPages).where(eq(schema.informationPages.restaurantId, id)),
    ),
    media: ids(
      await db.select({ id: schema.media.id }).from(schema.media).where(eq(schema.media.restaurantId, id)),
    ),
    postalCodes: (
      await db.select().from(schema.deliveryAreas).where(eq(schema.deliveryAreas.restaurantId, id))
    )
      .map((area) => area.postalCode)
      .sort(),
  };
}

async function data<T>(
  url: string,
  query: Record<string, string | number>,
): Promise<{ data: T; raw: string }> {
  const response = await ctx.get(url, query);
  expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBe(200);
  return { data: response.json<{ data: T }>().data, raw: response.body };
}

/** Every image an answer links to is the restaurant's own. */
function expectOwnMedia(tenant: Tenant, raw: string) {
  for (const match of raw.matchAll(/\/api\/media\/(\d+)/g)) {
    expect(tenant.media.has(Number(match[1])), `media ${match[1]} in ${tenant.slug}'s answer`).toBe(true);
  }
}

function expectOwnProducts(tenant: Tenant, list: ProductDto[], raw: string) {
  for (const product of list) {
    expect(tenant.products.has(product.id), `product ${product.id} in ${tenant.slug}'s answer`).toBe(true);
    expect(tenant.categories.has(product.category_id)).toBe(true);
    if (product.subcategory_id !== null) expect(tenant.subcategories.has(product.subcategory_id)).toBe(true);
  }
  expectOwnMedia(tenant, raw);
}

async function placeOrder(tenant: Tenant, productId: number, quantity: number) {
  const [order] = await ctx.deps.db
    .insert(schema.orders)
    .values({
      restaurantId: tenant.id,
      basketId: randomUUID(),
      deliveryType: 'pickup',
      paymentType: 'cash',
      paymentState: 'on_site',
      isOnlinePayment: false,
      subtotal: 1000,
      total: 1000,
      currency: 'EUR',
      lang: 'en',
    })
    .returning({ id: schema.orders.id });
  await ctx.deps.db.insert(schema.orderProducts).values({
    restaurantId: tenant.id,
    orderId: order!.id,
    productId,
    name: { en: 'ordered' },
    quantity,
    unitPrice: 100,
    totalPrice: 100 * quantity,
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  olive = await loadTenant('olive-linde');
  sakura = await loadTenant('sakura-ramen');
  // orders for both, so most-selling has something to leak
  await placeOrder(olive, [...olive.products][0]!, 7);
  await placeOrder(sakura, [...sakura.products][0]!, 3);
});
afterAll(() => ctx?.close());

describe.each([
  ['sakura-ramen', 'olive-linde'],
  ['olive-linde', 'sakura-ramen'],
])('asking as %s never answers rows of %s', (ownSlug) => {
  const own = () => (ownSlug === 'olive-linde' ? olive : sakura);
  const other = () => (ownSlug === 'olive-linde' ? sakura : olive);

  it('the two restaurants have disjoint menus to tell apart', () => {
    expect(own().products.size).toBeGreaterThan(0);
    expect(own().categories.size).toBeGreaterThan(0);
    for (const id of own().products) expect(other().products.has(id)).toBe(false);
  });

  it('category (all, extra, per delivery type)', async () => {
    for (const query of [
      {},
      { extra: 1 },
      { deliveryType: 'delivery' },
      { deliveryType: 'here' },
      { lang: 'ar' },
    ] as Record<string, string | number>[]) {
      const { data: list, raw } = await data<CategoryDto[]>('/api/restaurant/category', {
        restaurantId: own().id,
        ...query,
      });
      for (const category of list) {
        expect(own().categories.has(category.id), `category ${category.id}`).toBe(true);
        for (const sub of category.subcategories) expect(own().subcategories.has(sub.id)).toBe(true);
      }
      expectOwnMedia(own(), raw);
    }
  });

  it('products of each own category', async () => {
    for (const categoryId of own().categories) {
      const response = await ctx.get('/api/restaurant/products', { restaurantId: own().id, categoryId });
      if (response.statusCode === 404) continue;
      expect(response.statusCode).toBe(200);
      expectOwnProducts(own(), response.json<{ data: ProductDto[] }>().data, response.body);
    }
  });

  it("products, attribute items and happy hours of the other restaurant's categories: 404", async () => {
    for (const categoryId of other().categories) {
      for (const url of [
        '/api/restaurant/products',
        '/api/restaurant/category-attributes-items',
        '/api/restaurant/products-happyHour-time',
      ]) {
        const response = await ctx.get(url, { restaurantId: own().id, categoryId });
        expect(response.statusCode, `${url} category ${categoryId}`).toBe(404);
        expect(response.body).not.toContain('"data"');
      }
    }
  });

  it('pinned-products', async () => {
    const { data: list, raw } = await data<ProductDto[]>('/api/restaurant/pinned-products', {
      restaurantId: own().id,
    });
    expectOwnProducts(own(), list, raw);
  });

  it("search-products and product/search, even for the other restaurant's product names", async () => {
    // Sakura turns product search off, which the server enforces (403, issue 19): on here, so
    // what is checked is the search's scope
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ settings: sql`${schema.restaurants.settings} || '{"search_enabled": true}'::jsonb` })
      .where(eq(schema.restaurants.id, own().id));
    const terms = ['a', 'e', 'o', 'ra', ...other().productNames.slice(0, 8)];
    for (const name of terms) {
      const { data: list, raw } = await data<ProductDto[]>('/api/restaurant/search-products', {
        restaurantId: own().id,
        name,
      });
      expectOwnProducts(own(), list, raw);
      const { data: found } = await data<{ id: number; category_id: number }[]>(
        '/api/restaurant/product/search',
        {
          restaurantId: own().id,
          query: name,
        },
      );
      for (const entry of found) {
        expect(own().products.has(entry.id), `${name}: product ${entry.id}`).toBe(true);
        expect(own().categories.has(entry.category_id)).toBe(true);
      }
    }
  });

  it("product-packages: own packages hold own products; the other restaurant's products are 404", async () => {
    for (const productId of own().packages) {
      const { data: steps, raw } = await data<PackageStepDto[]>('/api/restaurant/product-packages', {
        restaurantId: own().id,
        productId,
      });
      for (const step of steps) {
        for (const choice of step.products) {
          expect(own().products.has(choice.id)).toBe(true);
          expect(own().stepChoices.has(choice.productPackageId)).toBe(true);
        }
      }
      expectOwnMedia(own(), raw);
    }
    for (const productId of other().products) {
      const response = await ctx.get('/api/restaurant/product-packages', {
        restaurantId: own().id,
        productId,
      });
      expect(response.statusCode, `product ${productId}`).toBe(404);
    }
  });

  it('category-attributes-items of each own category', async () => {
    for (const categoryId of own().categories) {
      const response = await ctx.get('/api/restaurant/category-attributes-items', {
        restaurantId: own().id,
        categoryId,
      });
      if (response.statusCode === 404) continue;
      expect(response.statusCode).toBe(200);
      const list = response.json<{ data: { productId: number; groups: AttributeGroupDto[] }[] }>().data;
      for (const entry of list) {
        expect(own().products.has(entry.productId)).toBe(true);
        for (const group of entry.groups) {
          expect(own().groups.has(group.id)).toBe(true);
          for (const item of group.items) expect(own().links.has(item.pivot.id)).toBe(true);
        }
      }
      expectOwnMedia(own(), response.body);
    }
  });

  it('products-happyHour-time, pinned and per category', async () => {
    const queries: Record<string, string | number>[] = [
      { pinned: 1 },
      ...[...own().categories].map((categoryId) => ({ categoryId })),
    ];
    for (const query of queries) {
      const { data: list } = await data<{ productId: number }[]>('/api/restaurant/products-happyHour-time', {
        restaurantId: own().id,
        ...query,
      });
      for (const entry of list) expect(own().products.has(entry.productId)).toBe(true);
    }
  });

  it('most-selling', async () => {
    const { data: list, raw } = await data<ProductDto[]>('/api/restaurant/most-selling', {
      restaurantId: own().id,
    });
    expect(list.length).toBeGreaterThan(0);
    expectOwnProducts(own(), list, raw);
  });

  it('restaurant info, imprint, informationPages and postalCodes', async () => {
    const { data: info, raw } = await data<RestaurantInfo>('/api/restaurant/restaurant-by-id', {
      restaurantId: own().id,
    });
    expect(info.slug).toBe(own().slug);
    for (const page of info.informationPages) expect(own().pages.has(page.id)).toBe(true);
    expectOwnMedia(own(), raw);

    const { data: pages } = await data<{ id: number }[]>('/api/restaurant/informationPages', {
      restaurantId: own().id,
    });
    expect(pages.map((page) => page.id).sort((a, b) => a - b)).toEqual(
      [...own().pages].sort((a, b) => a - b),
    );

    const { data: areas } = await data<{ postal_code: string }[]>('/api/restaurant/postalCodes', {
      restaurantId: own().id,
    });
    expect(areas.map((area) => area.postal_code).sort()).toEqual(own().postalCodes);

    const { data: legal } = await data<Record<string, string>>('/api/restaurant/imprint', {
      restaurantId: own().id,
    });
    const { data: otherLegal } = await data<Record<string, string>>('/api/restaurant/imprint', {
      restaurantId: other().id,
    });
    for (const [kind, text] of Object.entries(legal)) {
      if (text !== '') expect(text, kind).not.toBe(otherLegal[kind]);
    }
  });
});
