import type { Database } from '@tavola/db';
import { HttpError, notFound } from '../../lib/http-error';
import { accountKey, type Principal } from '../auth';
import { tokenMatches } from './table-token';
import { findTable, type TableRow, tableIdExists } from './tables.repository';

/**
 * The table a guest's QR code names, share-locked: of this restaurant, holding this token,
 * active. Another restaurant's table or a wrong token is 'not related' (400); an unknown or
 * inactive table 'does not exist' (404). Whether a table is inactive is told only to whoever
 * holds its token. Used by set-table and by the table's bill (issue 17).
 */
export async function tableOfToken(
  tx: Database,
  restaurantId: number,
  input: { tableId?: number; tableName?: string; qrcode: string },
): Promise<TableRow> {
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

/** Whose failed attempts at a table's token count together: the guest token's subject, or the customer. */
export const tableTokenCaller = (principal: Principal | undefined): string | null =>
  principal?.kind === 'public'
    ? accountKey('guest', principal.guestId)
    : principal?.kind === 'customer'
      ? accountKey('customer', principal.userId)
      : null;
