import { minimumBlocksOrder, missingContactFields } from '@tavola/domain';
import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, Navigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { formatMoney } from '../../../lib/format';
import { type Translate, useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import {
  DeliveryTypeSelector,
  ItemCommentField,
  OrderSummary,
  useBasket,
  useBasketBusy,
  useBasketId,
} from '../../basket';
import { PageHeader, useRestaurant } from '../../restaurant';
import {
  type CheckoutPaymentType,
  type ContactInput,
  checkoutApi,
  checkoutPaymentTypes,
} from '../api/checkout-api';
import { useCounterShortcut } from '../hooks/use-counter-shortcut';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useStoreBasket } from '../hooks/use-store-basket';
import { DeliveryTimePicker } from './delivery-time-picker';
import { paymentLabel } from './payment-label';

const primaryButton =
  'rounded-full bg-primary px-5 py-2.5 text-center font-semibold text-(--color-primary-contrast) hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';
const secondaryButton =
  'rounded-full px-4 py-2 text-center font-medium text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-50';
const input = 'h-11 w-full rounded-xl border border-stone-300 bg-white px-3';
const card = 'rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';

type ContactField = keyof ContactInput;
const personalFields = ['name', 'email', 'mobile', 'birth_date', 'company', 'comment'] as const;
const addressFields = ['address', 'house_number', 'postalCode', 'city'] as const;

const fieldLabel = (t: Translate, field: ContactField) =>
  ({
    name: t('checkout.field.name'),
    email: t('checkout.field.email'),
    mobile: t('checkout.field.mobile'),
    birth_date: t('checkout.field.birthDate'),
    company: t('checkout.field.company'),
    comment: t('checkout.field.comment'),
    address: t('checkout.field.address'),
    house_number: t('checkout.field.houseNumber'),
    postalCode: t('checkout.field.postalCode'),
    city: t('checkout.field.city'),
    country: t('checkout.field.country'),
  })[field];

function Field({
  id,
  label,
  required,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
    </div>
  );
}

/** What the app may put above the contact form: a logged-in customer's details (issue 6). */
export type ContactHelper = ComponentType<{
  delivery: boolean;
  /** fills what the guest has not typed yet */
  onPrefill: (fields: ContactInput) => void;
  /** a saved address was chosen */
  onPick: (fields: ContactInput) => void;
}>;

/**
 * SPEC §2 /checkout, §4 Cart and checkout: delivery method and time, contact (and address for
 * delivery, with the postal-code check and its shipping price), voucher, tip, totals from the
 * server, terms, payment choice and the order with its redirect.
 */
