import type { BasketDto } from '@tavola/contracts';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import type { PayfixCard } from '../../../components/payment/payfix-card';
import { type FieldErrors, useIssueText } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { useGuestCountGate } from '../../table';
import { type SlotRefusal, slotRefusalOf } from '../../tickets';
import { type CheckoutPaymentType, checkoutApi } from '../api/checkout-api';
import { checkoutIssues } from '../checkout-issues';
import type { ContactForm } from '../components/contact-form';
import { orderRefusalOf } from '../order-refusal';
import { usePlaceOrder } from './use-place-order';
import { useStoreBasket } from './use-store-basket';

/** The checkout form as the guest sends it. */
export interface OrderToSubmit {
  basketId: string;
  basket: BasketDto;
  contact: ContactForm;
  payment: CheckoutPaymentType | undefined;
  payfixCard: PayfixCard;
  terms: boolean | undefined;
}

/** The form's field messages, as `useFormErrors` keeps them. */
interface FormMarks {
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors;
  show: (errors: FieldErrors) => void;
}

/**
 * SPEC §4 Cart and checkout, the order button: the form is checked first, the contact saved on
 * the basket, then the order placed (`usePlaceOrder`). A refusal shows where it belongs: a
 * field's beside it, a full slot in the slot section (decision 028), the rest in a snackbar,
 * with the next free time to take when the server proposes one.
 */
export function useSubmitOrder(form: FormMarks, refetchBasket: () => unknown) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const store = useStoreBasket();
  const messageOf = useErrorMessage();
  const issueText = useIssueText();
  const placeOrderNow = usePlaceOrder();
  const askGuestCount = useGuestCountGate();
  const [placing, setPlacing] = useState(false);
  // event mode: the order refused the basket's slot (full since it was chosen, decision 028)
  const [slotRefusal, setSlotRefusal] = useState<SlotRefusal>();
  /** the order was sent: the basket empties once it exists, which must not bounce the guest to the menu */
  const ordered = useRef(false);
  /** create-order was sent and its answer never came (issue 15: the network drops) */
  const orderUnanswered = useRef(false);
  const { settings } = restaurant;

  function problemsOf({ contact, payment, payfixCard, terms }: OrderToSubmit): FieldErrors {
    const issues = checkoutIssues({
      contact: contact.sent,
      shown: contact.fields,
      rules: contact.rules,
      delivery: contact.delivery,
      ...(payment === 'payFix' ? { payfixCard } : {}),
    });
    return {
      ...issueText(issues),
      // issue 33: the terms are accepted only when the restaurant has some
      ...(terms || !restaurant.legal.terms_and_conditions ? {} : { terms: [t('checkout.termsRequired')] }),
      // a postal code the server found outside the area stays marked until it changes
      ...(contact.delivery && form.errors.postalCode ? { postalCode: form.errors.postalCode } : {}),
    };
  }

  async function submit(event: FormEvent, order: OrderToSubmit) {
    event.preventDefault();
    const problems = problemsOf(order);
    if (Object.keys(problems).length > 0) return form.show(problems);
    const { basketId, basket, contact, payment, payfixCard } = order;
    if (!payment) return;
    // SPEC §4: the table's guests are counted before the order; once saved, the order goes on
    if (askGuestCount(() => form.formRef.current?.requestSubmit())) return;
    setPlacing(true);
    try {
      // after a create-order that got no answer the basket may be gone: straight to the retry
      if (!orderUnanswered.current) store((await checkoutApi.addAddress(api, basketId, contact.sent)).data);
      ordered.current = true;
      // what the guest sees: the API refuses the order if the basket holds another time or total
      const shown = { deliveryTime: basket.deliveryTime, total: basket.summary.total };
      await placeOrderNow(basketId, payment, shown, payment === 'payFix' ? payfixCard : undefined);
    } catch (error) {
      setPlacing(false);
      // no answer (the connection dropped): the order may exist and the basket be gone, so the
      // page stays as it is; pressing again sends the same Idempotency-Key (`orderAttemptKey`)
      // and the server answers with that order or places it now
      if (!(error instanceof ApiError)) {
        orderUnanswered.current = ordered.current;
        return snackbar.error(messageOf(error));
      }
      orderUnanswered.current = false;
      ordered.current = false;
      // a time or a slot that changed meanwhile: show the basket as it is now
      void refetchBasket();
      const refused = settings.ticketingSystem ? slotRefusalOf(error) : undefined;
      if (refused) return setSlotRefusal(refused);
      // a 422 about the form's fields shows beside them; anything else (stock, a full slot, the
      // table) is about the order as a whole
      const formFields = [
        ...contact.fields,
        ...(contact.delivery ? ['country'] : []),
        'terms',
        'qrCode',
        'pin',
      ];
      const outcome = orderRefusalOf(error, formFields);
      if ('fields' in outcome) return form.show(outcome.fields);
      // SPEC §8: the order's own words when the server gives none (a 5xx, no connection)
      const text = messageOf(error, t('checkout.tryAgainError'));
      const proposed = outcome.proposedTime;
      if (!proposed) return snackbar.error(text);
      // SPEC §4 order_limit_reached: confirming takes the next free time the server proposes
      snackbar.error(text, {
        durationMs: 0,
        closable: true,
        confirm: {
          label: t('checkout.useProposedTime', { time: formatWallClock(proposed, locale) }),
          onConfirm: () => void takeTime(order, proposed),
        },
      });
    }
  }

  async function takeTime({ basketId, basket }: OrderToSubmit, time: string) {
    try {
      store((await checkoutApi.addDeliveryTime(api, basketId, time, basket.deliveryType)).data);
    } catch (error) {
      snackbar.error(messageOf(error, t('checkout.deliveryTimeError')));
    }
  }

  return { placing, slotRefusal, ordered, submit };
}
