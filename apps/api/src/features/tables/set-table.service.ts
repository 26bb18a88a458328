import type { BasketDto } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import { offeredDeliveryTypes } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import { type AttemptGuard, accountKey } from '../auth';
import { type BasketCaller, changeBasket, removeProductsNotOffered } from '../basket';
import { restaurantLocale, restaurantSettings } from '../restaurants';
import { tokenMatches } from './table-token';
import { findTable, type TableRow, tableIdExists } from './tables.repository';

export interface SetTableInput {
  basketId: string;
  tableId?: number;
  tableName?: string;
  qrcode: string;
}

/**
 * The table a guest's QR code names, share-locked: of this restaurant, holding this token,
 * active. Another restaurant's table or a wrong token is 'not related' (400); an unknown or
 * inactive table 'does not exist' (404). Whether a table is inactive is told only to whoever
 * holds its token.
 */
async function tableOfToken(tx: Database, restaurantId: number, input: SetTableInput): Promise<TableRow> {
  const { tableId } = input;
  const by = tableId !== undefined ? { id: tableId } : { name: input.tableName ?? '' };
  const table = await findTable(tx, restaurantId, by, { share: true });
  if (!table) {
    if (tableId !== undefined && (await tableIdExists(tx, tableId)))
      throw new HttpError(400, 'table_not_related');
    throw notFound('table_not_exist');
  }
  if (!tokenMatches(table.qrCode, input.qrcode)) throw new HttpError(400, 'table_not_related');
  if (!table.active) throw notFound('table_not_exist');
  return table;
}

/** Whose failed attempts count together: the guest token's subject, or the customer. */
const callerKey = (caller: BasketCaller): string | null =>
  caller.principal?.kind === 'public'
    ? accountKey('guest', caller.principal.guestId)
    : caller.principal?.kind === 'customer'
      ? accountKey('customer', caller.principal.userId)
      : null;

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
  const settings = restaurantSettings(caller.restaurant);
  // SPEC §4 hides 'here' while the restaurant is closed; the table is still set, so the guest
  // can read the menu, and create-order refuses with the closed message (decision 027)
  if (!offeredDeliveryTypes(settings.deliveryTypes, false).includes('here'))
    throw new HttpError(400, 'delivery_type_unavailable');
  const attempt = await guard.attempt('tableToken', callerKey(caller), address);
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