export default function CheckoutPage({ contactHelper: ContactHelper }: { contactHelper?: ContactHelper }) {
  useDeferredTexts();
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const basketId = useBasketId();
  const basket = useBasket();
  const busy = useBasketBusy();
  const store = useStoreBasket();
  const messageOf = useErrorMessage();
  const id = useId();
  const settings = restaurant.settings;
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);

  const [contact, setContact] = useState<ContactInput>({});
  const [voucher, setVoucher] = useState('');
  const [tip, setTip] = useState('');
  const [terms, setTerms] = useState(false);
  const payments = settings.paymentMethods.filter((type): type is CheckoutPaymentType =>
    (checkoutPaymentTypes as readonly string[]).includes(type),
  );
  const counter = useCounterShortcut(restaurant, basket.data);
  const [payment, setPayment] = useState<CheckoutPaymentType | undefined>(() =>
    counter && payments.includes('pwc') ? 'pwc' : payments[0],
  );
  const [payfixCard, setPayfixCard] = useState({ qrCode: '', pin: '' });
  const [working, setWorking] = useState(false);
  const [placing, setPlacing] = useState(false);
  // a full slot the guest chose and has not replaced by the proposed time yet (issue 15)
  const [timeUnconfirmed, setTimeUnconfirmed] = useState(false);
  const ordered = useRef(false);
  const placeOrderNow = usePlaceOrder();
  // a logged-in customer's details fill what the guest has not typed yet
  const prefill = useCallback((fields: ContactInput) => setContact((old) => ({ ...fields, ...old })), []);

  const loaded = !basketId || basket.isSuccess;
  if (!ordered.current && !counter && loaded && (basket.data?.products.length ?? 0) === 0)
    return <Navigate to="/menu" replace />;
  const data = basket.data;
  if (!data || !basketId || counter)
    return (
      <div className="flex flex-col items-center gap-4 py-16" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
        <span className={counter ? 'font-medium text-stone-700' : 'sr-only'}>
          {counter ? t('checkout.placing') : t('app.loading')}
        </span>
      </div>
    );

  const delivery = data.deliveryType === 'delivery';
  const rules = settings.personal_information_fields;
  const ruleOf = (field: (typeof personalFields)[number]) => rules[field];
  const visiblePersonal = personalFields.filter((field) => ruleOf(field) !== 'hidden');
  const contactRules = Object.fromEntries(visiblePersonal.map((field) => [field, ruleOf(field)]));
  const isRequired = (field: ContactField) =>
    (addressFields as readonly string[]).includes(field) ? delivery : contactRules[field] === 'required';
  const setField = (field: ContactField, value: string) => setContact((old) => ({ ...old, [field]: value }));

  async function run(work: () => Promise<void>) {
    setWorking(true);
    try {
      await work();
    } catch (error) {
      snackbar.error(messageOf(error));
    } finally {
      setWorking(false);
    }
  }

  // issue 15: a postal code in the area is saved on the basket at once, so its answer (and the
  // summary) includes the area's shipping and minimum before the order is placed
  const checkPostalCode = (postalCode: string) =>
    postalCode.trim() &&
    delivery &&
    run(async () => {
      const code = postalCode.trim();
      await checkoutApi.checkAddress(api, basketId, code, 'delivery');
      store((await checkoutApi.addAddress(api, basketId, { postalCode: code })).data);
    });

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (missingContactFields(contactRules, contact, delivery).length > 0)
      return void snackbar.error(t('checkout.requiredFields'));
    if (!terms) return void snackbar.error(t('checkout.termsRequired'));
    if (!payment || !basketId) return;
    setPlacing(true);
    try {
      store((await checkoutApi.addAddress(api, basketId, contact)).data);
      // the basket empties once the order exists: that must not bounce the guest to the menu
      ordered.current = true;
      // what the guest sees: the API refuses the order if the basket holds another time or total
      const shown = { deliveryTime: data?.deliveryTime ?? null, total: data?.summary.total ?? 0 };
      await placeOrderNow(basketId, payment, shown, payment === 'payFix' ? payfixCard : undefined);
    } catch (error) {
      ordered.current = false;
      snackbar.error(messageOf(error));
      setPlacing(false);
      // a time or a slot that changed meanwhile: show the basket as it is now
      void basket.refetch();
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
      <PageHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('checkout.title')}</h1>
        <form className="space-y-5" onSubmit={placeOrder} noValidate aria-busy={placing}>
          <section className={`${card} space-y-4`} aria-labelledby={`${id}-method`}>
            <h2 id={`${id}-method`} className="text-lg font-semibold">
              {t('checkout.deliveryMethod')}
            </h2>
            <DeliveryTypeSelector />
            <DeliveryTimePicker
              key={data.deliveryType}
              restaurant={restaurant}
              basketId={basketId}
              deliveryType={data.deliveryType}
              deliveryTime={data.deliveryTime}
              problemId={timeProblemId}
              onUnconfirmedChange={setTimeUnconfirmed}
            />
          </section>

          <section className={`${card} space-y-4`} aria-labelledby={`${id}-contact`}>
            <h2 id={`${id}-contact`} className="text-lg font-semibold">
              {t('checkout.contact')}
            </h2>
            <p className="text-sm text-stone-600">{t('checkout.requiredFields')}</p>
            {ContactHelper && (
              <ContactHelper
                delivery={delivery}
                onPrefill={prefill}
                onPick={(fields) => {
                  setContact((old) => ({ ...old, ...fields }));
                  void checkPostalCode(fields.postalCode ?? '');
                }}
              />
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              {[...visiblePersonal, ...(delivery ? addressFields : [])].map((field) => (
                <Field
                  key={field}
                  id={`${id}-${field}`}
                  label={fieldLabel(t, field)}
                  required={isRequired(field)}
                >
                  {field === 'comment' ? (
                    <textarea
                      id={`${id}-${field}`}
                      className="w-full rounded-xl border border-stone-300 bg-white p-3"
                      value={contact[field] ?? ''}
                      onChange={(e) => setField(field, e.target.value)}
                    />
                  ) : (
                    <input
                      id={`${id}-${field}`}
                      className={input}
                      required={isRequired(field)}
                      type={
                        field === 'email'
                          ? 'email'
                          : field === 'mobile'
                            ? 'tel'
                            : field === 'birth_date'
                              ? 'date'
                              : 'text'
                      }
                      autoComplete={
                        {
                          name: 'name',
                          email: 'email',
                          mobile: 'tel',
                          postalCode: 'postal-code',
                          city: 'address-level2',
                        }[field as string] ?? 'off'
                      }
                      value={contact[field] ?? ''}
                      onChange={(e) => setField(field, e.target.value)}
                      onBlur={
                        field === 'postalCode' ? (e) => void checkPostalCode(e.target.value) : undefined
                      }
                    />
                  )}
                </Field>
              ))}
            </div>
            {delivery && data.postalCode && data.summary.shipping !== null && (
              <p className="text-sm" role="status">
                {t('checkout.shippingFor', {
                  postalCode: data.postalCode,
                  price: money(data.summary.shipping),
                })}
              </p>
            )}
          </section>

          {(settings.available_voucher || settings.tip_request) && (
            <section className={`${card} space-y-4`}>
              {settings.available_voucher &&
                (data.voucher_code ? (
                  <div className="flex items-center gap-3">
                    <span>{t('checkout.voucherApplied', { code: data.voucher_code })}</span>
                    <button
                      type="button"
                      className={`${secondaryButton} ms-auto`}
                      disabled={working}
                      onClick={() =>
                        run(async () => store((await checkoutApi.removeVoucher(api, basketId)).data))
                      }
                    >
                      {t('checkout.removeVoucher')}
                    </button>
                  </div>
                ) : (
                  <Field id={`${id}-voucher`} label={t('checkout.voucher')} required={false}>
                    <div className="flex gap-3">
                      <input
                        id={`${id}-voucher`}
                        className={input}
                        value={voucher}
                        onChange={(e) => setVoucher(e.target.value)}
                      />
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={working || !voucher.trim()}
                        onClick={() =>
                          run(async () => {
                            store((await checkoutApi.addVoucher(api, basketId, voucher.trim())).data);
                            setVoucher('');
                          })
                        }
                      >
                        {t('checkout.apply')}
                      </button>
                    </div>
                  </Field>
                ))}
              {settings.tip_request && (
                <Field id={`${id}-tip`} label={t('checkout.tip')} required={false}>
                  <div className="flex gap-3">
                    <input
                      id={`${id}-tip`}
                      className={input}
                      inputMode="decimal"
                      value={tip}
                      onChange={(e) => setTip(e.target.value)}
                    />
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={working}
                      onClick={() => {
                        const amount = Number(tip.replace(',', '.'));
                        if (!Number.isFinite(amount) || amount < 0)
                          return void snackbar.error(t('checkout.tipInvalid'));
                        // the guest types major units; the API takes minor units (STYLE habit 5)
                        const minor = Math.round(amount * 100);
                        void run(async () =>
                          store(
                            (minor === 0
                              ? await checkoutApi.removeTip(api, basketId)
                              : await checkoutApi.addTip(api, basketId, minor)
                            ).data,
                          ),
                        );
                      }}
                    >
                      {t('checkout.apply')}
                    </button>
                  </div>
                </Field>
              )}
            </section>
          )}

          <section className={`${card} space-y-3`} aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`} className="text-lg font-semibold">
              {t('checkout.summary')}
            </h2>
            <ul className="divide-y divide-stone-200">
              {data.products.map((line) => (
                <li key={line.basketProductId} className="py-2">
                  <div className="flex justify-between gap-4">
                    <span>
                      {line.quantity} × {line.name}
                    </span>
                    <span>{money(line.totalPrice)}</span>
                  </div>
                  <Suspense fallback={null}>
                    <ItemCommentField line={line} />
                  </Suspense>
                </li>
              ))}
            </ul>
            <Suspense fallback={null}>
              <OrderSummary basket={data} minimumId={minimumId} />
            </Suspense>
          </section>

          <section className={`${card} space-y-4`}>
            <fieldset>
              <legend className="mb-2 text-lg font-semibold">{t('checkout.payment')}</legend>
              <div className="space-y-2">
                {payments.map((type) => (
                  <label key={type} className="flex items-center gap-3">
                    <input
                      type="radio"
                      name={`${id}-payment`}
                      value={type}
                      checked={payment === type}
                      onChange={() => setPayment(type)}
                    />
                    {paymentLabel(t, type)}
                  </label>
                ))}
              </div>
            </fieldset>
            {payment === 'payFix' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${id}-payfix-code`} label={t('checkout.payfixCode')} required>
                  <input
                    id={`${id}-payfix-code`}
                    className={input}
                    autoComplete="off"
                    required
                    value={payfixCard.qrCode}
                    onChange={(event) => setPayfixCard((old) => ({ ...old, qrCode: event.target.value }))}
                  />
                </Field>
                <Field id={`${id}-payfix-pin`} label={t('checkout.payfixPin')} required>
                  <input
                    id={`${id}-payfix-pin`}
                    className={input}
                    type="password"
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    value={payfixCard.pin}
                    onChange={(event) => setPayfixCard((old) => ({ ...old, pin: event.target.value }))}
                  />
                </Field>
              </div>
            )}
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
              />
              <span>{t('checkout.acceptTerms')}</span>
            </label>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Link to="/cart" className={secondaryButton}>
                {t('checkout.backToCart')}
              </Link>
              <button
                type="submit"
                className={`${primaryButton} sm:ms-auto`}
                disabled={placing || busy || working || !payment || blockedBy.length > 0}
                aria-describedby={blockedBy.length > 0 ? blockedBy.join(' ') : undefined}
              >
                {placing ? t('checkout.placing') : t('checkout.placeOrder')}
              </button>
            </div>
          </section>
        </form>
      </main>
    </>
  );
}
