import type { DeliveryType } from '@tavola/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useBasketBusy, useDeliveryType } from '../hooks/use-basket';
import { useBasketActions } from '../hooks/use-basket-actions';

/**
 * SPEC §2 Menu screen: the delivery type selector, a segmented control on wide screens and a
 * dropdown on narrow ones, one entry per type the restaurant offers now.
 */
export function DeliveryTypeSelector() {
  const { t } = useTranslation();
  const { selected, offered } = useDeliveryType();
  const { changeDeliveryType } = useBasketActions();
  const busy = useBasketBusy();
  const id = useId();
  if (offered.length === 0) return null;
  const label = (type: DeliveryType) => t(`deliveryType.${type}`);
  const change = (value: string) => {
    const type = offered.find((entry) => entry === value);
    if (type) void changeDeliveryType(type);
  };
  return (
    <div className="flex min-w-0 items-center">
      <fieldset className="hidden md:block" disabled={busy}>
        <legend className="sr-only">{t('deliveryType.label')}</legend>
        <div className="flex rounded-full bg-stone-100 p-1 ring-1 ring-stone-200">
          {offered.map((type) => (
            <label
              key={type}
              className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium text-stone-700 transition-colors has-checked:bg-primary has-checked:text-(--color-primary-contrast) has-focus-visible:outline-3 has-focus-visible:outline-primary has-disabled:cursor-wait"
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={selected === type}
                onChange={(event) => change(event.target.value)}
                className="sr-only"
              />
              {label(type)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="relative min-w-0 md:hidden">
        <label htmlFor={`${id}-select`} className="sr-only">
          {t('deliveryType.label')}
        </label>
        <select
          id={`${id}-select`}
          value={selected}
          disabled={busy}
          onChange={(event) => change(event.target.value)}
          className="h-10 w-full cursor-pointer appearance-none truncate rounded-full border border-stone-200 bg-white ps-4 pe-9 text-sm font-medium hover:border-stone-300 disabled:cursor-wait"
        >
          {selected && !offered.includes(selected) && (
            // the basket's type while the restaurant does not offer it now (SPEC §4: 'here' when closed)
            <option value={selected} disabled>
              {label(selected)}
            </option>
          )}
          {offered.map((type) => (
            <option key={type} value={type}>
              {label(type)}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute end-3 top-3 size-4 text-stone-500"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
          />
        </svg>
      </div>
    </div>
  );
}
