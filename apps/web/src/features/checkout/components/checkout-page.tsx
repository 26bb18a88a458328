import { minimumBlocksOrder } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { useId, useState } from 'react';
import { Redirect } from 'wouter';
import { useFormErrors } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { TableBadge, useBasket, useBasketBusy, useBasketId } from '../../basket';
import { PageHeader, useRestaurant } from '../../restaurant';
import { useCheckoutContact } from '../hooks/use-checkout-contact';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { useCounterShortcut } from '../hooks/use-counter-shortcut';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { BasketUnread, CheckoutLoading } from './checkout-status';
import { contactFormOf } from './contact-form';
import { type ContactHelper, ContactSection } from './contact-section';
import { CounterReview } from './counter-review';
import { DeliveryMethodSection } from './delivery-method-section';
import { PaymentSection } from './payment-section';
import { SummarySection } from './summary-section';
import { VoucherTipSection } from './voucher-tip-section';

/**
 * SPEC §2 /checkout, §4 Cart and checkout: delivery method and time, contact (and address for
 * delivery, with the postal-code check and its shipping price), voucher, tip, totals from the
 * server, terms, payment choice and the order with its redirect. Each part is its own section;
 * this page holds what the guest typed (kept over reload, issue 15), and `useSubmitOrder`
 * checks it on submit and places the order.
 */
export default function CheckoutPage({ contactHelper }: { contactHelper?: ContactHelper }) {
  useDeferredTexts();
  const { t, locale } = useTranslation();
  const { config } = useAppContext();
  const restaurant = useRestaurant();
  const basketId = useBasketId();
  const basket = useBasket();
  const busy = useBasketBusy();
  const id = useId();

  const [draft, setDraft] = useCheckoutDraft(config.restaurantId, basketId);
  const { formRef, errors, show, clear, mark } = useFormErrors();
  const counter = useCounterShortcut(restaurant, basket.data);
  const { atTable, payments, payment, payfixCard, setPayfixCard } = useCheckoutPayment(
    basket.data,
    draft.payment,
    counter.phase,
  );
  const contact = useCheckoutContact({
    basket: basket.data,
    basketId,
    setDraft,
    marks: { errors, clear, mark },
  });
  const order = useSubmitOrder({ formRef, errors, show }, () => basket.refetch());
  // a full slot the guest chose and has not replaced by the proposed time yet (issue 15)
  const [timeUnconfirmed, setTimeUnconfirmed] = useState(false);

  const loaded = !basketId || basket.isSuccess;
  if (
    !order.ordered.current &&
    counter.phase === 'off' &&
    loaded &&
    (basket.data?.products.length ?? 0) === 0
  )
    return <Redirect to="/menu" replace />;
  const data = basket.data;
  if (!data && basket.isError) return <BasketUnread onRetry={() => void basket.refetch()} />;
  if (!data || !basketId || counter.phase === 'preparing')
    return <CheckoutLoading preparing={counter.phase === 'preparing'} />;

  const delivery = data.deliveryType === 'delivery';
  const contactForm = contactFormOf({
    rules: restaurant.settings.personal_information_fields,
    delivery,
    contact: draft.contact,
    restaurantCountry: restaurant.address.country,
  });
  const shippingNote =
    delivery &&
    data.postalCode &&
    data.postalCode === draft.contact.postalCode?.trim() &&
    data.summary.shipping !== null
      ? t('checkout.shippingFor', {
          postalCode: data.postalCode,
          price: formatMoney(data.summary.shipping, restaurant.currency, locale),
        })
      : undefined;
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
          <form
            ref={formRef}
            className="space-y-5"
            onSubmit={(event) =>
              order.submit(event, {
                basketId,
                basket: data,
                contact: contactForm,
                payment,
                payfixCard,
                terms: draft.terms,
              })
            }
            noValidate
            aria-busy={order.placing}
          >
            <DeliveryMethodSection
              data={data}
              basketId={basketId}
              atTable={atTable}
              slotRefusal={order.slotRefusal}
              problemId={timeProblemId}
              onUnconfirmedChange={setTimeUnconfirmed}
            />
            <ContactSection
              fields={contactForm.fields}
              isRequired={contactForm.isRequired}
              contact={draft.contact}
              country={restaurant.address.country}
              errors={errors}
              onChange={contact.change}
              onPostalCodeDone={(code) => void contact.checkPostalCode(code)}
              shippingNote={shippingNote}
              helper={contactHelper}
              delivery={delivery}
              onPrefill={contact.prefill}
              onPick={contact.pick}
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
              placing={order.placing}
              disabled={busy || !payment}
              blockedBy={blockedBy}
            />
          </form>
        )}
      </main>
    </>
  );
}
