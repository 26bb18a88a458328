import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, signUp } from './features/accounts/account-test-kit';
import { restaurantIdOf } from './test/demo-fixtures';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 19: a client written against SPEC §3 and §7 alone must work against this API. SPEC §7's
 * table is kept here as data, row by row: the path and method must be in the OpenAPI document,
 * each parameter must be accepted from where the SPEC's client sends it ('query' on GET, 'body'
 * otherwise, 'query' where the SPEC says so), and each answer field the SPEC names must be
 * declared. Any drift between the SPEC, the document and the routes fails here.
 */

type Place = 'query' | 'body';
interface Row {
  method: 'get' | 'post' | 'put';
  path: string;
  /** parameter name → where the SPEC's client sends it */
  params?: Record<string, Place>;
  /** dotted paths in the 200 answer the SPEC's client reads (`[]` steps into a list) */
  answer?: string[];
}

const q = (...names: string[]): Record<string, Place> =>
  Object.fromEntries(names.map((name) => [name, 'query']));
const b = (...names: string[]): Record<string, Place> =>
  Object.fromEntries(names.map((name) => [name, 'body']));

/** SPEC §3 Restaurant info (and the theme settings), as the restaurant info answer serves them. */
export const restaurantInfoFields = [
  'id',
  'name',
  'address',
  'telephon',
  'social_links',
  'branding',
  'pinned_products_label',
  'lang',
  'currency',
  'closed',
  'closeMessage',
  'delivery_average_time',
  'deliveryTypes',
  'paymentMethods',
  'paymentMethodNames',
  'restaurantAvailableTimes',
  'hereTimes',
  'restaurantTakeawayTimes',
  'restaurant_close_times',
  'restaurant_end_close_times',
  ...['delivery', 'pickup', 'here'].flatMap((type) => [`${type}_hours`, `${type}_available_days`]),
  'search_enabled',
  'tip_request',
  'available_voucher',
  'pre_order_for_happy_hour',
  'ignore_pre_order_timing_by_display',
  'has_announcement',
  'announcement',
  'announcement_before_checkout',
  'personal_information_fields',
  'personal_information_fields.product_comment',
  'allergies',
  'reservation_table',
  'robot_request_available',
  'allow_multi_date_order',
  'zero_price_format',
  'ticketingSystem',
  'restaurantTicketTimes',
  'ticketTimeAvailable',
  'meta',
  'meta.show_open_hours',
  'meta.foot_note',
  'informationPages',
  'has_blog',
  'registration_enabled',
  'login_required',
  'has_person_on_table',
  'recaptcha_site_key',
  // theme settings
  'logo',
  'logoShape',
  'mainImage',
  'storageURL',
  'eventMode',
  'sideMenu',
  // SPEC §9 runtime flags, as 'true'/'false' text
  'has_shop',
  'has_landing',
];

/** SPEC §3 Basket, as GET api/basket answers it. */
const basketFields = [
  'id',
  'restaurant_id',
  'products',
  'deliveryTime',
  'duration',
  'voucher_code',
  'voucherValue',
  'deliveryType',
  'postalCode',
  'tip',
  'shipping_price',
  'totalPrice',
  'totalWithDiscount',
  'table',
  'table_id',
  'extra_info',
];

/** SPEC §3 Order fields of GET api/order. */
const orderFields = [
  'is_online_payment',
  'payment_id',
  'user_details',
  'shipping_price',
  'status',
  'payment',
  'deliveryTime',
  'tip',
  'voucher',
];

