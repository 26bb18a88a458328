import type { VoucherDto } from '@tavola/contracts';
import { useState } from 'react';
import { CheckboxField, choiceClass, TextField } from '../../../../components/ui/form';
import { useSaveVoucher } from '../../api/payments-api';
import { useEditController } from '../../hooks/use-edit-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { minorUnitsOf, typedAmountOf } from '../hours/money-input';
import { SheetForm } from '../resource';

/** A whole number as typed; empty is null and anything else NaN, which the contract names on its field. */
const countOf = (typed: string): number | null => {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
};

/** Issue 20: a new voucher or the changes to one; the server's contract and rule decide what is valid. */
export function VoucherForm({
  voucher,
  currency,
  onDone,
}: {
  voucher?: VoucherDto;
  currency: string;
  onDone: () => void;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const [kind, setKind] = useState<'percent' | 'fixed'>(voucher?.kind ?? 'percent');
  const form = useEditController({
    save: useSaveVoucher(api, restaurant.id),
    read: (fields) => {
      const text = (name: string) => String(fields.get(name) ?? '');
      return {
        ...(voucher ? { id: voucher.id } : {}),
        code: text('code').trim(),
        kind,
        value: kind === 'percent' ? countOf(text('value')) : minorUnitsOf(text('value')),
        minimum_order_value: minorUnitsOf(text('minimum_order_value')) ?? 0,
        usage_limit: countOf(text('usage_limit')),
        valid_from: text('valid_from') || null,
        valid_until: text('valid_until') || null,
        active: fields.get('active') === 'on',
      };
    },
    onSaved: onDone,
  });
  const { errors } = form;

  return (
    <SheetForm
      title={voucher ? t('vouchers.editTitle', { code: voucher.code }) : t('vouchers.new')}
      saveLabel={t('vouchers.save')}
      controller={form}
      onClose={onDone}
    >
      <TextField
        label={t('vouchers.code')}
        required
        name="code"
        dir="ltr"
        autoComplete="off"
        maxLength={32}
        hint={t('vouchers.codeHint')}
        defaultValue={voucher?.code}
        errors={errors.code}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('vouchers.kind')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['percent', 'fixed'] as const).map((each) => (
            <label key={each} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="kind"
                className={choiceClass}
                checked={kind === each}
                onChange={() => {
                  setKind(each);
                  form.clear('value');
                }}
              />
              {each === 'percent' ? t('vouchers.kindPercent') : t('vouchers.kindFixed', { currency })}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        key={kind}
        label={kind === 'percent' ? t('vouchers.percent') : t('vouchers.amount', { currency })}
        required
        name="value"
        inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
        dir="ltr"
        autoComplete="off"
        defaultValue={
          voucher && voucher.kind === kind
            ? kind === 'percent'
              ? String(voucher.value)
              : typedAmountOf(voucher.value)
            : ''
        }
        errors={errors.value}
      />
      <TextField
        label={t('vouchers.minimum', { currency })}
        name="minimum_order_value"
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        hint={t('vouchers.minimumHint')}
        defaultValue={
          voucher && voucher.minimum_order_value > 0 ? typedAmountOf(voucher.minimum_order_value) : ''
        }
        errors={errors.minimum_order_value}
      />
      <TextField
        label={t('vouchers.limit')}
        name="usage_limit"
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        hint={t('vouchers.limitHint')}
        defaultValue={voucher?.usage_limit ?? ''}
        errors={errors.usage_limit}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('vouchers.validFrom')}
          name="valid_from"
          type="date"
          defaultValue={voucher?.valid_from ?? ''}
          errors={errors.valid_from}
        />
        <TextField
          label={t('vouchers.validUntil')}
          name="valid_until"
          type="date"
          defaultValue={voucher?.valid_until ?? ''}
          errors={errors.valid_until}
        />
      </div>
      <CheckboxField label={t('vouchers.active')} name="active" defaultChecked={voucher?.active ?? true} />
    </SheetForm>
  );
}
