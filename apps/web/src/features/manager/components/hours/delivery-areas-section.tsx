import type { DeliveryAreaDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useState } from 'react';
import { primaryButton } from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { useTranslation } from '../../../../lib/i18n';
import { type DeliveryAreas, useDeleteDeliveryArea } from '../../api/hours-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { DeliveryAreaForm } from './delivery-area-form';

/** Issue 20: the postal codes the restaurant delivers to, with fee, minimum order and free-from. */
export function DeliveryAreasSection({ data }: { data: DeliveryAreas }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const [editing, setEditing] = useState<DeliveryAreaDto | 'new'>();
  const [deleting, setDeleting] = useState<DeliveryAreaDto>();
  const remove = useDeleteDeliveryArea(api, restaurant.id);
  const money = (minor: number) => formatMoney(minor, data.currency, locale);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">{t('areas.intro', { currency: data.currency })}</p>
        <button type="button" onClick={() => setEditing('new')} className={`h-12 ${primaryButton}`}>
          + {t('areas.new')}
        </button>
      </div>
      {data.areas.length === 0 ? (
        <p className="rounded-2xl bg-stone-50 p-4 text-stone-600">{t('areas.empty')}</p>
      ) : (
        // relative: the header's sr-only text is placed inside the scroll box, not beyond the page's edge
        <div className="relative overflow-x-auto rounded-2xl ring-1 ring-stone-200">
          <table className="w-full text-start text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('areas.postalCode')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('areas.fee')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('areas.minimum')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('areas.freeFrom')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  <span className="sr-only">{t('areas.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {data.areas.map((area) => (
                <tr key={area.id}>
                  <th scope="row" className="px-3 py-2 text-start font-semibold tabular-nums">
                    {area.postal_code}
                  </th>
                  <td className="px-3 py-2 text-end tabular-nums">{money(area.fee)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{money(area.minimum)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {area.free_from === null ? t('areas.never') : money(area.free_from)}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">
                      <button
                        type="button"
                        aria-label={t('areas.editLabel', { code: area.postal_code })}
                        onClick={() => setEditing(area)}
                        className="h-11 rounded-full px-4 font-medium ring-1 ring-stone-300 hover:bg-stone-100"
                      >
                        {t('areas.edit')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('areas.deleteLabel', { code: area.postal_code })}
                        onClick={() => setDeleting(area)}
                        className="h-11 rounded-full px-4 font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                      >
                        {t('areas.delete')}
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
        <DeliveryAreaForm
          area={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <Sheet title={t('areas.delete')} placement="center" onClose={() => setDeleting(undefined)}>
          <div className="space-y-4 px-5 pb-5">
            <p>{t('areas.confirmDelete', { code: deleting.postal_code })}</p>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: (answer) => {
                      setDeleting(undefined);
                      notify(answer.message.body, 'info', 3000);
                    },
                    onError: (error) => notifyError(error, t('area.error')),
                  })
                }
                className="h-12 flex-1 rounded-full bg-red-700 font-semibold text-white"
              >
                {t('areas.delete')}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(undefined)}
                className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
              >
                {t('areas.cancel')}
              </button>
            </div>
          </div>
        </Sheet>
      )}
    </div>
  );
}
