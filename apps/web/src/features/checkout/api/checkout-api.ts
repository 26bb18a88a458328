import { queryOptions } from '@tanstack/react-query';
import type { BasketDto, OrderTicketDto } from '@tavola/contracts';
import type { DeliveryType } from '@tavola/domain';
import type { ApiClient } from '../../../lib/api-client';

/** SPEC §7 checkout calls: delivery time, contact, voucher, tip, order creation, order status. */

export type ContactInput = Partial<
  Record<
    | 'name'
    | 'email'
    | 'mobile'
    | 'birth_date'
    | 'comment'
    | 'company'
    | 'address'
    | 'house_number'
    | 'postalCode'
    | 'city'
    | 'country',
    string
  >
>;

/** The payment types a guest can choose (SPEC §4: zvt and cash_machine are hidden). */
export const checkoutPaymentTypes = [
  'cash',
  'payAtEnd',
  'pwc',
  'payFix',
  'demo',
  'mollie',
  'saferPay',
] as const;
export type CheckoutPaymentType = (typeof checkoutPaymentTypes)[number];
export type PaymentState =
  | 'open'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'refund_ready'
  | 'refunded'
  | 'on_site';

export interface OrderDetails {
  order: {
    id: number;
    status: string;
    /** issue 34: when the restaurant called it ready to fetch (the status stays processing) */
    ready_at: string | null;
    payment: string;
    paymentState: PaymentState;
    is_online_payment: boolean;
    payment_id: string | null;
    deliveryType: string;
    deliveryTime: string | null;
    /** JSON text (SPEC §3) */
    user_details: string;
    subtotal: number;
    /** of `subtotal`, the deposits */
    deposits: number;
    shipping_price: number;
    tip: number;
    voucher: string | null;
    discount: number;
    total: number;
    currency: string;
    created_at: string;
    /** issue 36: null until the order is paid (or, paid on site, handed over) */
    invoice_number: number | null;
    /** issue 36: the credit note's number, once the invoiced order was cancelled or refunded */
    credit_note_number: number | null;
  };
  products: {
    id: number;
    name: string;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
    options: { name: string; quantity: number; price: number }[];
    comment: string | null;
  }[];
  table: { id: number; name: string } | null;
  /** event mode: one ticket per named person (issue 18) */
  tickets: OrderTicketDto[];
}

type BasketAnswer = { data: BasketDto };

/** Issue 15: the delivery time (null: as soon as possible) and total the guest sees when ordering. */
export interface ShownOrder {
  deliveryTime: string | null;
  total: number;
}

/** Empty strings are not sent: the API takes absent optional fields, not blank ones. */
function filled(contact: ContactInput): ContactInput {
  const result: ContactInput = {};
  for (const [key, value] of Object.entries(contact) as [keyof ContactInput, string | undefined][]) {
    if (value?.trim()) result[key] = value.trim();
  }
  return result;
}

export const checkoutApi = {
  addDeliveryTime: (
    api: ApiClient,
    basketId: string,
    deliveryTime: string | null,
    deliveryType: DeliveryType,
  ) =>
    api.post<BasketAnswer>('basket/add-delivery-time', {
      basketId,
      delivery_time: deliveryTime,
      deliveryType,
    }),

  addAddress: (api: ApiClient, basketId: string, contact: ContactInput) =>
    api.post<BasketAnswer>('basket/add-address', { basketId, userInfo: filled(contact) }),

  checkAddress: (api: ApiClient, basketId: string, postalCode: string, deliveryType: DeliveryType) =>
    api.get<unknown>('order/check-address', { basketId, postalCode, deliveryType }),

  addVoucher: (api: ApiClient, basketId: string, voucherCode: string) =>
    api.post<BasketAnswer>('basket/add-voucher-to-basket', { basketId, voucherCode }),

  removeVoucher: (api: ApiClient, basketId: string) =>
    api.get<BasketAnswer>('basket/remove-voucher-from-basket', { basketId }),

  addTip: (api: ApiClient, basketId: string, tipPrice: number) =>
    api.post<BasketAnswer>('basket/add-tip', { basketId, tip_price: tipPrice }),

  removeTip: (api: ApiClient, basketId: string) =>
    api.put<BasketAnswer>('basket/remove-tip-from-basket', { basketId }),

  /** The Idempotency-Key (`orderAttemptKey`) makes a repeated request answer with the order already placed. */
  createOrder: (
    api: ApiClient,
    basketId: string,
    paymentType: CheckoutPaymentType,
    idempotencyKey: string,
    shown: ShownOrder | undefined,
    card?: { qrCode: string; pin: string },
  ) =>
    api.post<{ data: { paymentLink: string; orderId: number; token: string } }>(
      'order/create-order',
      { basketId, paymentType, ...shown, ...card },
      { 'Idempotency-Key': idempotencyKey },
    ),

  /** SPEC §7 payment/update: the server asks the provider; the answer is the order's payment state. */
  paymentUpdate: (api: ApiClient, orderId: string, token: string, providerParams: Record<string, string>) =>
    api.get<{ data: { status: PaymentState } }>('payment/update', { ...providerParams, orderId, token }),

  /** SPEC §7 payment/prepare: the open payment's page again. */
  paymentPrepare: (api: ApiClient, orderId: string, token: string) =>
    api.get<{ data: { mollieLink: string } }>('payment/prepare', { orderId, token }),

  /** Issue 33: the guest gives the order's open payment up; the answer is its state afterwards. */
  paymentCancel: (api: ApiClient, orderId: number, token: string) =>
    api.post<{ data: { status: PaymentState } }>('payment/cancel', { orderId, token }),

  /**
   * SPEC §7 order/create-basket: the products of an order in a basket again (after a payment
   * that ended without money): the guest's current one (`basketId`), else a new one; the answer
   * names the basket, the order's contact and how many lines could not come back.
   */
  restoreCart: (api: ApiClient, orderId: number, token: string, basketId: string | undefined) =>
    api.post<{ data: { basketId: string; contact: ContactInput; removed: number } }>('order/create-basket', {
      orderId,
      token,
      ...(basketId ? { basketId } : {}),
    }),

  demoSession: (api: ApiClient, session: string) =>
    api.get<{
      data: {
        amount: number;
        currency: string;
        description: string;
        outcome: string | null;
        expired: boolean;
        returnUrl: string;
      };
    }>('payment/demo/session', { session }),

  demoDecide: (api: ApiClient, session: string, outcome: 'paid' | 'failed' | 'cancelled') =>
    api.post<{ data: { returnUrl: string } }>('payment/demo/decide', { session, outcome }),
};

/** Issue 15: the fully booked quarter hours of a date ('HH:MM'), for the time picker. */
export const fullSlotsQuery = (api: ApiClient, date: string) =>
  queryOptions({
    queryKey: ['full-slots', date],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { full: string[] } }>('restaurant/full-slots', { date }, signal)
        .then((answer) => answer.data.full),
    enabled: date !== '',
    staleTime: 15_000,
  });

export const orderQuery = (api: ApiClient, lang: string, orderId: string, token: string) =>
  queryOptions({
    queryKey: ['order', orderId, token, lang],
    queryFn: ({ signal }) =>
      api.get<{ data: OrderDetails }>('order', { orderId, token }, signal).then((answer) => answer.data),
    enabled: orderId !== '' && token !== '',
    retry: false,
  });
