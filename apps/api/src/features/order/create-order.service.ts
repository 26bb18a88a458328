import type { BasketDto } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import {
  canOrderNow,
  checkDeliveryTime,
  type DeliveryType,
  epochOfLocal,
  formatLocalDateTime,
  isHostedPayment,
  type LocalMoment,
  minimumBlocksOrder,
  missingContactFields,
  needsProviderCredentials,
  offeredDeliveryTypes,
  offeredPaymentMethods,
  parseLocalDateTime,
  resolveText,
  ticketHolders,
  toLocalMoment,
} from '@tavola/domain';
import { formatMoney, type Locale, type ServerMessageKey } from '@tavola/i18n';
import { and, eq, sql } from 'drizzle-orm';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { type FieldMessage, HttpError } from '../../lib/http-error';
import { orderPageUrl } from '../../lib/order-page-url';
import type { Principal } from '../auth';
import {
  assertAmountLimit,
  assertBasketAccess,
  assertQuantityLimits,
  basketView,
  limitedLines,
  lineAvailableAt,
  lineOptionsProblem,
  loadBasketContents,
  lockBasket,
  notInAreaError,
  slotFitsBasket,
  ticketLinesOf,
} from '../basket';
import { takeCapacity } from '../capacity';
import { deliveryCalendar, nextFreeSlot, slotFullParams } from '../delivery-time';
import { chargePayfixCard, checkPayfixCard } from '../payment';
import {
  orderableTypes,
  providersWithCredentials,
  type RestaurantRow,
  restaurantLocale,
  restaurantSettings,
} from '../restaurants';
import { billForOrder } from '../table-payments';
import { answerSlotFull, orderTicketSlot, SlotFull, takeTickets } from '../tickets';
import { deleteBasket, insertOrder, insertOrderLines } from './order.statements';
import { checkTableOrder } from './table-order-rules';

export interface OrderCaller {
  db: Database;
  restaurant: RestaurantRow;
  principal: Principal | undefined;
  locale: Locale;
  publicUrl: string;
  /** opens the restaurant's provider credentials (decision 042) */
  credentials: CredentialCipher;
}

/** SPEC §8: a 422 on the field at fault, its message also the answer's body. */
const invalid = (field: string, key: ServerMessageKey, params?: Record<string, string | number>) =>
  new HttpError(422, key, params, { [field]: [{ key, params } as FieldMessage] });

/** Where the guest goes after a counter or card payment: the payment-status page of the storefront. */
const paymentLink = (caller: OrderCaller, order: { id: number; token: string; paymentState: string }) =>
  orderPageUrl(caller.publicUrl, caller.restaurant.slug, order, { status: order.paymentState });

/** An order's payment state when it is written: providers confirm later, a payFix card at once. */
const initialPaymentState = (type: string) =>
  isHostedPayment(type) ? 'open' : type === 'payFix' ? 'paid' : 'on_site';

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderLineRow = typeof schema.orderProducts.$inferSelect;

/**
 * SPEC §7 order/create-order, exactly once and never oversold: one transaction re-prices the
 * basket, checks every SPEC §5 rule, takes stock, the voucher use and the slot with atomic
 * conditional updates, writes the order and removes the basket. An Idempotency-Key makes a
 * retry return the same order.
 */
export async function createOrder(
  caller: OrderCaller,
  input: {
    basketId: string;
    paymentType: string;
    idempotencyKey?: string;
    qrCode?: string;
    pin?: string;
    /** the delivery time the guest saw last; undefined: not checked */
    deliveryTime?: string | null;
    /** the total the guest saw; undefined: not checked */
    total?: number;
    /** issue 17: the table's bill the order goes onto */
    tablePaymentId?: string;
  },
): Promise<{ order: OrderRow; lines?: OrderLineRow[]; paymentLink: string; created: boolean }> {
  const { restaurant } = caller;
  const settings = restaurantSettings(restaurant);
  const payfixCard = input.paymentType === 'payFix' ? await payfixCardOf(caller, input) : undefined;
  return writeOrder(caller, input, settings, payfixCard).catch(async (error: unknown) => {
    // a full event slot is answered once the transaction let go of the slot's counter
    throw error instanceof SlotFull ? await answerSlotFull(caller.db, error) : error;
  });
}

