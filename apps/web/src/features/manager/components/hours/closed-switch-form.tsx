import type { BackOfficeHours } from '@tavola/contracts';
import { localeInfo, locales } from '@tavola/i18n/locales';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, primaryButton, TextField, useFormErrors } from '../../../../components/ui/form';
import { useSwitchClosed } from '../../api/hours-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';

/**
 * SPEC §3 closed / closeMessage: the switch that closes the storefront now, whatever the
 * opening hours say, with the message guests read meanwhile in each of the four languages.
 */
export function ClosedSwitchForm({ hours }: { hours: BackOfficeHours }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const [closed, setClosed] = useState(hours.closed);
  const { formRef, errors, show } = useFormErrors();
  const save = useSwitchClosed(api, restaurant.id);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const close_message = Object.fromEntries(
      locales.map((locale) => [locale, String(form.get(`close_message.${locale}`) ?? '').trim()]),
    );
    save.mutate(
      { closed, close_message },
      {
        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) show(fields);
          else notifyError(error, t('area.error'));
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <button
        type="button"
        role="switch"
        aria-checked={closed}
        aria-describedby="closed-switch-hint"
        onClick={() => setClosed(!closed)}
        className={`flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 py-2 text-start font-semibold ring-1 ${
          closed ? 'bg-red-50 text-red-900 ring-red-300' : 'bg-white ring-stone-300 hover:bg-stone-50'
        }`}
      >
        <span
          aria-hidden="true"
          className={`flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors ${closed ? 'bg-red-700' : 'bg-stone-300'}`}
        >
          <span
            className={`size-5 rounded-full bg-white shadow transition-[margin] ${closed ? 'ms-5' : 'ms-0'}`}
          />
        </span>
        {t('hours.closedSwitch')}
      </button>
      <p id="closed-switch-hint" className="text-sm text-stone-600">
        {t('hours.closedHint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {locales.map((locale) => (
          <TextField
            key={locale}
            label={t('hours.closeMessage', { language: localeInfo[locale].nativeName })}
            name={`close_message.${locale}`}
            lang={locale}
            dir={localeInfo[locale].dir}
            defaultValue={hours.close_message[locale] ?? ''}
            maxLength={300}
            errors={errors[`close_message.${locale}`]}
          />
        ))}
      </div>
      <button type="submit" disabled={save.isPending} className={`h-12 w-full sm:w-auto ${primaryButton}`}>
        {t('hours.saveClosed')}
      </button>
    </form>
  );
}
