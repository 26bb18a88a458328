import type { BasketDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { type BasketContents, type BasketRow, findBasket, loadBasketContents } from './basket.repository';
import { assertBasketAccess } from './basket-access';
import type { BasketCaller } from './basket-caller';
import { assertAmountLimit, assertQuantityLimits, limitedLines } from './basket-limits';
import { basketViewFor } from './basket-view-for';
import { assertTicketPlaces } from './ticket-places';

/** What a change may hand back: the basket row if it changed it, the contents if it kept them current. */
interface ChangeOutcome {
  basket?: BasketRow;
  contents?: BasketContents;
}

/** Adding changes can make a basket bigger or dearer: they keep it within the caps. */
export const withinLimits = { keepWithinLimits: true };

/**
 * Runs a change on a basket inside a transaction that holds the basket's row lock. A change that
 * can add units or raise prices says `keepWithinLimits`: the changed basket must then keep the
 * caps of issue 14 and, with a ticketing system, its slot's places left (ticket-places.ts), or
 * the change is rolled back with a 422. Changes that only take away are not checked, so a
 * basket over the caps from before them can still shrink.
 */
export async function changeBasket(
  caller: BasketCaller,
  basketId: string,
  change: (tx: Database, basket: BasketRow, contents: BasketContents) => Promise<ChangeOutcome | undefined>,
  options: { keepWithinLimits?: boolean } = {},
): Promise<BasketDto> {
  return caller.db.transaction(async (tx) => {
    const basket = assertBasketAccess(
      await findBasket(tx, basketId, true),
      caller.restaurant.id,
      caller.principal,
    );
    const before = await loadBasketContents(tx, basket);
    const outcome: ChangeOutcome = (await change(tx, basket, before)) ?? {};
    const changed = outcome.basket ?? basket;
    // the hot add path hands back its contents updated in memory; other changes read them again
    const contents = outcome.contents ?? (await loadBasketContents(tx, changed));
    if (options.keepWithinLimits) {
      assertQuantityLimits(caller.restaurant, limitedLines(contents));
      await assertTicketPlaces(tx, caller.restaurant, changed, before, contents);
    }
    const view = basketViewFor(caller, changed, contents);
    if (options.keepWithinLimits) assertAmountLimit(caller.restaurant, caller.locale, view);
    return view;
  });
}
