import type { Database } from '@tavola/db';
import { addDays, epochOfLocal, parseOrderSearch, toLocalMoment } from '@tavola/domain';
import { type View, withDetails } from './manager-orders.service';
import { findBoardOrders, searchOrders } from './order-board.repository';

/**
 * Decision 080: the board is one answer, not pages. A kitchen with more open orders than this
 * has a problem no screen solves; the finished ones beyond the limit are in the filtered list.
 */
export const boardLimits = { open: 300, done: 100 } as const;
const searchLimit = 20;

/** Issue 34 GET managers/order/board: open orders earliest due first, then today's finished ones. */
export async function showBoard(db: Database, view: View, now = Date.now()) {
  const zone = view.restaurant.timeZone;
  const today = toLocalMoment(now, zone).date;
  const rows = await findBoardOrders(db, {
    restaurantId: view.restaurant.id,
    todayStart: new Date(epochOfLocal(today, 0, zone)),
    todayEnd: new Date(epochOfLocal(addDays(today, 1), 0, zone)),
    openLimit: boardLimits.open,
    doneLimit: boardLimits.done,
  });
  return {
    data: await withDetails(db, view, rows),
    meta: { today, open_limit: boardLimits.open, done_limit: boardLimits.done },
  };
}

/** Issue 34 GET managers/order/search: the contract has checked that the text can find something. */
export async function findOrders(db: Database, view: View, text: string) {
  const rows = await searchOrders(db, {
    restaurantId: view.restaurant.id,
    ...parseOrderSearch(text),
    limit: searchLimit,
  });
  return { data: await withDetails(db, view, rows) };
}
