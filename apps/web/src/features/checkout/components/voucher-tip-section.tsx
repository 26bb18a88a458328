import type { BasketDto } from '@tavola/contracts';
import { presetOfTip, tipForPercent, tipPresetPercents } from '@tavola/domain';
import { useId, useState } from 'react';
import { choiceClass, controlClass, Field, secondaryButton } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { checkoutApi } from '../api/checkout-api';
import { useStoreBasket } from '../hooks/use-store-basket';
import { sectionCard } from './contact-section';

/** SPEC §4: a voucher and a tip, each sent to the server at once; the server prices them. */
export function VoucherTipSection({ data }: { data: BasketDto }) {
  const { settings } = useRestaurant();
  if (!settings.available_voucher && !settings.tip_request) return null;
  return (
    <section className={sectionCard}>
      {settings.available_voucher && <VoucherField data={data} />}
      {settings.tip_request && <TipChoice data={data} />}
    </section>
  );
}

/** One request at a time, its failure shown under the field it is about (issue 15, never a snackbar). */
function useFieldRequest() {
  const messageOf = useErrorMessage();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState('');
  async function run(work: () => Promise<void>) {
    setWorking(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setWorking(false);
    }
  }
  return { working, error, setError, run };
}

function VoucherField({ data }: { data: BasketDto }) {
  const { t } = useTranslation();
  const { api } = useAppContext();
  const store = useStoreBasket();
  const [code, setCode] = useState('');
  const request = useFieldRequest();
  if (data.voucher_code)
    return (
      <div className="flex items-center gap-3">
        <span role="status">{t('checkout.voucherApplied', { code: data.voucher_code })}</span>
        <button
          type="button"
          className={`${secondaryButton} ms-auto`}
          disabled={request.working}
          onClick={() => request.run(async () => store((await checkoutApi.removeVoucher(api, data.id)).data))}
        >
          {t('checkout.removeVoucher')}
        </button>
      </div>
    );
  const apply = () =>
    request.run(async () => {
      store((await checkoutApi.addVoucher(api, data.id, code.trim())).data);
      setCode('');
    });
  return (
    <Field label={t('checkout.voucher')} errors={request.error}>
      {(control) => (
        <div className="flex gap-3">
          <input
            {...control}
            className={controlClass}
            autoComplete="off"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              // the old verdict was about the old code
              request.setError('');
            }}
            onKeyDown={(event) => {
              // Enter applies the code instead of placing the order
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (code.trim()) void apply();
            }}
          />
          <button
            type="button"
            className={secondaryButton}
            disabled={request.working || !code.trim()}
            onClick={() => void apply()}
          >
            {t('checkout.apply')}
          </button>
        </div>
      )}
    </Field>
  );
}

type TipChoiceValue = 'none' | 'other' | (typeof tipPresetPercents)[number];

/** Issue 15: no tip, 5 %, 10 %, 15 % of the server's subtotal, or an amount of the guest's own. */
function TipChoice({ data }: { data: BasketDto }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const store = useStoreBasket();
  const request = useFieldRequest();
  const id = useId();
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
  const fromBasket: TipChoiceValue =
    data.tip === 0 ? 'none' : (presetOfTip(data.totalPrice, data.tip) ?? 'other');
  const [picked, setPicked] = useState<TipChoiceValue>(fromBasket);
  const [own, setOwn] = useState(fromBasket === 'other' ? (data.tip / 100).toFixed(2) : '');
  const chosen = request.working ? picked : picked === 'other' ? 'other' : fromBasket;

  const send = (minor: number) =>
    request.run(async () =>
      store(
        (minor === 0
          ? await checkoutApi.removeTip(api, data.id)
          : await checkoutApi.addTip(api, data.id, minor)
        ).data,
      ),
    );
  const pick = (value: TipChoiceValue) => {
    setPicked(value);
    request.setError('');
    if (value === 'none') void send(0);
    else if (value !== 'other') void send(tipForPercent(data.totalPrice, value));
  };
  const sendOwn = () => {
    const amount = Number(own.replace(',', '.'));
    if (!own.trim() || !Number.isFinite(amount) || amount < 0)
      return request.setError(t('checkout.tipInvalid'));
    // the guest types major units; the API takes minor units (STYLE habit 5)
    void send(Math.round(amount * 100));
  };
  const options: { value: TipChoiceValue; label: string }[] = [
    { value: 'none', label: t('checkout.tipNone') },
    ...tipPresetPercents.map((percent) => ({
      value: percent,
      label: t('checkout.tipPercent', { percent, amount: money(tipForPercent(data.totalPrice, percent)) }),
    })),
    { value: 'other', label: t('checkout.tipOther') },
  ];
  return (
    <fieldset aria-describedby={request.error ? `${id}-error` : undefined} disabled={request.working}>
      <legend className="mb-2 font-semibold">{t('checkout.tip')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full px-3 py-2 text-sm ring-1 ring-stone-300 has-checked:bg-primary/10 has-checked:ring-2 has-checked:ring-primary"
          >
            <input
              type="radio"
              name={`${id}-tip`}
              className={choiceClass}
              checked={chosen === option.value}
              onChange={() => pick(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {chosen === 'other' && (
        <Field
          className="mt-3"
          label={t('checkout.tipAmount', { currency: restaurant.currency })}
          errors={request.error}
        >
          {(control) => (
            <div className="flex gap-3">
              <input
                {...control}
                className={controlClass}
                inputMode="decimal"
                value={own}
                onChange={(event) => {
                  setOwn(event.target.value);
                  request.setError('');
                }}
              />
              <button type="button" className={secondaryButton} onClick={sendOwn}>
                {t('checkout.apply')}
              </button>
            </div>
          )}
        </Field>
      )}
      {chosen !== 'other' && request.error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {request.error}
        </p>
      )}
    </fieldset>
  );
}
