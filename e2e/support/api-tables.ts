import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiGuest } from './api-orders';

/**
 * Issue 16 through the API, as the manager area and a guest's phone talk to it: a manager's
 * calls (tables, orders), and a guest who scanned a table's QR code, ordered there or called.
 */

interface Data<T> {
  data: T;
}

export interface ApiTable {
  id: number;
  name: string;
  active: boolean;
  qrcode: string;
  /** what its QR code encodes: PUBLIC_URL/?restaurant=<slug>&tableId=<id>&qrcode=<token> */
  qr_url: string;
}

const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

/** A demo manager logged in through the API: their token and their (first) restaurant's calls. */
export async function apiManager(request: APIRequestContext, email: string, password: string) {
  const token = (
    await ok<Data<{ access_token: string }>>(
      await request.post('/api/auth/login', { data: { email, password, manager: true } }),
    )
  ).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const [restaurant] = (
    await ok<Data<{ id: number; name: string }[]>>(await request.get('/api/managers/restaurant', { headers }))
  ).data;
  if (!restaurant) throw new Error(`${email} runs no restaurant`);
  const get = (path: string, query: Record<string, string | number>) =>
    request.get(
      `/api/${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`,
      { headers },
    );
  const post = (path: string, data: Record<string, unknown>) =>
    request.post(`/api/${path}`, { headers, data: { restaurantId: restaurant.id, ...data } });
  return {
    token,
    restaurant,
    get,
    tables: async (restaurantId = restaurant.id) =>
      (await ok<Data<ApiTable[]>>(await get('managers/tables', { restaurantId }))).data,
    post,
    createTable: async (
      name: string,
      {
        seats = 4,
        area = 'Terrace',
        reservable = true,
      }: { seats?: number; area?: string; reservable?: boolean } = {},
    ) =>
      (await ok<Data<ApiTable>>(await post('managers/tables/create', { name, seats, area, reservable })))
        .data,
    /** the kitchen's steps: started, then served (delivered) */
    serve: async (orderId: number) => {
      for (const status of ['processing', 'delivered'])
        await ok(await post('managers/order/change-status', { orderId, status }));
    },
    orderTotal: async (orderId: number) =>
      (
        await ok<Data<{ total: number; currency: string }>>(
          await get('managers/order/show', { restaurantId: restaurant.id, orderId }),
        )
      ).data,
  };
}

const olive = { email: 'manager@olive-linde.demo', password: 'demo-manager-2026' };

/**
 * A table of Olive & Linde for this test alone, created by its manager. Issue 33: a table's
 * visit (its open bill) lasts until it is paid or closed, so on a table other tests or projects
 * seat guests at, their orders would land on this test's bill. The name is `label` and the
 * project (`Split-390`), short enough for a phone's headings; a repeat or retry has its own.
 * Not bookable: it stays out of the guests' table reservations.
 */
export async function ownTable(
  request: APIRequestContext,
  label: string,
  area = 'Terrace',
): Promise<ApiTable> {
  const manager = await apiManager(request, olive.email, olive.password);
  return manager.createTable(ownTableName(label), { area, reservable: false });
}

function ownTableName(label: string): string {
  const { project, repeatEachIndex, retry } = test.info();
  const where = /\d+/.exec(project.name)?.[0] ?? project.name.slice(0, 1).toUpperCase();
  const again = repeatEachIndex > 0 || retry > 0 ? `.${repeatEachIndex}${retry}` : '';
  return `${label}-${where}${again}`;
}

/** Opens the manager area already logged in (the login form itself is manager.spec's). */
export async function openManagerArea(page: Page, token: string, path: string) {
  await page.addInitScript((value) => localStorage.setItem('managerToken', value), token);
  await page.goto(path);
}

/** A guest of Olive & Linde who scanned the QR code of `table` (set-table with its token). */
export async function guestAtTable(request: APIRequestContext, table: ApiTable) {
  const guest = await apiGuest(request);
  const basketId = (await guest.post<Data<{ id: string }>>('basket/create', { deliveryType: 'pickup' })).data
    .id;
  await guest.post('basket/set-table', { basketId, tableId: table.id, qrcode: table.qrcode });
  return {
    /** two of a dish, the guests counted (SPEC §5), paid at the end of the meal */
    async order(productName: string) {
      const found = await guest.get<Data<{ id: number; name: string }[]>>('restaurant/search-products', {
        name: productName,
      });
      const product = found.data.find((entry) => entry.name === productName);
      expect(product, productName).toBeDefined();
      await guest.post('basket/add', { basketId, productId: product!.id, quantity: 2 });
      await guest.post('basket/update-basket-extraInfo', {
        basketId,
        table_capacity: { adults: 2, children: 0 },
      });
      await guest.post('basket/add-address', {
        basketId,
        userInfo: { name: 'Ada Lovelace', email: 'ada@example.test', mobile: '+49 30 1234567' },
      });
      return (
        await guest.post<Data<{ orderId: number }>>('order/create-order', {
          basketId,
          paymentType: 'payAtEnd',
        })
      ).data.orderId;
    },
    /** SPEC §7 robot request: without a robot endpoint the call goes to the board */
    callStaff: () =>
      guest.get<Data<{ kind: 'robot' | 'waiter' }>>('restaurant/robot-request', { tableId: table.id }),
  };
}
