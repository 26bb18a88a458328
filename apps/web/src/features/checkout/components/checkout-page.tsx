import { minimumBlocksOrder, paymentSuitsOrder } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { type ComponentType, type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { emptyPayfixCard, type PayfixCard } from '../../../components/payment/payfix-card';
import { type FieldErrors, useFormErrors, useIssueText } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import {
  DeliveryTypeSelector,
  isAtTable,
  TableBadge,
  useBasket,
  useBasketBusy,
  useBasketId,
} from '../../basket';
import { PageHeader, useRestaurant } from '../../restaurant';
import { useGuestCountGate } from '../../table';
import { type SlotRefusal, slotRefusalOf, TicketSlotSection } from '../../tickets';
import {
  type CheckoutPaymentType,
  type ContactInput,
  checkoutApi,
  checkoutPaymentTypes,
} from '../api/checkout-api';
import { checkoutIssues } from '../checkout-issues';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { useCounterShortcut } from '../hooks/use-counter-shortcut';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useStoreBasket } from '../hooks/use-store-basket';
import { orderRefusalOf } from '../order-refusal';
import { addressFields, type ContactField, personalFields } from './contact-fields';
import { ContactSection } from './contact-section';
import { CounterReview } from './counter-review';
import { DeliveryTimePicker } from './delivery-time-picker';
import { PaymentSection } from './payment-section';
import { sectionCard } from './section-card';
import { SummarySection } from './summary-section';
import { VoucherTipSection } from './voucher-tip-section';

/** What the app may put above the contact form: a logged-in customer's details (issue 6). */
export type ContactHelper = ComponentType<{
  delivery: boolean;
  /** the guest has an address in the form already */
  hasAddress: boolean;
  /** fills what the guest has not typed yet */
  onPrefill: (fields: ContactInput) => void;
  /** a saved address was chosen */
  onPick: (fields: ContactInput) => void;
}>;

/**
 * SPEC §2 /checkout, §4 Cart and checkout: delivery method and time, contact (and address for
 * delivery, with the postal-code check and its shipping price), voucher, tip, totals from the
 * server, terms, payment choice and the order with its redirect. Each part is its own section;
 * this page holds what the guest typed (kept over reload, issue 15) and checks it on submit.
 */
