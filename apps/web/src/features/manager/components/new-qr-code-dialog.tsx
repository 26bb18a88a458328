import type { ManagerTable } from '@tavola/contracts';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { useRegenerateQr } from '../api/tables-api';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';

/**
 * Issue 16, decision 027: a table's QR code is a bearer secret; a new one makes the printed
 * code worthless at once (a code that left the restaurant), so the manager confirms first.
 */
export function NewQrCodeDialog({ table, onDone }: { table: ManagerTable; onDone: () => void }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const regenerate = useRegenerateQr(api, restaurant.id);
  return (
    <Sheet title={`${t('tables.newCode')} – ${table.name}`} placement="center" onClose={onDone}>
      <div className="space-y-4 px-5 pb-5">
        <p>{t('tables.confirmNewCode', { name: table.name })}</p>
        <div className="flex gap-2">
          <button
            type="button"
            disabled={regenerate.isPending}
            onClick={() =>
              regenerate.mutate(table.id, {
                onSuccess: (answer) => {
                  notify(answer.message.body, 'info', 5000);
                  onDone();
                },
                onError: (error) => notifyError(error, t('area.error')),
              })
            }
            className={`h-12 flex-1 ${primaryButton}`}
          >
            {t('tables.confirmNewCodeAction')}
          </button>
          <button type="button" onClick={onDone} className={`h-12 flex-1 ${secondaryButton}`}>
            {t('tables.cancel')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
