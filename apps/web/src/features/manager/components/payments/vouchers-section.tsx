import type { VoucherDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useTranslation } from '../../../../lib/i18n';
import { useDeleteVoucher, type Vouchers } from '../../api/payments-api';
import { useListController } from '../../hooks/use-list-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { CreateButton, DeleteConfirmation, EditAndDelete, EmptyList, ResourceTable } from '../resource';
import { VoucherForm } from './voucher-form';

/** Issue 20: the restaurant's voucher codes with their value, limits, validity and uses so far. */
export function VouchersSection({ data }: { data: Vouchers }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const list = useListController<VoucherDto>({
    remove: useDeleteVoucher(api, restaurant.id),
    noticeMs: 4000,
  });
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
        <CreateButton text={`+ ${t('vouchers.new')}`} onClick={list.create} />
      </div>
      {data.vouchers.length === 0 ? (
        <EmptyList text={t('vouchers.empty')} />
      ) : (
        <ResourceTable
          label={t('vouchers.title')}
          rows={data.vouchers}
          columns={[
            { header: t('vouchers.code'), cell: (voucher) => <bdi dir="ltr">{voucher.code}</bdi> },
            { header: t('vouchers.value'), align: 'end', cellClass: 'tabular-nums', cell: discountOf },
            {
              header: t('vouchers.uses'),
              align: 'end',
              // issue 34: on a phone the table scrolls rather than stand '0 of 500' a word a line
              cellClass: 'tabular-nums whitespace-nowrap',
              cell: (voucher) =>
                voucher.usage_limit === null
                  ? voucher.used_count
                  : t('vouchers.usesOf', { used: voucher.used_count, limit: voucher.usage_limit }),
            },
            { header: t('vouchers.validity'), cellClass: 'tabular-nums whitespace-nowrap', cell: validity },
            {
              header: t('vouchers.state'),
              cell: (voucher) => (voucher.active ? t('vouchers.on') : t('vouchers.off')),
            },
          ]}
          actionsLabel={t('vouchers.actions')}
          actions={(voucher) => (
            <EditAndDelete
              list={list}
              row={voucher}
              edit={{ text: t('vouchers.edit'), label: t('vouchers.editLabel', { code: voucher.code }) }}
              remove={{
                text: t('vouchers.delete'),
                label: t('vouchers.deleteLabel', { code: voucher.code }),
              }}
            />
          )}
        />
      )}
      {list.editing && (
        <VoucherForm voucher={list.editing.row} currency={data.currency} onDone={list.closeEditor} />
      )}
      <DeleteConfirmation
        list={list}
        action={t('vouchers.delete')}
        question={(voucher) => t('vouchers.confirmDelete', { code: voucher.code })}
      />
    </div>
  );
}