/** SPEC §7, one entry per method and path (rows naming two paths are two entries). */
export const specCalls: Row[] = [
  {
    method: 'post',
    path: '/api/oauth/token',
    params: b('grant_type', 'client_id', 'client_secret'),
    answer: ['data.access_token'],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    params: b('email', 'password', 'restaurantId'),
    answer: ['data.access_token'],
  },
  // 'query params, then automatic login'
  {
    method: 'post',
    path: '/api/auth/signup',
    params: q('restaurantId', 'name', 'email', 'password', 'password_confirmation'),
    answer: ['data.access_token'],
  },
  { method: 'get', path: '/api/auth/logout', params: q('restaurantId') },
  { method: 'get', path: '/api/auth/user', answer: ['data.id', 'data.email'] },
  { method: 'post', path: '/api/auth/forgot-password', params: b('email', 'restaurantId') },
  { method: 'get', path: '/api/auth/password/reset', params: q('token'), answer: ['data.email'] },
  { method: 'post', path: '/api/auth/password/reset-password', params: b('email', 'token', 'password') },
  {
    method: 'post',
    path: '/api/auth/user/update',
    params: q('restaurantId', 'name', 'email', 'phone', 'birthday', 'company', 'postal_code'),
  },
  { method: 'get', path: '/api/auth/user/address' },
  {
    method: 'post',
    path: '/api/auth/user/address/add',
    params: b('street', 'house_number', 'postal_code', 'city', 'country'),
  },
  {
    method: 'post',
    path: '/api/auth/user/address/edit',
    params: b('id', 'street', 'house_number', 'postal_code', 'city', 'country'),
  },
  { method: 'put', path: '/api/auth/user/address/remove', params: b('id') },
  {
    method: 'get',
    path: '/api/restaurant/restaurant-by-id',
    params: q('restaurantId'),
    answer: restaurantInfoFields.map((field) => `data.${field}`),
  },
  {
    method: 'get',
    path: '/api/restaurant/restaurant-by-slug',
    params: q('slug'),
    answer: restaurantInfoFields.map((field) => `data.${field}`),
  },
  { method: 'get', path: '/api/restaurant/id', params: q('slug'), answer: ['data.id'] },
  { method: 'get', path: '/api/restaurant', params: q('postalCode', 'deliveryType', 'limit', 'status') },
  { method: 'post', path: '/api/basket/assign-basket', params: b('basketId', 'restaurantId') },
  { method: 'post', path: '/api/basket/unassigned-basket', params: b('basketId') },
  {
    method: 'post',
    path: '/api/basket/create',
    params: b('delivery_time', 'restaurantId'),
    answer: ['data.id', 'data.restaurant_id'],
  },
  { method: 'post', path: '/api/order/create-basket', answer: ['data.basketId'] },
  {
    method: 'post',
    path: '/api/basket/set-table',
    params: b('basketId', 'restaurantId', 'tableId', 'tableName', 'table', 'qrcode'),
  },
  {
    method: 'get',
    path: '/api/basket',
    params: q('basketId', 'restaurantId'),
    answer: [...basketFields.map((field) => `data.${field}`), 'data.table.name'],
  },
  {
    method: 'post',
    path: '/api/basket/add',
    params: b(
      'basketId',
      'productId',
      'basketProductId',
      'quantity',
      'attributeItems',
      'restaurantId',
      'extraInfo',
    ),
  },
  {
    method: 'post',
    path: '/api/basket/add-product-package-items',
    params: b('basketId', 'productId', 'basketProductId', 'quantity', 'productItems', 'extraInfo'),
  },
  { method: 'get', path: '/api/basket/remove', params: q('basketId', 'basketProductId') },
  { method: 'get', path: '/api/basket/delete-basket-product', params: q('basketId', 'basketProductId') },
  ...(['add-attribute-items', 'remove-attribute-items'] as const).map(
    (name): Row => ({
      method: 'post',
      path: `/api/basket/${name}`,
      params: b('basketId', 'basketProductId', 'attributeItems', 'productAttributeItems'),
    }),
  ),
  ...(['update-extraInfo', 'update-basket-extraInfo'] as const).map(
    (name): Row => ({ method: 'post', path: `/api/basket/${name}`, params: b('basketId', 'restaurantId') }),
  ),
  { method: 'post', path: '/api/basket/add-address', params: b('basketId', 'userInfo') },
  {
    method: 'post',
    path: '/api/basket/add-delivery-time',
    params: b('basketId', 'delivery_time', 'deliveryType', 'duration', 'restaurantId'),
    answer: ['message.type', 'message.body'],
  },
  {
    method: 'post',
    path: '/api/basket/change-delivery-method',
    params: b('deliveryType', 'basketId', 'restaurantId'),
    answer: ['message.type'],
  },
  {
    method: 'post',
    path: '/api/basket/add-voucher-to-basket',
    params: q('voucherCode', 'restaurantId', 'basketId'),
  },
  {
    method: 'get',
    path: '/api/basket/remove-voucher-from-basket',
    params: q('basketId', 'restaurantId'),
    answer: ['message.body'],
  },
  { method: 'post', path: '/api/basket/add-tip', params: b('basketId', 'restaurantId', 'tip_price') },
  { method: 'put', path: '/api/basket/remove-tip-from-basket', params: b('basketId', 'restaurantId') },
  {
    method: 'get',
    path: '/api/order/check-address',
    params: q('basketId', 'postalCode', 'deliveryType', 'date'),
  },
  { method: 'post', path: '/api/order/is-valid', params: q('restaurantId', 'basketId') },
  {
    method: 'post',
    path: '/api/order/create-order',
    params: b('basketId', 'paymentType', 'qrCode', 'pin', 'tablePaymentId', 'externalBasketItems'),
    answer: ['data.paymentLink'],
  },
  {
    method: 'get',
    path: '/api/order',
    params: q('orderId'),
    answer: [...orderFields.map((field) => `data.order.${field}`), 'data.products', 'data.table'],
  },
  { method: 'get', path: '/api/order/history' },
  { method: 'get', path: '/api/order/bill-request', params: q('order_id') },
  {
    method: 'get',
    path: '/api/payment/prepare',
    params: q('basketId', 'restaurantId'),
    answer: ['data.mollieLink'],
  },
  {
    method: 'get',
    path: '/api/payment/update',
    params: q('paymentId', 'status', 'orderId', 'PayerID', 'sessionId', 'sessionResult'),
    answer: ['data.status'],
  },
  {
    method: 'get',
    path: '/api/restaurant/shipping-price',
    params: q('deliveryType', 'postalCode', 'restaurantId', 'basketId'),
    answer: ['data.shippingPrice'],
  },
  { method: 'post', path: '/api/testimonials/create' },
  { method: 'get', path: '/api/testimonials' },
  { method: 'get', path: '/api/testimonials/show', params: q('testimonialId') },
  {
    method: 'post',
    path: '/api/table-payments/create',
    params: b('restaurantId', 'tablePaymentId', 'tableName'),
  },
  {
    method: 'post',
    path: '/api/table-payments/events',
    params: b('tablePaymentId', 'basketItems', 'action'),
  },
  { method: 'get', path: '/api/table-payments', params: q('tablePaymentId') },
  { method: 'get', path: '/api/restaurant/category', params: q('restaurantId', 'basketId', 'extra') },
  {
    method: 'get',
    path: '/api/restaurant/products',
    params: q('categoryId', 'restaurantId', 'delivery_time', 'basketId'),
  },
  { method: 'get', path: '/api/restaurant/search-products', params: q('restaurantId', 'basketId', 'name') },
  { method: 'get', path: '/api/restaurant/pinned-products' },
  { method: 'get', path: '/api/restaurant/products-happyHour-time', params: q('categoryId', 'pinned') },
  { method: 'get', path: '/api/restaurant/category-attributes-items' },
  { method: 'get', path: '/api/restaurant/product-packages', params: q('productId') },
  { method: 'get', path: '/api/restaurant/product/search', params: q('query', 'restaurantId') },
  { method: 'get', path: '/api/restaurant/most-selling' },
  {
    method: 'get',
    path: '/api/restaurant/robot-request',
    params: q('restaurantId', 'tableId'),
    answer: ['message.type', 'message.body'],
  },
  { method: 'post', path: '/api/contact', answer: ['message.body'] },
  ...['imprint', 'informationPages', 'postalCodes', 'tables'].map(
    (name): Row => ({ method: 'get', path: `/api/restaurant/${name}` }),
  ),
  { method: 'post', path: '/api/newsletter/create', params: q('email'), answer: ['message.code'] },
  {
    method: 'post',
    path: '/api/restaurant/reserve-table',
    params: b('restaurantId', 'people', 'date', 'time', 'email', 'name', 'phone'),
  },
  { method: 'get', path: '/api/blogs', params: q('restaurantId') },
  { method: 'get', path: '/api/blogs/by-tag', params: q('restaurantId', 'tagId') },
  { method: 'get', path: '/api/blogs/show', params: q('restaurantId') },
  { method: 'get', path: '/api/blogs/show/slug', params: q('restaurantId', 'blogSlug') },
  { method: 'post', path: '/api/restaurant/website-view', params: b('qrCode', 'unique', 'new') },
  { method: 'get', path: '/api/managers/restaurant' },
  { method: 'get', path: '/api/managers/order', params: q('from_date', 'to_date', 'filter_type') },
  {
    method: 'post',
    path: '/api/managers/order/change-status',
    params: b('orderId', 'status', 'restaurantId'),
  },
];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = response.json<OpenApiDocument>();
});
afterAll(() => ctx?.close());

