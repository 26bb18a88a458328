import type { TipSettings } from '@tavola/contracts';
import { type FormEvent, useId } from 'react';
import {
  CheckboxField,
  fieldErrorsOf,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { useSaveTips } from '../../api/payments-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';

/** SPEC §3 tip_request and the percentages checkout offers, typed as '5, 10, 15'. */
export function TipsForm({ tips }: { tips: TipSettings }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const save = useSaveTips(api, restaurant.id);
  const taxableHint = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const percents = String(form.get('tip_percents') ?? '')
      .split(/[\s,;]+/)
      .filter(Boolean)
      // anything but a whole number goes as NaN (null), which the contract names on its field
      .map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
    save.mutate(
      {
        tip_request: form.get('tip_request') === 'on',
        tip_percents: percents,
        tip_taxable: form.get('tip_taxable') === 'on',
      },
      {
        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          // 'tip_percents.1' belongs to the one field that holds them all
          const percentsError = Object.entries(fields).find(([name]) => name.startsWith('tip_percents'))?.[1];
          if (percentsError) show({ tip_percents: percentsError });
          else notifyError(error, t('area.error'));
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <CheckboxField label={t('tips.request')} name="tip_request" defaultChecked={tips.tip_request} />
      <TextField
        label={t('tips.percents')}
        name="tip_percents"
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        hint={t('tips.percentsHint')}
        defaultValue={tips.tip_percents.join(', ')}
        className="w-full sm:w-72"
        errors={errors.tip_percents}
        onChange={() => clear('tip_percents')}
      />
      <CheckboxField
        label={t('tips.taxable')}
        name="tip_taxable"
        defaultChecked={tips.tip_taxable}
        aria-describedby={taxableHint}
      />
      <p id={taxableHint} className="-mt-2 text-sm text-stone-600">
        {t('tips.taxableHint')}
      </p>
      <button type="submit" disabled={save.isPending} className={`h-11 ${secondaryButton}`}>
        {t('tips.save')}
      </button>
    </form>
  );
}
