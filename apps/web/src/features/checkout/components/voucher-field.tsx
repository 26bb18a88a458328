import type { BasketDto } from '@tavola/contracts';
import { useState } from 'react';
import { controlClass, Field, secondaryButton } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { checkoutApi } from '../api/checkout-api';
import { useFieldRequest } from '../hooks/use-field-request';
import { useStoreBasket } from '../hooks/use-store-basket';

/** SPEC §4 voucher: applied by the server at once; its verdict stands under the field until the code changes. */
export function VoucherField({ data }: { data: BasketDto }) {
  const { t } = useTranslation();
  const { api } = useAppContext();
  const store = useStoreBasket();
  const [code, setCode] = useState('');
  const request = useFieldRequest();
  if (data.voucher_code)
    return (
      <div className="flex items-center gap-3">
        <span role="status" className={data.voucherValue === 0 ? 'text-amber-900' : undefined}>
          {/* the basket changed since (e.g. below the voucher's minimum): the code stays, no discount */}
          {data.voucherValue === 0
            ? t('checkout.voucherNoDiscount', { code: data.voucher_code })
            : t('checkout.voucherApplied', { code: data.voucher_code })}
        </span>
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
