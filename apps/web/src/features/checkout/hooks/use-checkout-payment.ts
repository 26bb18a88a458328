import type { BasketDto } from '@tavola/contracts';
import { paymentSuitsOrder } from '@tavola/domain';
import { useState } from 'react';
import { emptyPayfixCard, type PayfixCard } from '../../../components/payment/payfix-card';
import { isAtTable } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { type CheckoutPaymentType, checkoutPaymentTypes } from '../api/checkout-api';
import type { CounterPhase } from './use-counter-shortcut';

/**
 * SPEC §4 Order/payment: the restaurant's payments that suit this order, the one the guest
 * chose (kept in the draft) or else pay at the counter when the cart asked for it, else the
 * first; and payFix's card, which is never kept.
 */
export function useCheckoutPayment(
  basket: BasketDto | undefined,
  chosen: CheckoutPaymentType | undefined,
  counterPhase: CounterPhase,
) {
  const { settings } = useRestaurant();
  // decision 027: pay at end only with a table in the basket (the server refuses it elsewhere)
  const atTable = isAtTable(basket);
  const payments = settings.paymentMethods.filter(
    (type): type is CheckoutPaymentType =>
      (checkoutPaymentTypes as readonly string[]).includes(type) && paymentSuitsOrder(type, { atTable }),
  );
  const payment =
    chosen && payments.includes(chosen)
      ? chosen
      : counterPhase !== 'off' && payments.includes('pwc')
        ? 'pwc'
        : payments[0];
  const [payfixCard, setPayfixCard] = useState<PayfixCard>(emptyPayfixCard);
  return { atTable, payments, payment, payfixCard, setPayfixCard };
}