/** The transaction of createOrder: re-price, check, take, write, remove the basket. */
function writeOrder(
  caller: OrderCaller,
  input: Parameters<typeof createOrder>[1],
  settings: ReturnType<typeof restaurantSettings>,
  payfixCard: Awaited<ReturnType<typeof payfixCardOf>> | undefined,
) {
  const { restaurant } = caller;
  return caller.db.transaction(async (tx) => {
    if (input.idempotencyKey) {
      // concurrent retries with one key wait here for each other
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${restaurant.id}:${input.idempotencyKey}`}))`,
      );
      const [existing] = await tx
        .select()
        .from(schema.orders)
        .where(
          and(
            eq(schema.orders.restaurantId, restaurant.id),
            eq(schema.orders.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (existing) {
        if (existing.basketId !== input.basketId) throw new HttpError(409, 'idempotency_key_reused');
        return { order: existing, paymentLink: paymentLink(caller, existing), created: false };
      }
    }
    const { basket, deliveryType, deliveryTime, tableId, contents, view, now, fallback, ticketing } =
      await prepareOrder(tx, caller, input);
    // issue 15: never an order for a time or a total the guest did not see last; pay at the
    // counter is a pickup for now whatever the basket showed (SPEC §4), so it is not compared
    if (input.paymentType !== 'pwc') assertAsShown(view, input, restaurant.currency, caller.locale);
    const tablePaymentSessionId = input.tablePaymentId
      ? await billForOrder(tx, {
          restaurantId: restaurant.id,
          tableId,
          paymentType: input.paymentType,
          tablePaymentId: input.tablePaymentId,
        })
      : null;

    // take stock, in product order so that concurrent orders never deadlock
    const wanted = new Map<number, number>();
    for (const line of contents.lines) {
      const items = contents.packageItems.filter((item) => item.basketProductId === line.id);
      const add = (productId: number, quantity: number) =>
        wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
      add(line.productId, line.quantity);
      for (const item of items) add(item.productId, item.quantity * line.quantity);
    }
    for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
      const product = contents.catalogue.get(productId);
      if (product?.stock === null || product === undefined) continue;
      const taken = await tx
        .update(schema.products)
        .set({ stock: sql`${schema.products.stock} - ${quantity}` })
        .where(and(eq(schema.products.id, productId), sql`${schema.products.stock} >= ${quantity}`))
        .returning({ id: schema.products.id });
      if (taken.length === 0) {
        throw invalid('inStock', 'out_of_stock', {
          name: resolveText(product.name, caller.locale, fallback),
        });
      }
    }
    // the voucher's use, only while under its limit
    const voucher = view.voucherValue > 0 ? contents.voucher : null;
    if (voucher) {
      // issue 20: the manager may have deactivated it, or moved its dates, since the guest added it
      const ended = voucher.expiresAt !== null && now >= voucher.expiresAt.getTime();
      if (!voucher.active || ended || (voucher.startsAt !== null && now < voucher.startsAt.getTime()))
        throw invalid('voucherCode', 'voucher_invalid');
      const used = await tx
        .update(schema.vouchers)
        .set({ usedCount: sql`${schema.vouchers.usedCount} + 1` })
        .where(
          and(
            eq(schema.vouchers.id, voucher.id),
            sql`(${schema.vouchers.usageLimit} is null or ${schema.vouchers.usedCount} < ${schema.vouchers.usageLimit})`,
          ),
        )
        .returning({ id: schema.vouchers.id });
      if (used.length === 0) throw invalid('voucherCode', 'voucher_usage_limit');
    }
    // the slot, only while under the restaurant's cap
    let slotStart: Date | null = null;
    if (settings.slot_capacity !== null) {
      const slotMoment = toLocalMoment((deliveryTime ?? new Date(now)).getTime(), restaurant.timeZone);
      const start = slotMoment.minutes - (slotMoment.minutes % 15);
      slotStart = new Date(epochOfLocal(slotMoment.date, start, restaurant.timeZone));
      const hold = { restaurantId: restaurant.id, kind: 'delivery' as const, slotStart, amount: 1 };
      // a guest already seated at a table has no time to choose instead (SPEC §4: the order comes
      // now), so a full slot never refuses a table order; it still counts in the kitchen's slot
      const cap = tableId === null ? settings.slot_capacity : null;
      if (!(await takeCapacity(tx, hold, cap))) {
        throw await slotFull(
          tx,
          caller,
          deliveryType,
          { ...slotMoment, minutes: start },
          settings.slot_capacity,
        );
      }
    }

    const order = await insertOrder(tx, {
      restaurantId: restaurant.id,
      userId: caller.principal?.kind === 'customer' ? caller.principal.userId : null,
      guestId: caller.principal?.kind === 'public' ? caller.principal.guestId : null,
      idempotencyKey: input.idempotencyKey ?? null,
      basketId: basket.id,
      deliveryType,
      deliveryTime,
      slotStart,
      tableId,
      tablePaymentSessionId,
      paymentType: input.paymentType,
      paymentState: initialPaymentState(input.paymentType),
      isOnlinePayment: isHostedPayment(input.paymentType),
      contact: basket.contact,
      subtotal: view.totalPrice,
      // of the subtotal, the deposits (bottles, jars): the order page shows them as the checkout did
      depotTotal: view.summary.deposits,
      shippingPrice: view.shipping_price,
      tip: view.tip,
      voucherId: voucher?.id ?? null,
      voucherCode: voucher?.code ?? null,
      discount: view.voucherValue,
      total: view.totalWithDiscount,
      currency: restaurant.currency,
      lang: caller.locale,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    // returned as written: the order's mails need not read them again after the commit
    const lines = await insertOrderLines(
      tx,
      view.products.map((line) => {
        const product = contents.catalogue.get(line.RestaurantProductId);
        return {
          restaurantId: restaurant.id,
          orderId: order.id,
          productId: line.RestaurantProductId,
          name: product?.name ?? { [caller.locale]: line.name },
          quantity: line.quantity,
          unitPrice: line.price,
          totalPrice: line.totalPrice,
          depotName: product?.depot?.name ?? null,
          depotPrice: product?.depot?.price ?? 0,
          options: [
            ...line.attributeItems.map((option) => ({
              kind: 'attribute' as const,
              name: { [caller.locale]: `${option.group}: ${option.item}` },
              quantity: option.quantity,
              price: option.price,
              sourceId: option.id,
            })),
            ...line.items.map((item) => ({
              kind: 'package' as const,
              name: { [caller.locale]: item.name },
              quantity: item.quantity,
              price: item.price,
              productId: item.RestaurantProductId,
              sourceId: item.productPackageId,
            })),
          ],
          extraInfo: contents.lines.find((entry) => entry.id === line.id)?.extraInfo ?? {},
        };
      }),
    );
    if (payfixCard !== undefined) await chargePayfixCard(tx, payfixCard, order.total);
    await deleteBasket(tx, basket.id);
    // issue 18: one ticket per named person, their places taken from the slot's capacity last,
    // so the slot's counter row stays locked only until the commit that follows
    if (ticketing) {
      const lines = ticketLinesOf(contents);
      await takeTickets(tx, { restaurant, orderId: order.id, ...ticketing, lines });
    }
    return { order, lines, paymentLink: paymentLink(caller, order), created: true };
  });
}

/** 409 when the basket's time or total is not the one the guest saw (fields not sent are not compared). */
function assertAsShown(
  view: BasketDto,
  shown: { deliveryTime?: string | null; total?: number },
  currency: string,
  locale: Locale,
): void {
  if (shown.deliveryTime !== undefined) {
    const time =
      shown.deliveryTime === null ? null : formatLocalDateTime(parseLocalDateTime(shown.deliveryTime));
    if (time !== view.deliveryTime) throw new HttpError(409, 'delivery_time_changed');
  }
  if (shown.total !== undefined && shown.total !== view.totalWithDiscount) {
    throw new HttpError(409, 'order_total_changed', {
      total: formatMoney(view.totalWithDiscount, currency, locale),
    });
  }
}

/**
 * A slot filled since the guest chose it: 422 with the next free time (issue 15: never moved
 * silently), or resources_have_been_reached when no slot is left.
 */
async function slotFull(
  tx: Database,
  caller: OrderCaller,
  deliveryType: DeliveryType,
  chosen: LocalMoment,
  capacity: number,
): Promise<HttpError> {
  const calendar = await deliveryCalendar(tx, caller.restaurant, deliveryType);
  const next = await nextFreeSlot(tx, caller.restaurant.id, calendar, capacity, {
    ...chosen,
    minutes: chosen.minutes + 15,
  });
  if (!next) return invalid('delivery_time', 'resources_have_been_reached');
  const params = slotFullParams(chosen, next, caller.locale);
  return new HttpError(422, 'order_limit_reached', params, {
    delivery_time: [{ key: 'order_limit_reached', params }],
    validTime: [{ text: formatLocalDateTime(next) }],
  });
}

/** SPEC §5: payFix needs a QR code and a PIN; the card must answer to it before anything is taken. */
async function payfixCardOf(caller: OrderCaller, input: { qrCode?: string; pin?: string }): Promise<number> {
  const missing = (['qrCode', 'pin'] as const).filter((field) => !input[field]?.trim());
  if (missing.length) {
    throw new HttpError(
      422,
      'field_required',
      { field: missing[0]! },
      Object.fromEntries(
        missing.map((field) => [field, [{ key: 'field_required' as const, params: { field } }]]),
      ),
    );
  }
  return checkPayfixCard(caller.db, caller.restaurant.id, input.qrCode!.trim(), input.pin!.trim());
}

/**
 * Every SPEC §5 rule an order must pass, on the locked basket: access, login, payment type,
 * delivery type, time (or open now), product availability, contact fields, delivery area and
 * its minimum, a non-zero total. Shared by create-order and is-valid.
 */
export async function prepareOrder(
  tx: Database,
  caller: OrderCaller,
  input: { basketId: string; paymentType?: string },
) {
  const { restaurant } = caller;
  const settings = restaurantSettings(restaurant);
  const basket = assertBasketAccess(
    await lockBasket(tx, input.basketId, true),
    restaurant.id,
    caller.principal,
  );
  if (settings.login_required && caller.principal?.kind !== 'customer')
    throw new HttpError(403, 'login_required');
  if (input.paymentType !== undefined) {
    const offered = offeredPaymentMethods(settings.paymentMethods, {
      demoMode: settings.demo_mode,
      // read only when it decides: the other types do not depend on credentials
      providersWithCredentials: needsProviderCredentials(input.paymentType)
        ? await providersWithCredentials(tx, caller.credentials, restaurant.id)
        : new Set<string>(),
    });
    if (!offered.includes(input.paymentType))
      // SPEC §8 'cannot choose cash or pay at end' names the on-site types by their own words
      throw invalid(
        'paymentType',
        input.paymentType === 'cash' || input.paymentType === 'payAtEnd'
          ? 'cannot_choose_cash'
          : 'payment_type_unavailable',
      );
  }
  // SPEC §4 pay at counter: pickup, as soon as possible
  const deliveryType = input.paymentType === 'pwc' ? 'pickup' : basket.deliveryType;
  const deliveryTime = input.paymentType === 'pwc' ? null : basket.deliveryTime;
  const now = Date.now();
  const tableId = await checkTableOrder(tx, {
    restaurant,
    settings,
    basket,
    deliveryType,
    paymentType: input.paymentType,
    now,
  });
  if (
    !offeredDeliveryTypes(await orderableTypes(tx, restaurant, now), settings.closed).includes(deliveryType)
  ) {
    throw invalid('delivery_type', 'delivery_type_unavailable');
  }
  const contents = await loadBasketContents(tx, { ...basket, deliveryType });
  const fallback = restaurantLocale(restaurant);
  const view = basketView({ ...basket, deliveryType }, contents, {
    locale: caller.locale,
    fallback,
    timeZone: restaurant.timeZone,
    vouchersAccepted: settings.available_voucher,
  });
  if (view.products.length === 0) throw invalid('basketId', 'basket_empty');
  // issue 14, the final guard: a basket over the caps (filled before them) never reaches the
  // integer columns of an order (decision 016)
  assertQuantityLimits(restaurant, limitedLines(contents));
  assertAmountLimit(restaurant, caller.locale, view);

  // when: the chosen time must still be valid; without one the restaurant must be open now.
  // SPEC §4 Ticketing: instead, the time must be a bookable slot of the event
  const moment = toLocalMoment((deliveryTime ?? new Date(now)).getTime(), restaurant.timeZone);
  const ticketing = settings.ticketingSystem
    ? await orderTicketSlot(
        tx,
        restaurant,
        deliveryTime,
        ticketHolders(ticketLinesOf(contents)).length,
        slotFitsBasket(contents, restaurant),
        now,
      )
    : null;
  if (!ticketing) {
    const calendar = await deliveryCalendar(tx, restaurant, deliveryType);
    if (deliveryTime) {
      const verdict = checkDeliveryTime(calendar, now, moment);
      if (!verdict.ok) {
        const key = verdict.problem === 'past' ? 'order_time_past' : 'restaurant_not_open';
        throw new HttpError(422, key, undefined, {
          delivery_time: [{ key }],
          ...(verdict.validTime ? { validTime: [{ text: formatLocalDateTime(verdict.validTime) }] } : {}),
        });
      }
    } else if (!canOrderNow(calendar, now)) {
      throw invalid('delivery_time', 'restaurant_not_open');
    }
  }
  for (const line of contents.lines) {
    const product = contents.catalogue.get(line.productId);
    const name = resolveText(product?.name, caller.locale, fallback);
    if (!product?.active) throw invalid('name', 'product_not_exist');
    if (!product.deliveryTypes.includes(deliveryType))
      throw invalid('name', 'product_not_available_type', { name });
    if (!lineAvailableAt(restaurant, deliveryType, product, line, moment)) {
      throw invalid('name', 'product_not_available_date', { name });
    }
    // SPEC §5: a required option group is required of the order too, whatever the basket holds
    const chosen = contents.options
      .filter((option) => option.basketProductId === line.id)
      .map((option) => ({ id: option.pivotId, quantity: option.quantity }));
    const options = product.isPackage
      ? undefined
      : lineOptionsProblem(product, chosen, { locale: caller.locale, fallback });
    if (options && 'gone' in options) throw invalid('name', 'order_line_option_gone', { name });
    if (options) throw invalid('name', 'order_line_option_needed', { name, group: options.group });
  }

  // who: the contact fields the restaurant requires; delivery also needs an address in the area
  const contact = basket.contact as Record<string, string | undefined>;
  const missing = missingContactFields(
    settings.personal_information_fields,
    contact,
    deliveryType === 'delivery',
  );
  if (missing.length) {
    throw new HttpError(
      422,
      'field_required',
      { field: missing[0] ?? '' },
      Object.fromEntries(
        missing.map((field) => [field, [{ key: 'field_required' as const, params: { field } }]]),
      ),
    );
  }
  if (deliveryType === 'delivery') {
    if (!contents.area)
      throw await notInAreaError(
        tx,
        restaurant.id,
        contact.postalCode ?? basket.postalCode ?? '',
        caller.locale,
      );
    // the same verdict the basket answer led the storefront to (orderSummary)
    if (minimumBlocksOrder(view.minimum_order)) {
      throw invalid('totalPrice', 'minimum_order_value', {
        amount: formatMoney(contents.area.minimumOrderValue, restaurant.currency, caller.locale),
      });
    }
  }
  if (view.totalWithDiscount <= 0) throw invalid('totalPrice', 'total_price_zero');
  return { basket, deliveryType, deliveryTime, tableId, contents, view, now, fallback, settings, ticketing };
}
