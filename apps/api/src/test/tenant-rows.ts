import { type Database, schema } from '@tavola/db';

/** One row of every table that other tenant rows point at, all of one restaurant. */
export interface TenantParents {
  restaurantId: number;
  user: number;
  media: number;
  category: number;
  subcategory: number;
  depot: number;
  product: number;
  attributeGroup: number;
  attributeItem: number;
  productAttributeItem: number;
  packageStep: number;
  packageStepProduct: number;
  breakPattern: number;
  blog: number;
  blogTag: number;
  table: number;
  voucher: number;
  order: number;
  basket: string;
  basketProduct: number;
}

const firstId = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
};

/** A bare restaurant with one parent row of each kind, for tests of what the database refuses. */
export async function insertTenantParents(db: Database, slug: string): Promise<TenantParents> {
  const s = schema;
  const { id: restaurantId } = firstId(
    await db
      .insert(s.restaurants)
      .values({ slug, name: slug, timeZone: 'Europe/Berlin', currency: 'EUR', defaultLang: 'en' })
      .returning({ id: s.restaurants.id }),
  );
  const one = async <T extends { id: number | string }>(rows: Promise<T[]>): Promise<T['id']> =>
    firstId(await rows).id;
  const user = await one(
    db
      .insert(s.users)
      .values({ restaurantId, email: `${slug}@example.org`, passwordHash: 'x', name: slug })
      .returning(),
  );
  const media = await one(
    db
      .insert(s.media)
      .values({ restaurantId, contentType: 'image/png', body: new Uint8Array([1]) })
      .returning({ id: s.media.id }),
  );
  const category = await one(
    db
      .insert(s.categories)
      .values({ restaurantId, name: { en: 'Mains' }, imageId: media })
      .returning(),
  );
  const subcategory = await one(
    db
      .insert(s.subcategories)
      .values({ restaurantId, categoryId: category, name: { en: 'Hot' } })
      .returning(),
  );
  const depot = await one(
    db
      .insert(s.depots)
      .values({ restaurantId, name: { en: 'Bottle' }, price: 25 })
      .returning(),
  );
  const product = await one(
    db
      .insert(s.products)
      .values({
        restaurantId,
        categoryId: category,
        subcategoryId: subcategory,
        name: { en: 'Soup' },
        price: 500,
      })
      .returning(),
  );
  const attributeGroup = await one(
    db
      .insert(s.attributeGroups)
      .values({ restaurantId, name: { en: 'Size' } })
      .returning(),
  );
  const attributeItem = await one(
    db
      .insert(s.attributeItems)
      .values({ restaurantId, groupId: attributeGroup, name: { en: 'Large' } })
      .returning(),
  );
  const productAttributeItem = await one(
    db
      .insert(s.productAttributeItems)
      .values({ restaurantId, productId: product, attributeItemId: attributeItem })
      .returning(),
  );
  const packageStep = await one(
    db
      .insert(s.packageSteps)
      .values({ restaurantId, productId: product, name: { en: 'Starter' } })
      .returning(),
  );
  const packageStepProduct = await one(
    db
      .insert(s.packageStepProducts)
      .values({ restaurantId, stepId: packageStep, productId: product })
      .returning(),
  );
  const breakPattern = await one(
    db
      .insert(s.breakPatterns)
      .values({ restaurantId, name: 'Lunch', startTime: '12:00', weekdays: [1], startDate: '2026-01-01' })
      .returning(),
  );
  const blog = await one(
    db
      .insert(s.blogs)
      .values({ restaurantId, slug: 'news', title: { en: 'News' }, content: { en: '' } })
      .returning(),
  );
  const blogTag = await one(
    db
      .insert(s.blogTags)
      .values({ restaurantId, name: { en: 'Food' } })
      .returning(),
  );
  const table = await one(db.insert(s.tables).values({ restaurantId, name: 'T1', capacity: 4 }).returning());
  const voucher = await one(
    db.insert(s.vouchers).values({ restaurantId, code: 'TEN', kind: 'percent', value: 10 }).returning(),
  );
  const basket = await one(db.insert(s.baskets).values({ restaurantId, deliveryType: 'pickup' }).returning());
  const basketProduct = await one(
    db
      .insert(s.basketProducts)
      .values({ restaurantId, basketId: basket, productId: product, quantity: 1 })
      .returning(),
  );
  const order = await one(
    db
      .insert(s.orders)
      .values({
        restaurantId,
        basketId: basket,
        deliveryType: 'pickup',
        paymentType: 'cash',
        paymentState: 'on_site',
        isOnlinePayment: false,
        subtotal: 500,
        total: 500,
        currency: 'EUR',
        lang: 'en',
      })
      .returning(),
  );
  return {
    restaurantId,
    user,
    media,
    category,
    subcategory,
    depot,
    product,
    attributeGroup,
    attributeItem,
    productAttributeItem,
    packageStep,
    packageStepProduct,
    breakPattern,
    blog,
    blogTag,
    table,
    voucher,
    order,
    basket,
    basketProduct,
  };
}

/** Issue 17: the parents of a table bill's rows, on top of the others (migration 0006 and later). */
export interface TablePaymentParents extends TenantParents {
  orderProduct: number;
  tablePayment: number;
  tableClaim: number;
  externalItem: number;
}

export async function insertTablePaymentParents(
  db: Database,
  p: TenantParents,
): Promise<TablePaymentParents> {
  const s = schema;
  const { restaurantId } = p;
  const orderProduct = firstId(
    await db
      .insert(s.orderProducts)
      .values({
        restaurantId,
        orderId: p.order,
        name: { en: 'Soup' },
        quantity: 1,
        unitPrice: 500,
        totalPrice: 500,
      })
      .returning(),
  ).id;
  const tablePayment = firstId(
    await db.insert(s.tablePaymentSessions).values({ restaurantId, tableId: p.table }).returning(),
  ).id;
  const tableClaim = firstId(
    await db
      .insert(s.tablePaymentClaims)
      .values({
        restaurantId,
        sessionId: tablePayment,
        claimant: 'guest:one',
        kind: 'amount',
        amount: 100,
        paymentType: 'demo',
        lang: 'en',
      })
      .returning(),
  ).id;
  const externalItem = firstId(
    await db
      .insert(s.tablePaymentExternalItems)
      .values({ restaurantId, sessionId: tablePayment, name: 'Espresso', unitPrice: 250, quantity: 1 })
      .returning(),
  ).id;
  return { ...p, orderProduct, tablePayment, tableClaim, externalItem };
}
