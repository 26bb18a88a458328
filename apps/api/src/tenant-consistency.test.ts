import { type Database, schema as s } from '@tavola/db';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTablePaymentParents, insertTenantParents, type TablePaymentParents } from './test/tenant-rows';
import { createTestDatabase } from './test/test-database';

/**
 * Decision 019: the database itself refuses a row of one restaurant that points at a row of
 * another (composite foreign keys on (restaurant_id, parent id)), on PGlite and PostgreSQL.
 */

interface Child {
  /** foreign key name → the parent it points at */
  refs: Record<string, keyof TablePaymentParents>;
  /** inserts a valid row of this restaurant that points at the given parents */
  insert(db: Database, restaurantId: number, p: TablePaymentParents): Promise<unknown>;
}

const children: Record<string, Child> = {
  addresses: {
    refs: { addresses_user_tenant_fk: 'user' },
    insert: (db, restaurantId, p) =>
      db.insert(s.addresses).values({
        restaurantId,
        userId: p.user,
        street: 'Main',
        houseNumber: '1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      }),
  },
  password_resets: {
    refs: { password_resets_user_tenant_fk: 'user' },
    insert: (db, restaurantId, p) =>
      db
        .insert(s.passwordResets)
        .values({ restaurantId, userId: p.user, tokenHash: 'hash', expiresAt: new Date(0) }),
  },
  categories: {
    refs: { categories_image_tenant_fk: 'media' },
    insert: (db, restaurantId, p) =>
      db.insert(s.categories).values({ restaurantId, name: { en: 'Drinks' }, imageId: p.media }),
  },
  subcategories: {
    refs: { subcategories_category_tenant_fk: 'category', subcategories_image_tenant_fk: 'media' },
    insert: (db, restaurantId, p) =>
      db
        .insert(s.subcategories)
        .values({ restaurantId, categoryId: p.category, imageId: p.media, name: { en: 'Cold' } }),
  },
  products: {
    refs: {
      products_category_tenant_fk: 'category',
      products_subcategory_tenant_fk: 'subcategory',
      products_image_tenant_fk: 'media',
      products_depot_tenant_fk: 'depot',
    },
    insert: (db, restaurantId, p) =>
      db.insert(s.products).values({
        restaurantId,
        categoryId: p.category,
        subcategoryId: p.subcategory,
        imageId: p.media,
        depotId: p.depot,
        name: { en: 'Lemonade' },
        price: 300,
      }),
  },
  happy_hours: {
    refs: { happy_hours_product_tenant_fk: 'product' },
    insert: (db, restaurantId, p) =>
      db.insert(s.happyHours).values({
        restaurantId,
        productId: p.product,
        weekday: 1,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
  },
  attribute_items: {
    refs: { attribute_items_group_tenant_fk: 'attributeGroup', attribute_items_image_tenant_fk: 'media' },
    insert: (db, restaurantId, p) =>
      db
        .insert(s.attributeItems)
        .values({ restaurantId, groupId: p.attributeGroup, imageId: p.media, name: { en: 'Small' } }),
  },
  product_attribute_items: {
    refs: {
      product_attribute_items_product_tenant_fk: 'product',
      product_attribute_items_item_tenant_fk: 'attributeItem',
    },
    // the parents' own link is replaced, so the unique (product, item) pair stays free
    insert: async (db, restaurantId, p) => {
      await db.delete(s.productAttributeItems).where(eq(s.productAttributeItems.restaurantId, restaurantId));
      return db
        .insert(s.productAttributeItems)
        .values({ restaurantId, productId: p.product, attributeItemId: p.attributeItem });
    },
  },
  package_steps: {
    refs: { package_steps_product_tenant_fk: 'product' },
    insert: (db, restaurantId, p) =>
      db.insert(s.packageSteps).values({ restaurantId, productId: p.product, name: { en: 'Dessert' } }),
  },
  package_step_products: {
    refs: {
      package_step_products_step_tenant_fk: 'packageStep',
      package_step_products_product_tenant_fk: 'product',
    },
    insert: async (db, restaurantId, p) => {
      await db.delete(s.packageStepProducts).where(eq(s.packageStepProducts.restaurantId, restaurantId));
      return db
        .insert(s.packageStepProducts)
        .values({ restaurantId, stepId: p.packageStep, productId: p.product });
    },
  },
  break_pattern_products: {
    refs: {
      break_pattern_products_pattern_tenant_fk: 'breakPattern',
      break_pattern_products_product_tenant_fk: 'product',
    },
    insert: (db, restaurantId, p) =>
      db
        .insert(s.breakPatternProducts)
        .values({ restaurantId, breakPatternId: p.breakPattern, productId: p.product }),
  },
  blogs: {
    refs: { blogs_image_tenant_fk: 'media' },
    insert: (db, restaurantId, p) =>
      db.insert(s.blogs).values({
        restaurantId,
        slug: 'opening',
        title: { en: 'Hi' },
        content: { en: '' },
        imageId: p.media,
      }),
  },
  blog_post_tags: {
    refs: { blog_post_tags_blog_tenant_fk: 'blog', blog_post_tags_tag_tenant_fk: 'blogTag' },
    insert: (db, restaurantId, p) =>
      db.insert(s.blogPostTags).values({ restaurantId, blogId: p.blog, tagId: p.blogTag }),
  },
  testimonials: {
    refs: { testimonials_user_tenant_fk: 'user', testimonials_order_tenant_fk: 'order' },
    insert: (db, restaurantId, p) =>
      db
        .insert(s.testimonials)
        .values({ restaurantId, userId: p.user, orderId: p.order, authorName: 'Ada', rating: 5 }),
  },
  reservations: {
    refs: { reservations_table_tenant_fk: 'table' },
    insert: (db, restaurantId, p) =>
      db.insert(s.reservations).values({
        restaurantId,
        tableId: p.table,
        date: '2026-05-01',
        time: '19:00',
        durationMinutes: 120,
        adults: 2,
        name: 'Ada',
        email: 'ada@example.org',
        phone: '0301234567',
      }),
  },
  table_calls: {
    refs: { table_calls_table_tenant_fk: 'table' },
    insert: (db, restaurantId, p) =>
      db.insert(s.tableCalls).values({ restaurantId, tableId: p.table, kind: 'waiter' }),
  },
  baskets: {
    refs: {
      baskets_user_tenant_fk: 'user',
      baskets_voucher_tenant_fk: 'voucher',
      baskets_table_tenant_fk: 'table',
    },
    insert: (db, restaurantId, p) =>
      db.insert(s.baskets).values({
        restaurantId,
        deliveryType: 'here',
        userId: p.user,
        voucherId: p.voucher,
        tableId: p.table,
      }),
  },
  basket_products: {
    refs: { basket_products_basket_tenant_fk: 'basket', basket_products_product_tenant_fk: 'product' },
    insert: (db, restaurantId, p) =>
      db
        .insert(s.basketProducts)
        .values({ restaurantId, basketId: p.basket, productId: p.product, quantity: 2 }),
  },
  basket_product_attribute_items: {
    refs: {
      basket_product_attribute_items_line_tenant_fk: 'basketProduct',
      basket_product_attribute_items_item_tenant_fk: 'productAttributeItem',
    },
    insert: (db, restaurantId, p) =>
      db.insert(s.basketProductAttributeItems).values({
        restaurantId,
        basketProductId: p.basketProduct,
        productAttributeItemId: p.productAttributeItem,
      }),
  },
  basket_package_items: {
    refs: {
      basket_package_items_line_tenant_fk: 'basketProduct',
      basket_package_items_step_product_tenant_fk: 'packageStepProduct',
    },
    insert: (db, restaurantId, p) =>
      db.insert(s.basketPackageItems).values({
        restaurantId,
        basketProductId: p.basketProduct,
        packageStepProductId: p.packageStepProduct,
      }),
  },
  orders: {
    refs: {
      orders_user_tenant_fk: 'user',
      orders_table_tenant_fk: 'table',
      orders_voucher_tenant_fk: 'voucher',
      orders_table_payment_tenant_fk: 'tablePayment',
    },
    insert: (db, restaurantId, p) =>
      db.insert(s.orders).values({
        restaurantId,
        basketId: p.basket,
        userId: p.user,
        tableId: p.table,
        voucherId: p.voucher,
        tablePaymentSessionId: p.tablePayment,
        deliveryType: 'here',
        paymentType: 'cash',
        paymentState: 'on_site',
        isOnlinePayment: false,
        subtotal: 500,
        total: 500,
        currency: 'EUR',
        lang: 'en',
      }),
  },
  order_products: {
    refs: { order_products_order_tenant_fk: 'order', order_products_product_tenant_fk: 'product' },
    insert: (db, restaurantId, p) =>
      db.insert(s.orderProducts).values({
        restaurantId,
        orderId: p.order,
        productId: p.product,
        name: { en: 'Soup' },
        quantity: 1,
        unitPrice: 500,
        totalPrice: 500,
      }),
  },
  order_status_changes: {
    refs: { order_status_changes_order_tenant_fk: 'order' },
    insert: (db, restaurantId, p) =>
      db
        .insert(s.orderStatusChanges)
        .values({ restaurantId, orderId: p.order, fromStatus: 'received', toStatus: 'processing' }),
  },
  payments: {
    refs: { payments_order_tenant_fk: 'order' },
    insert: (db, restaurantId, p) =>
      db.insert(s.payments).values({
        restaurantId,
        orderId: p.order,
        provider: 'demo',
        providerPaymentId: 'demo-1',
        amount: 500,
        currency: 'EUR',
      }),
  },
  // issue 17: a payment pays an order or a table claim
  payments_of_claims: {
    refs: { payments_table_claim_tenant_fk: 'tableClaim' },
    insert: (db, restaurantId, p) =>
      db.insert(s.payments).values({
        restaurantId,
        tableClaimId: p.tableClaim,
        provider: 'demo',
        providerPaymentId: 'demo-2',
        amount: 100,
        currency: 'EUR',
      }),
  },
  table_payment_sessions: {
    refs: { table_payment_sessions_table_tenant_fk: 'table' },
    // the table's bill of this test is open already: this one is closed
    insert: (db, restaurantId, p) =>
      db.insert(s.tablePaymentSessions).values({ restaurantId, tableId: p.table, state: 'paid' }),
  },
  table_payment_external_items: {
    refs: { table_payment_external_items_session_tenant_fk: 'tablePayment' },
    insert: (db, restaurantId, p) =>
      db
        .insert(s.tablePaymentExternalItems)
        .values({ restaurantId, sessionId: p.tablePayment, name: 'Water', unitPrice: 300, quantity: 2 }),
  },
  table_payment_claims: {
    refs: { table_payment_claims_session_tenant_fk: 'tablePayment' },
    insert: (db, restaurantId, p) =>
      db.insert(s.tablePaymentClaims).values({
        restaurantId,
        sessionId: p.tablePayment,
        claimant: 'guest:two',
        kind: 'share',
        ways: 2,
        amount: 250,
        paymentType: 'demo',
        lang: 'en',
      }),
  },
  table_payment_claim_lines: {
    refs: {
      table_payment_claim_lines_claim_tenant_fk: 'tableClaim',
      table_payment_claim_lines_order_line_tenant_fk: 'orderProduct',
    },
    insert: (db, restaurantId, p) =>
      db.insert(s.tablePaymentClaimLines).values({
        restaurantId,
        claimId: p.tableClaim,
        orderProductId: p.orderProduct,
        quantity: 1,
        amount: 500,
      }),
  },
  table_payment_claim_lines_of_added_items: {
    refs: { table_payment_claim_lines_external_item_tenant_fk: 'externalItem' },
    insert: (db, restaurantId, p) =>
      db.insert(s.tablePaymentClaimLines).values({
        restaurantId,
        claimId: p.tableClaim,
        externalItemId: p.externalItem,
        quantity: 1,
        amount: 250,
      }),
  },
  table_payment_claim_lines_of_tips: {
    refs: { table_payment_claim_lines_tip_order_tenant_fk: 'order' },
    insert: (db, restaurantId, p) =>
      db.insert(s.tablePaymentClaimLines).values({
        restaurantId,
        claimId: p.tableClaim,
        tipOrderId: p.order,
        quantity: 1,
        amount: 150,
      }),
  },
  tickets: {
    refs: { tickets_order_tenant_fk: 'order', tickets_product_tenant_fk: 'product' },
    insert: (db, restaurantId, p) =>
      db.insert(s.tickets).values({
        restaurantId,
        orderId: p.order,
        productId: p.product,
        slotStart: new Date('2026-11-24T17:00:00Z'),
        holderName: 'Ada',
        code: `code-${restaurantId}-${p.product}`,
      }),
  },
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let own: TablePaymentParents;
let other: TablePaymentParents;

beforeAll(async () => {
  database = await createTestDatabase();
  own = await insertTablePaymentParents(database.db, await insertTenantParents(database.db, 'own'));
  other = await insertTablePaymentParents(database.db, await insertTenantParents(database.db, 'other'));
});
afterAll(async () => {
  await database?.drop();
});

/** Runs the insert in a transaction that is always rolled back; answers the database's refusal. */
async function attempt(insert: (db: Database) => Promise<unknown>): Promise<unknown> {
  try {
    await database.db.transaction(async (transaction) => {
      await insert(transaction);
      transaction.rollback();
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return undefined;
    return error;
  }
  throw new Error('the transaction was neither rolled back nor refused');
}

/** The PostgreSQL error behind drizzle's wrapper (PGlite and node-postgres alike). */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (typeof (cause as { code?: unknown }).code === 'string') return cause as { code: string };
  }
  return {};
}

const crossTenantCases = Object.entries(children).flatMap(([table, child]) =>
  Object.entries(child.refs).map(([constraint, parent]) => ({ table, constraint, parent, child })),
);

describe('tenant consistency in the database', () => {
  it('covers every composite tenant foreign key the schema declares', async () => {
    // both drivers answer { rows }
    const { rows } = (await database.db.execute(
      sql`select conname from pg_constraint where contype = 'f' and conname like '%\\_tenant\\_fk'`,
    )) as unknown as { rows: { conname: string }[] };
    const declared = rows.map((row) => row.conname).sort();
    expect(declared).toEqual(crossTenantCases.map((entry) => entry.constraint).sort());
  });

  it.each(Object.entries(children))(
    'accepts a %s row that points at its own restaurant',
    async (_table, child) => {
      expect(await attempt((db) => child.insert(db, own.restaurantId, own))).toBeUndefined();
    },
  );

  it.each(crossTenantCases)(
    "refuses a $table row that points at another restaurant's $parent ($constraint)",
    async ({ constraint, parent, child }) => {
      const mixed = { ...own, [parent]: other[parent] };
      const refused = databaseError(await attempt((db) => child.insert(db, own.restaurantId, mixed)));
      expect(refused.code).toBe('23503');
      expect(refused.constraint).toBe(constraint);
    },
  );

  it('nulls only the pointing column when an optional parent goes, never restaurant_id', async () => {
    await children.products!.insert(database.db, own.restaurantId, own);
    await children.orders!.insert(database.db, own.restaurantId, own);
    await database.db.delete(s.media).where(eq(s.media.id, own.media));
    await database.db.delete(s.users).where(eq(s.users.id, own.user));
    const products = await database.db
      .select()
      .from(s.products)
      .where(and(eq(s.products.restaurantId, own.restaurantId), eq(s.products.depotId, own.depot)));
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ restaurantId: own.restaurantId, imageId: null });
    const orders = await database.db
      .select()
      .from(s.orders)
      .where(eq(s.orders.restaurantId, own.restaurantId));
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(order).toMatchObject({ restaurantId: own.restaurantId, userId: null });
  });

  it('still removes a restaurant with all its rows', async () => {
    await database.db.delete(s.restaurants).where(eq(s.restaurants.id, other.restaurantId));
    expect(
      await database.db.select().from(s.products).where(eq(s.products.restaurantId, other.restaurantId)),
    ).toEqual([]);
    expect(
      await database.db.select().from(s.orders).where(eq(s.orders.restaurantId, own.restaurantId)),
    ).not.toEqual([]);
  });
});
