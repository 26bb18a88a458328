import { CheckboxField } from '../../../../components/ui/form';
import { useSaveBusinessInvoices } from '../../api/taxes-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';

/** Decision 088: the owner lets business guests give a VAT ID at checkout and download an XRechnung. */
export function BusinessInvoicesSwitch({ on }: { on: boolean }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const save = useSaveBusinessInvoices(api, restaurant.id);
  return (
    <div className="space-y-1">
      <CheckboxField
        label={t('taxes.businessInvoices')}
        checked={on}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(event.currentTarget.checked, {
            onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
            onError: (error) => notifyError(error, t('area.error')),
          })
        }
      />
      <p className="text-sm text-stone-600">{t('taxes.businessInvoicesHint')}</p>
    </div>
  );
}
