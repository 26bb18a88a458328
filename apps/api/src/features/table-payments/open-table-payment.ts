import type { TablePaymentBody } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import { HttpError, notFound } from '../../lib/http-error';
import type { AttemptGuard, Principal } from '../auth';
import { managesRestaurant } from '../manager-access';
import type { RestaurantRow } from '../restaurants';
import { findTablePayment, lockTablePayment, type TablePaymentRow } from '../table-bill';
import {
  findTable,
  joinTableVisit,
  type TableRow,
  tableIdExists,
  tableOfToken,
  tableTokenCaller,
} from '../tables';

export interface TablePaymentCaller {
  db: Database;
  restaurant: RestaurantRow;
  principal: Principal | undefined;
  /** the client's address, for the limit on failed QR tokens (decision 027) */
  address: string;
}

const tableRequired = () =>
  new HttpError(
    422,
    'field_required',
    { field: 'qrcode' },
    {
      qrcode: [{ key: 'field_required', params: { field: 'qrcode' } }],
    },
  );

/**
 * SPEC §7 table-payments/create (issue 17): the table's open bill, opened when it has none. A
 * guest proves they sit at the table with its QR token, as set-table asks (failed tokens are
 * limited per caller, decision 027); a manager of the restaurant needs none, and alone may add
 * items to the bill (`externalBasketItems`). Two phones opening the bill at once get one bill.
 */
export async function openTablePayment(
  caller: TablePaymentCaller,
  guard: AttemptGuard,
  input: TablePaymentBody,
): Promise<{ session: TablePaymentRow; itemsAdded: boolean }> {
  const { db, restaurant, principal } = caller;
  const manager =
    principal?.kind === 'manager' && (await managesRestaurant(db, principal.managerId, restaurant.id));
  const items = input.externalBasketItems ?? [];
  if (items.length && !manager) throw new HttpError(403, 'table_payment_external_items_managers');
  const known = input.tablePaymentId ? await findTablePayment(db, restaurant.id, input.tablePaymentId) : null;
  if (input.tablePaymentId && !known) throw notFound('table_payment_not_exist');
  const table = known ? null : manager ? await managedTable(db, restaurant.id, input) : null;
  const session = await db.transaction(async (tx) => {
    const seat = known ?? table ?? (await guestTable(tx, caller, guard, input));
    const bill = known ?? (await joinTableVisit(tx, restaurant.id, (seat as TableRow).id));
    if (!items.length) return bill;
    const locked = await lockTablePayment(tx, bill.id);
    if (locked.state !== 'open') throw new HttpError(409, 'table_payment_paid');
    await tx.insert(schema.tablePaymentExternalItems).values(
      items.map((item) => ({
        restaurantId: restaurant.id,
        sessionId: locked.id,
        name: item.name,
        unitPrice: item.price,
        quantity: item.quantity,
      })),
    );
    return locked;
  });
  return { session, itemsAdded: items.length > 0 };
}

/** A guest's table: the QR token must be its own (counted as a failed attempt when not). */
async function guestTable(
  tx: Database,
  caller: TablePaymentCaller,
  guard: AttemptGuard,
  input: TablePaymentBody,
): Promise<TableRow> {
  if (!input.qrcode) throw tableRequired();
  const attempt = await guard.attempt('tableToken', tableTokenCaller(caller.principal), caller.address);
  const table = await tableOfToken(tx, caller.restaurant.id, { ...input, qrcode: input.qrcode });
  await attempt.succeeded();
  return table;
}

/** A manager names any table of their restaurant by id or name; another restaurant's is 'not related'. */
async function managedTable(db: Database, restaurantId: number, input: TablePaymentBody): Promise<TableRow> {
  const by = input.tableId !== undefined ? { id: input.tableId } : { name: input.tableName ?? '' };
  const table = await findTable(db, restaurantId, by);
  if (table) return table;
  if (input.tableId !== undefined && (await tableIdExists(db, input.tableId)))
    throw new HttpError(400, 'table_not_related');
  throw notFound('table_not_exist');
}
