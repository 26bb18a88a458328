import { type BasketDto, maxTipMinor } from '@tavola/contracts';
import { presetOfTip, tipForPercent } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { useId, useState } from 'react';
import { choiceClass, controlClass, Field, secondaryButton } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import { checkoutApi } from '../api/checkout-api';
import { useFieldRequest } from '../hooks/use-field-request';
import { useStoreBasket } from '../hooks/use-store-basket';

type TipChoiceValue = 'none' | 'other' | number;

/**
 * Issue 15: no tip, the restaurant's percentages (issue 20; 5 %, 10 %, 15 % unless it set its
 * own) of the server's subtotal, or an amount of the guest's own.
 */
export function TipChoice({ data }: { data: BasketDto }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const store = useStoreBasket();
  const request = useFieldRequest();
  const id = useId();
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
  const percents = restaurant.settings.tip_percents;
  const fromBasket: TipChoiceValue =
    data.tip === 0 ? 'none' : (presetOfTip(data.totalPrice, data.tip, percents) ?? 'other');
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
    const minor = Math.round(amount * 100);
    // said in money, before the server's 'tip_price may not be greater than 100000' in cents
    if (minor > maxTipMinor) return request.setError(t('checkout.tipTooHigh', { max: money(maxTipMinor) }));
    void send(minor);
  };
  const options: { value: TipChoiceValue; label: string }[] = [
    { value: 'none', label: t('checkout.tipNone') },
    ...percents.map((percent) => ({
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
