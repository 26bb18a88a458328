import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { basketTotal, checkVoucher, type VoucherProblem } from '@tavola/domain';
import { formatMoney, type ServerMessageKey } from '@tavola/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import type { BasketCaller } from './basket-caller';
import { basketView } from './basket-view';
import { changeBasket } from './change-basket';

const voucherKeys: Record<VoucherProblem, ServerMessageKey> = {
  invalid_or_expired: 'voucher_invalid',
  usage_limit: 'voucher_usage_limit',
  minimum_value: 'voucher_minimum_value',
  no_discount: 'voucher_no_discount',
};

/**
 * SPEC §7 add-voucher-to-basket: the code must exist, be active and not expired, be under its
 * usage limit, and the basket must reach its minimum value and get a discount. The use itself is
 * taken when the order is placed (create-order), under a row lock.
 */
export function addVoucher(caller: BasketCaller, basketId: string, code: string): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, basket, contents) => {
    const [voucher] = await tx
      .select()
      .from(schema.vouchers)
      .where(
        and(
          eq(schema.vouchers.restaurantId, caller.restaurant.id),
          eq(sql`upper(${schema.vouchers.code})`, code.toUpperCase()),
        ),
      );
    if (!voucher)
      throw new HttpError(422, 'voucher_invalid', undefined, { voucherCode: [{ key: 'voucher_invalid' }] });
    const subtotal = basketTotal(
      basketView(basket, contents, {
        locale: caller.locale,
        fallback: 'en',
        timeZone: caller.restaurant.timeZone,
        vouchersAccepted: true,
      }).products,
    );
    const problem = checkVoucher(
      {
        ...voucher,
        startsAt: voucher.startsAt?.getTime() ?? null,
        expiresAt: voucher.expiresAt?.getTime() ?? null,
      },
      subtotal,
      Date.now(),
    );
    if (problem) {
      const params = {
        amount: formatMoney(voucher.minimumOrderValue, caller.restaurant.currency, caller.locale),
      };
      throw new HttpError(422, voucherKeys[problem], params, {
        voucherCode: [{ key: voucherKeys[problem], params }],
      });
    }
    const [updated] = await tx
      .update(schema.baskets)
      .set({ voucherId: voucher.id })
      .where(eq(schema.baskets.id, basket.id))
      .returning();
    return { basket: updated };
  });
}

export function removeVoucher(caller: BasketCaller, basketId: string): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, basket) => {
    const [updated] = await tx
      .update(schema.baskets)
      .set({ voucherId: null })
      .where(eq(schema.baskets.id, basket.id))
      .returning();
    return { basket: updated };
  });
}

/** SPEC §7 add-tip / remove-tip-from-basket (tips only where the restaurant asks for them). */
export function setTip(caller: BasketCaller, basketId: string, tip: number): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, basket) => {
    const [updated] = await tx
      .update(schema.baskets)
      .set({ tip })
      .where(eq(schema.baskets.id, basket.id))
      .returning();
    return { basket: updated };
  });
}

/**
 * SPEC §7 basket/add-address: the guest's contact details and address, kept with the basket for
 * checkout. A field left out keeps what was saved; a blank one (null) clears it (issue 32).
 */
export function setContact(
  caller: BasketCaller,
  basketId: string,
  contact: Record<string, string | null | undefined>,
): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, basket) => {
    const merged: Record<string, string> = { ...basket.contact };
    for (const [field, value] of Object.entries(contact)) {
      if (value === null) delete merged[field];
      else if (value !== undefined) merged[field] = value;
    }
    const postalCode = contact.postalCode === undefined ? basket.postalCode : contact.postalCode;
    const [updated] = await tx
      .update(schema.baskets)
      .set({ contact: merged, postalCode })
      .where(eq(schema.baskets.id, basket.id))
      .returning();
    return { basket: updated };
  });
}
