import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { offeredDeliveryTypes } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import type { AttemptGuard } from '../auth';
import { type BasketCaller, changeBasket, removeProductsNotOffered } from '../basket';
import { orderableTypes, restaurantLocale } from '../restaurants';
import { tableOfToken, tableTokenCaller } from './table-of-token';
import { joinTableVisit, resumeTableVisit, type TableVisitRow } from './table-visit';
import type { TableRow } from './tables.repository';

export interface SetTableInput {
  basketId: string;
  tableId?: number;
  tableName?: string;
  qrcode: string;
  /** issue 33: the visit this phone was seated for, coming back for another round */
  tablePaymentId?: string;
}

/**
 * SPEC §7 set-table, SPEC §4 Login landing: the guest's basket is at the table of the QR code,
 * eats here and wants it now (time null). Products not offered for `here` leave the basket,
 * as on any change of delivery type. On any error nothing changes. Failed attempts are
 * counted per caller (decision 016: the guest token and the address, never the table).
 * Issue 33: the basket joins the table's visit (its open bill, opened by the first phone), so
 * every phone and every round of the visit share one bill and one count of the guests; a phone
 * coming back with the visit it was seated for is seated again only while that visit lasts.
 */
export async function setTable(
  caller: BasketCaller,
  guard: AttemptGuard,
  address: string,
  input: SetTableInput,
): Promise<{ basket: BasketDto; table: TableRow; removed: string[]; visit: TableVisitRow }> {
  // SPEC §4 hides 'here' while the restaurant is closed; the table is still set, so the guest
  // can read the menu, and create-order refuses with the closed message (decision 027)
  if (!offeredDeliveryTypes(await orderableTypes(caller.db, caller.restaurant), false).includes('here'))
    throw new HttpError(400, 'delivery_type_unavailable');
  const attempt = await guard.attempt('tableToken', tableTokenCaller(caller.principal), address);
  let table: TableRow | undefined;
  let visit: TableVisitRow | undefined;
  let removed: string[] = [];
  const basket = await changeBasket(caller, input.basketId, async (tx, row, contents) => {
    table = await tableOfToken(tx, caller.restaurant.id, input);
    visit = input.tablePaymentId
      ? await resumeTableVisit(tx, caller.restaurant.id, table.id, input.tablePaymentId)
      : await joinTableVisit(tx, caller.restaurant.id, table.id);
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
  return { basket, table: table!, removed, visit: visit! };
}
