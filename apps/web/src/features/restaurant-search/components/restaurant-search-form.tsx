import { restaurantSearchQuerySchema } from '@tavola/contracts';
import { type DeliveryType, deliveryTypes } from '@tavola/domain';
import { type FormEvent, useState } from 'react';
import {
  choiceClass,
  issuesOf,
  primaryButton,
  TextField,
  useFormErrors,
  useIssueText,
} from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import type { RestaurantSearch } from '../api/restaurant-search-query';

/**
 * The landing page's search (issue 19): a postal code, checked in the browser by the API's own
 * contract, and the delivery type as one choice of three.
 */
export function RestaurantSearchForm({
  initial,
  onSearch,
}: {
  initial: RestaurantSearch;
  onSearch: (search: RestaurantSearch) => void;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const [postalCode, setPostalCode] = useState(initial.postalCode);
  const [deliveryType, setDeliveryType] = useState<DeliveryType>(initial.deliveryType);
  const { formRef, errors, show, clear } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = issueText(issuesOf(restaurantSearchQuerySchema, { postalCode, deliveryType }));
    if (Object.keys(problems).length > 0) return show(problems);
    onSearch({ postalCode: postalCode.trim(), deliveryType });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-lg sm:p-6"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('deliveryType.label')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-full bg-stone-100 p-1">
          {deliveryTypes.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-full px-2 text-center text-sm font-medium text-stone-700 has-checked:bg-primary has-checked:text-(--color-primary-contrast) has-focus-visible:ring-2 has-focus-visible:ring-primary/40"
            >
              <input
                type="radio"
                name="deliveryType"
                value={type}
                checked={deliveryType === type}
                onChange={() => setDeliveryType(type)}
                className={`${choiceClass} sr-only`}
              />
              {t(`deliveryType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('search.postalCode')}
          hint={t('search.postalCodeHint')}
          required
          errors={errors.postalCode}
          className="flex-1"
          name="postalCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={postalCode}
          onChange={(event) => {
            setPostalCode(event.target.value);
            clear('postalCode');
          }}
        />
        <button type="submit" className={`${primaryButton} min-h-11 sm:mt-6`}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
