import { taxCategories, waysOfOrdering } from '@tavola/domain';
import type { FormEvent } from 'react';
import {
  controlClass,
  Field,
  fieldErrorsOf,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { useAddTaxRate } from '../../api/taxes-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';

/** The owner's own rate of a category and way, from a date; a decimal comma is read as a point. */
export function TaxRateForm({ today }: { today: string }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const add = useAddTaxRate(api, restaurant.id);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('rate') ?? '')
      .trim()
      .replace(',', '.');
    add.mutate(
      {
        category: form.get('category') as (typeof taxCategories)[number],
        way: form.get('way') as (typeof waysOfOrdering)[number],
        // anything but a number goes as NaN (null), which the contract names on its field
        rate: /^\d{1,3}(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN,
        valid_from: String(form.get('valid_from') ?? ''),
      },
      {
        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) show(fields);
          else notifyError(error, t('area.error'));
        },
      },
    );
  }

  const select = (name: 'category' | 'way', options: readonly { value: string; label: string }[]) => (
    <Field label={t(`taxes.${name}`)} errors={errors[name]}>
      {(control) => (
        <select {...control} name={name} className={controlClass} onChange={() => clear(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const categories = taxCategories.map((value) => ({ value, label: t(`taxes.category.${value}`) }));
  const ways = waysOfOrdering.map((value) => ({ value, label: t(`taxes.way.${value}`) }));

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      {select('category', categories)}
      {select('way', ways)}
      <TextField
        label={t('taxes.rate')}
        name="rate"
        dir="ltr"
        inputMode="decimal"
        autoComplete="off"
        errors={errors.rate}
        onChange={() => clear('rate')}
      />
      <TextField
        label={t('taxes.validFrom')}
        name="valid_from"
        type="date"
        defaultValue={today}
        errors={errors.valid_from}
        onChange={() => clear('valid_from')}
      />
      <button type="submit" disabled={add.isPending} className={`h-11 ${secondaryButton}`}>
        {t('taxes.add')}
      </button>
    </form>
  );
}
