import type { VoucherDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useState } from 'react';
import { primaryButton } from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { useTranslation } from '../../../../lib/i18n';
import { useDeleteVoucher, type Vouchers } from '../../api/payments-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { VoucherForm } from './voucher-form';

/** Issue 20: the restaurant's voucher codes with their value, limits, validity and uses so far. */
export function VouchersSection({ data }: { data: Vouchers }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const [editing, setEditing] = useState<VoucherDto | 'new'>();
  const [deleting, setDeleting] = useState<VoucherDto>();
  const remove = useDeleteVoucher(api, restaurant.id);
  const money = (minor: number) => formatMoney(minor, data.currency, locale);
  const discountOf = (voucher: VoucherDto) =>
    voucher.kind === 'percent' ? `${voucher.value} %` : money(voucher.value);
  const validity = (voucher: VoucherDto) =>
    voucher.valid_from || voucher.valid_until
      ? t('vouchers.range', { from: voucher.valid_from ?? '…', to: voucher.valid_until ?? '…' })
      : t('vouchers.always');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">{t('vouchers.intro')}</p>
        <button type="button" onClick={() => setEditing('new')} className={`h-12 ${primaryButton}`}>
          + {t('vouchers.new')}
        </button>
      </div>
      {data.vouchers.length === 0 ? (
        <p className="rounded-2xl bg-stone-50 p-4 text-stone-600">{t('vouchers.empty')}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl ring-1 ring-stone-200">
          <table className="w-full text-start text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('vouchers.code')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('vouchers.value')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('vouchers.uses')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('vouchers.validity')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('vouchers.state')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  <span className="sr-only">{t('vouchers.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {data.vouchers.map((voucher) => (
                <tr key={voucher.id}>
                  <th scope="row" className="px-3 py-2 text-start font-semibold" dir="ltr">
                    {voucher.code}
                  </th>
                  <td className="px-3 py-2 text-end tabular-nums">{discountOf(voucher)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {voucher.usage_limit === null
                      ? voucher.used_count
                      : t('vouchers.usesOf', { used: voucher.used_count, limit: voucher.usage_limit })}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{validity(voucher)}</td>
                  <td className="px-3 py-2">{voucher.active ? t('vouchers.on') : t('vouchers.off')}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">
                      <button
                        type="button"
                        aria-label={t('vouchers.editLabel', { code: voucher.code })}
                        onClick={() => setEditing(voucher)}
                        className="h-11 rounded-full px-4 font-medium ring-1 ring-stone-300 hover:bg-stone-100"
                      >
                        {t('vouchers.edit')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('vouchers.deleteLabel', { code: voucher.code })}
                        onClick={() => setDeleting(voucher)}
                        className="h-11 rounded-full px-4 font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                      >
                        {t('vouchers.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <VoucherForm
          voucher={editing === 'new' ? undefined : editing}
          currency={data.currency}
          onDone={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <Sheet title={t('vouchers.delete')} placement="center" onClose={() => setDeleting(undefined)}>
          <div className="space-y-4 px-5 pb-5">
            <p>{t('vouchers.confirmDelete', { code: deleting.code })}</p>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: (answer) => {
                      setDeleting(undefined);
                      notify(answer.message.body, 'info', 4000);
                    },
                    onError: (error) => notifyError(error, t('area.error')),
                  })
                }
                className="h-12 flex-1 rounded-full bg-red-700 font-semibold text-white"
              >
                {t('vouchers.delete')}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(undefined)}
                className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
              >
                {t('vouchers.cancel')}
              </button>
            </div>
          </div>
        </Sheet>
      )}
    </div>
  );
}