/** The schemas a node may be (through $ref, anyOf, oneOf, allOf). */
function alternatives(node: JsonSchema | undefined): JsonSchema[] {
  if (!node) return [];
  if (node.$ref) {
    const name = node.$ref.split('/').pop()!;
    return alternatives(document.components?.schemas?.[name]);
  }
  const nested = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return nested.length ? [node, ...nested.flatMap(alternatives)] : [node];
}

/** Whether a dotted path is declared under a schema (`[]` steps into list items). */
export function declares(schema: JsonSchema | undefined, path: string): boolean {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return true;
  return alternatives(schema).some((node) => {
    const child = head === '[]' ? node.items : node.properties?.[head];
    if (!child) return false;
    return rest.length === 0 || declares(child, rest.join('.'));
  });
}

const operationOf = (row: Row) => document.paths[row.path]?.[row.method];
const bodySchemaOf = (operation: Operation | undefined) =>
  operation?.requestBody?.content['application/json']?.schema;
const answerSchemaOf = (operation: Operation | undefined) =>
  operation?.responses['200']?.content?.['application/json']?.schema;

describe('SPEC §7 against the OpenAPI document', () => {
  it.each(specCalls.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))(
    '%s exists, takes its parameters where the SPEC sends them and declares its answer',
    (_name, row) => {
      const operation = operationOf(row);
      expect(operation, 'path and method in the document').toBeDefined();
      const query = new Set((operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      const body = bodySchemaOf(operation);
      const missing = Object.entries(row.params ?? {}).filter(([name, place]) =>
        place === 'query' ? !query.has(name) : !declares(body, name),
      );
      expect(missing.map(([name, place]) => `${name} (${place})`)).toEqual([]);
      const answer = answerSchemaOf(operation);
      expect((row.answer ?? []).filter((path) => !declares(answer, path))).toEqual([]);
    },
  );

  it('walks a declared path and refuses an undeclared one (the check above can fail)', () => {
    const answer = answerSchemaOf(document.paths['/api/order/create-order']?.post);
    expect(declares(answer, 'data.paymentLink')).toBe(true);
    expect(declares(answer, 'data.noSuchField')).toBe(false);
  });
});

describe('SPEC §7 through the running app', () => {
  const olive = () => restaurantIdOf(ctx, 'olive-linde');

  it('serves every SPEC §3 restaurant info field with its SPEC name', async () => {
    const response = await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: olive() });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    const present = (path: string) =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data) !==
      undefined;
    expect(restaurantInfoFields.filter((field) => !present(field))).toEqual([]);
    // the web app's own view model stays beside them
    expect(data.settings).toBeTypeOf('object');
  });

  it('computes the SPEC fields from the same settings the web app reads', async () => {
    const response = await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: olive() });
    const { data } = response.json<{
      data: Record<string, unknown> & {
        settings: { lead_minutes: Record<string, number>; available_days: Record<string, number> };
      };
    }>();
    for (const type of ['delivery', 'pickup', 'here']) {
      expect(data[`${type}_hours`], type).toBe(data.settings.lead_minutes[type]);
      expect(data[`${type}_available_days`], type).toBe(data.settings.available_days[type]);
    }
    // SPEC §9: runtime flags are lowercase text
    expect(['true', 'false']).toContain(data.has_shop);
    expect(['true', 'false']).toContain(data.has_landing);
    expect(Object.keys(data.paymentMethodNames as object).sort()).toEqual(
      [...(data.paymentMethods as string[])].sort(),
    );
  });

  it('signs up and updates the user from query parameters alone (SPEC §7 "query params")', async () => {
    const email = `query-${Date.now()}@example.org`;
    const search = new URLSearchParams({
      restaurantId: String(olive()),
      name: 'Grace Hopper',
      email,
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    });
    const signup = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/signup?${search}`,
      remoteAddress: '198.51.100.77',
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const token = signup.json<{ data: { access_token: string } }>().data.access_token;
    const update = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/update?${new URLSearchParams({ restaurantId: String(olive()), company: 'Navy' })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json<{ data: { company: string } }>().data.company).toBe('Navy');
  });

  it('a body value wins over the same name in the query', async () => {
    const customer = await signUp(ctx, olive());
    const update = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/update?company=FromQuery&restaurantId=${olive()}`,
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { restaurantId: olive(), company: 'FromBody' },
    });
    expect(update.json<{ data: { company: string } }>().data.company).toBe('FromBody');
  });

  it('applies a voucher named, with its basket and restaurant, in the query only', async () => {
    const token = await ctx.publicToken();
    const headers = { authorization: `Bearer ${token}` };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/basket/create',
      headers,
      payload: { restaurantId: olive() },
    });
    const basketId = created.json<{ data: { id: string } }>().data.id;
    const search = new URLSearchParams({ voucherCode: 'WELCOME10', restaurantId: String(olive()), basketId });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/basket/add-voucher-to-basket?${search}`,
      headers,
    });
    // an empty basket does not reach the voucher's minimum: the refusal is about the voucher, not the ids
    const body = response.json<{ errors?: Record<string, unknown> }>();
    expect(Object.keys(body.errors ?? {})).not.toContain('restaurantId');
    expect(Object.keys(body.errors ?? {})).not.toContain('basketId');
    expect(response.statusCode, response.body).not.toBe(404);
  });

  it("refuses a guest's order naming externalBasketItems instead of dropping them (decision 040)", async () => {
    const token = await ctx.publicToken();
    const headers = { authorization: `Bearer ${token}` };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/basket/create',
      headers,
      payload: { restaurantId: olive() },
    });
    const basketId = created.json<{ data: { id: string } }>().data.id;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers,
      payload: {
        restaurantId: olive(),
        basketId,
        paymentType: 'cash',
        externalBasketItems: [{ name: 'Water', price: 250, quantity: 1 }],
      },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json<{ message: { code: string } }>().message.code).toBe(
      'table_payment_external_items_managers',
    );
  });

  it('answers an order with payment_id and user_details as JSON text (SPEC §3 Order)', async () => {
    const customer = await signUp(ctx, olive());
    const order = await placeOrder(ctx, olive(), { userId: customer.user.id });
    const response = await customer.get('order', { orderId: order.id });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { order: { payment_id: unknown; user_details: unknown } } }>();
    expect(data.order.payment_id).toBeNull();
    expect(typeof data.order.user_details).toBe('string');
    expect(JSON.parse(data.order.user_details as string)).toMatchObject({ name: 'Ada Lovelace' });
  });
});
