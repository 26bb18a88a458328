import type { DeliveryAreaDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useTranslation } from '../../../../lib/i18n';
import { type DeliveryAreas, useDeleteDeliveryArea } from '../../api/hours-api';
import { useListController } from '../../hooks/use-list-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { CreateButton, DeleteConfirmation, EditAndDelete, EmptyList, ResourceTable } from '../resource';
import { DeliveryAreaForm } from './delivery-area-form';

/** Issue 20: the postal codes the restaurant delivers to, with fee, minimum order and free-from. */
export function DeliveryAreasSection({ data }: { data: DeliveryAreas }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const list = useListController<DeliveryAreaDto>({ remove: useDeleteDeliveryArea(api, restaurant.id) });
  const money = (minor: number) => formatMoney(minor, data.currency, locale);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">{t('areas.intro', { currency: data.currency })}</p>
        <CreateButton text={`+ ${t('areas.new')}`} onClick={list.create} />
      </div>
      {data.areas.length === 0 ? (
        <EmptyList text={t('areas.empty')} />
      ) : (
        <ResourceTable
          label={t('areas.title')}
          rows={data.areas}
          columns={[
            {
              header: t('areas.postalCode'),
              cell: (area) => area.postal_code,
              cellClass: 'font-semibold tabular-nums',
            },
            {
              header: t('areas.fee'),
              align: 'end',
              cellClass: 'tabular-nums',
              cell: (area) => money(area.fee),
            },
            {
              header: t('areas.minimum'),
              align: 'end',
              cellClass: 'tabular-nums',
              cell: (area) => money(area.minimum),
            },
            {
              header: t('areas.freeFrom'),
              align: 'end',
              cellClass: 'tabular-nums',
              cell: (area) => (area.free_from === null ? t('areas.never') : money(area.free_from)),
            },
          ]}
          actionsLabel={t('areas.actions')}
          actions={(area) => (
            <EditAndDelete
              list={list}
              row={area}
              edit={{ text: t('areas.edit'), label: t('areas.editLabel', { code: area.postal_code }) }}
              remove={{ text: t('areas.delete'), label: t('areas.deleteLabel', { code: area.postal_code }) }}
            />
          )}
        />
      )}
      {list.editing && <DeliveryAreaForm area={list.editing.row} onDone={list.closeEditor} />}
      <DeleteConfirmation
        list={list}
        action={t('areas.delete')}
        question={(area) => t('areas.confirmDelete', { code: area.postal_code })}
      />
    </div>
  );
}