export default function CheckoutPage({ contactHelper }: { contactHelper?: ContactHelper }) {
  useDeferredTexts();
  const { t, locale } = useTranslation();
  const { api, config } = useAppContext();
  const restaurant = useRestaurant();
  const basketId = useBasketId();
  const basket = useBasket();
  const busy = useBasketBusy();
  const store = useStoreBasket();
  const messageOf = useErrorMessage();
  const issueText = useIssueText();
  const id = useId();
  const settings = restaurant.settings;

  const [draft, setDraft] = useCheckoutDraft(config.restaurantId, basketId);
  const { formRef, errors, show, clear, mark } = useFormErrors();
  // decision 027: pay at end only with a table in the basket (the server refuses it elsewhere)
  const atTable = isAtTable(basket.data);
  const payments = settings.paymentMethods.filter(
    (type): type is CheckoutPaymentType =>
      (checkoutPaymentTypes as readonly string[]).includes(type) && paymentSuitsOrder(type, { atTable }),
  );
  const counter = useCounterShortcut(restaurant, basket.data);
  const payment =
    draft.payment && payments.includes(draft.payment)
      ? draft.payment
      : counter.phase !== 'off' && payments.includes('pwc')
        ? 'pwc'
        : payments[0];
  const [payfixCard, setPayfixCard] = useState<PayfixCard>(emptyPayfixCard);
  const [placing, setPlacing] = useState(false);
  // a full slot the guest chose and has not replaced by the proposed time yet (issue 15)
  const [timeUnconfirmed, setTimeUnconfirmed] = useState(false);
  // event mode: the order refused the basket's slot (full since it was chosen, decision 028)
  const [slotRefusal, setSlotRefusal] = useState<SlotRefusal>();
  const ordered = useRef(false);
  /** create-order was sent and its answer never came (issue 15: the network drops) */
  const orderUnanswered = useRef(false);
  const placeOrderNow = usePlaceOrder();
  const askGuestCount = useGuestCountGate();
  const contact = draft.contact;
  const setContact = useCallback(
    (change: (old: ContactInput) => ContactInput) =>
      setDraft((old) => ({ ...old, contact: change(old.contact) })),
    [setDraft],
  );
  // a logged-in customer's details fill what the guest has not typed yet
  const prefill = useCallback(
    (fields: ContactInput) => setContact((old) => ({ ...fields, ...old })),
    [setContact],
  );

  const loaded = !basketId || basket.isSuccess;
  if (!ordered.current && counter.phase === 'off' && loaded && (basket.data?.products.length ?? 0) === 0)
    return <Redirect to="/menu" replace />;
  const data = basket.data;
  // SPEC §8 local message: the basket could not be read, and nothing else here can work without it
  if (!data && basket.isError)
    return (
      <div className="flex flex-col items-center gap-4 py-16">
        <p role="alert">{t('checkout.basketInfoError')}</p>
        <button
          type="button"
          className="rounded-full border border-stone-300 px-4 py-2 font-medium"
          onClick={() => void basket.refetch()}
        >
          {t('app.tryAgain')}
        </button>
      </div>
    );
  if (!data || !basketId || counter.phase === 'preparing')
    return (
      <div className="flex flex-col items-center gap-4 py-16" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
        <span className={counter.phase === 'preparing' ? 'font-medium text-stone-700' : 'sr-only'}>
          {counter.phase === 'preparing' ? t('checkout.placing') : t('app.loading')}
        </span>
      </div>
    );

  const delivery = data.deliveryType === 'delivery';
  const rules = settings.personal_information_fields;
  const visiblePersonal = personalFields.filter((field) => rules[field] !== 'hidden');
  const contactRules = Object.fromEntries(visiblePersonal.map((field) => [field, rules[field]]));
  const isRequired = (field: ContactField) =>
    (addressFields as readonly string[]).includes(field) ? delivery : contactRules[field] === 'required';
  const shownFields: ContactField[] = [...visiblePersonal, ...(delivery ? addressFields : [])];
  // the country is asked for a delivery only; it starts as the restaurant's (issue 15)
  const sentContact: ContactInput = delivery
    ? { ...contact, country: contact.country ?? restaurant.address.country }
    : { ...contact, country: undefined };
  const changeField = (field: ContactField, value: string) => {
    setContact((old) => ({ ...old, [field]: value }));
    clear(field);
  };

  const checkPostalCode = async (postalCode: string) => {
    const code = postalCode.trim();
    // an out-of-area code is never saved: its message, while it stands, is the answer already
    if (!code || !delivery || data.postalCode === code || errors.postalCode) return;
    try {
      await checkoutApi.checkAddress(api, basketId, code, 'delivery');
      // issue 15: a postal code in the area is saved on the basket at once, so its answer (and
      // the summary) includes the area's shipping and minimum before the order is placed
      store((await checkoutApi.addAddress(api, basketId, { postalCode: code })).data);
    } catch (error) {
      // 'not in the delivery area' belongs to the postal code and goes when it changes; the
      // guest has moved on to the next field, so neither the focus nor other messages move
      mark('postalCode', [messageOf(error)]);
    }
  };

  function problemsOnSubmit(): FieldErrors {
    const issues = checkoutIssues({
      contact: sentContact,
      shown: shownFields,
      rules: contactRules,
      delivery,
      ...(payment === 'payFix' ? { payfixCard } : {}),
    });
    return {
      ...issueText(issues),
      // issue 33: the terms are accepted only when the restaurant has some
      ...(draft.terms || !restaurant.legal.terms_and_conditions
        ? {}
        : { terms: [t('checkout.termsRequired')] }),
      // a postal code the server found outside the area stays marked until it changes
      ...(delivery && errors.postalCode ? { postalCode: errors.postalCode } : {}),
    };
  }

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    const problems = problemsOnSubmit();
    if (Object.keys(problems).length > 0) return show(problems);
    if (!payment || !basketId) return;
    // SPEC §4: the table's guests are counted before the order; once saved, the order goes on
    if (askGuestCount(() => formRef.current?.requestSubmit())) return;
    setPlacing(true);
    try {
      // after a create-order that got no answer the basket may be gone: straight to the retry
      if (!orderUnanswered.current) store((await checkoutApi.addAddress(api, basketId, sentContact)).data);
      // the basket empties once the order exists: that must not bounce the guest to the menu
      ordered.current = true;
      // what the guest sees: the API refuses the order if the basket holds another time or total
      const shown = { deliveryTime: data?.deliveryTime ?? null, total: data?.summary.total ?? 0 };
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
      void basket.refetch();
      const refused = settings.ticketingSystem ? slotRefusalOf(error) : undefined;
      if (refused) return setSlotRefusal(refused);
      // a 422 about the form's fields shows beside them; anything else (stock, a full slot, the
      // table) is about the order as a whole
      const formFields = [...shownFields, ...(delivery ? ['country'] : []), 'terms', 'qrCode', 'pin'];
      const outcome = orderRefusalOf(error, formFields);
      if ('fields' in outcome) return show(outcome.fields);
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
          onConfirm: () => void takeTime(proposed),
        },
      });
    }
  }

  async function takeTime(time: string) {
    if (!basketId || !data) return;
    try {
      store((await checkoutApi.addDeliveryTime(api, basketId, time, data.deliveryType)).data);
    } catch (error) {
      snackbar.error(messageOf(error, t('checkout.deliveryTimeError')));
    }
  }

  const minimumId = `${id}-minimum`;
  const timeProblemId = `${id}-time-problem`;
  const blockedBy = [
    ...(minimumBlocksOrder(data.minimum_order) ? [minimumId] : []),
    ...(timeUnconfirmed ? [timeProblemId] : []),
  ];

  return (
    <>
      <PageHeader>
        <TableBadge className="max-w-[9rem] shrink-0" />
      </PageHeader>
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('checkout.title')}</h1>
        {counter.phase === 'review' ? (
          <CounterReview data={data} onPlace={() => counter.place(basketId)} />
        ) : (
          <form ref={formRef} className="space-y-5" onSubmit={placeOrder} noValidate aria-busy={placing}>
            <section className={sectionCard} aria-labelledby={`${id}-method`}>
              <h2 id={`${id}-method`} className="text-lg font-semibold">
                {/* issue 33: a class is booked, not picked up: no delivery type to choose */}
                {settings.ticketingSystem ? t('checkout.classTitle') : t('checkout.deliveryMethod')}
              </h2>
              {!settings.ticketingSystem && <DeliveryTypeSelector />}
              {atTable && data.table ? (
                // SPEC §4 Login landing: at a table there is no time to pick, the order comes now
                <p className="rounded-2xl bg-primary/10 px-4 py-3 font-medium text-stone-800">
                  {t('checkout.servedAtTable', { name: data.table.name })}
                </p>
              ) : settings.ticketingSystem ? (
                <TicketSlotSection
                  deliveryTime={data.deliveryTime}
                  orderRefusal={slotRefusal}
                  problemId={timeProblemId}
                  onUnconfirmedChange={setTimeUnconfirmed}
                />
              ) : (
                <DeliveryTimePicker
                  key={data.deliveryType}
                  restaurant={restaurant}
                  basketId={basketId}
                  deliveryType={data.deliveryType}
                  deliveryTime={data.deliveryTime}
                  problemId={timeProblemId}
                  onUnconfirmedChange={setTimeUnconfirmed}
                />
              )}
            </section>
            <ContactSection
              fields={shownFields}
              isRequired={isRequired}
              contact={contact}
              country={restaurant.address.country}
              errors={errors}
              onChange={changeField}
              onPostalCodeDone={(code) => void checkPostalCode(code)}
              shippingNote={
                delivery &&
                data.postalCode &&
                data.postalCode === contact.postalCode?.trim() &&
                data.summary.shipping !== null
                  ? t('checkout.shippingFor', {
                      postalCode: data.postalCode,
                      price: formatMoney(data.summary.shipping, restaurant.currency, locale),
                    })
                  : undefined
              }
              helper={contactHelper}
              delivery={delivery}
              onPrefill={prefill}
              onPick={(fields) => {
                setContact((old) => ({ ...old, ...fields }));
                clear('address', 'house_number', 'postalCode', 'city', 'country');
                void checkPostalCode(fields.postalCode ?? '');
              }}
            />
            <VoucherTipSection data={data} />
            <SummarySection data={data} minimumId={minimumId} />
            <PaymentSection
              payments={payments}
              payment={payment}
              onPayment={(type) => setDraft((old) => ({ ...old, payment: type }))}
              payfixCard={payfixCard}
              onPayfixCard={(card) => {
                setPayfixCard(card);
                clear(...(card.qrCode ? ['qrCode'] : []), ...(card.pin ? ['pin'] : []));
              }}
              legal={restaurant.legal}
              terms={draft.terms ?? false}
              onTerms={(accepted) => {
                setDraft((old) => ({ ...old, terms: accepted }));
                if (accepted) clear('terms');
              }}
              errors={errors}
              placing={placing}
              disabled={busy || !payment}
              blockedBy={blockedBy}
            />
          </form>
        )}
      </main>
    </>
  );
}
