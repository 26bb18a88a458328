import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { offeredDeliveryTypes } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import type { AttemptGuard } from '../auth';
import { type BasketCaller, changeBasket, removeProductsNotOffered } from '../basket';
import { orderableTypes, restaurantLocale } from '../restaurants';
import { tableOfToken, tableTokenCaller } from './table-of-token';
import type { TableRow } from './tables.repository';

export interface SetTableInput {
  basketId: string;
  tableId?: number;
  tableName?: string;
  qrcode: string;
}

/**
 * SPEC §7 set-table, SPEC §4 Login landing: the guest's basket is at the table of the QR code,
 * eats here and wants it now (time null). Products not offered for `here` leave the basket,
 * as on any change of delivery type. On any error nothing changes. Failed attempts are
 * counted per caller (decision 016: the guest token and the address, never the table).
 */
export async function setTable(
  caller: BasketCaller,
  guard: AttemptGuard,
  address: string,
  input: SetTableInput,
): Promise<{ basket: BasketDto; table: TableRow; removed: string[] }> {
  // SPEC §4 hides 'here' while the restaurant is closed; the table is still set, so the guest
  // can read the menu, and create-order refuses with the closed message (decision 027)
  if (!offeredDeliveryTypes(await orderableTypes(caller.db, caller.restaurant), false).includes('here'))
    throw new HttpError(400, 'delivery_type_unavailable');
  const attempt = await guard.attempt('tableToken', tableTokenCaller(caller.principal), address);
  let table: TableRow | undefined;
  let removed: string[] = [];
  const basket = await changeBasket(caller, input.basketId, async (tx, row, contents) => {
    table = await tableOfToken(tx, caller.restaurant.id, input);
    removed = await removeProductsNotOffered(tx, row, contents, 'here', {
      locale: caller.locale,
      fallback: restaurantLocale(caller.restaurant),
    });
    const [updated] = await tx
      .update(schema.baskets)
      .set({ tableId: table.id, deliveryType: 'here', deliveryTime: null, duration: null })
      .where(eq(schema.baskets.id, row.id))
      .returning();
    return { basket: updated };
  });
  await attempt.succeeded();
  return { basket, table: table!, removed };
}
