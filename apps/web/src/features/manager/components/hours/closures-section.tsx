import type { BackOfficeHours } from '@tavola/contracts';
import type { FormEvent } from 'react';
import { fieldErrorsOf, secondaryButton, TextField, useFormErrors } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { useAddClosure, useDeleteClosure } from '../../api/hours-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { closureLabel } from './closure-label';

/** SPEC §3 restaurant_close_times: holidays and other closures, listed, added as whole days, deleted. */
export function ClosuresSection({ hours }: { hours: BackOfficeHours }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const add = useAddClosure(api, restaurant.id);
  const remove = useDeleteClosure(api, restaurant.id);
  const { formRef, errors, show, clear } = useFormErrors();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    add.mutate(
      { start_date: text('start_date'), end_date: text('end_date'), reason: text('reason') },
      {
        onSuccess: (answer) => {
          notify(answer.message.body, 'info', 3000);
          formElement.reset();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) show(fields);
          else notifyError(error, t('area.error'));
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      {hours.closures.length === 0 ? (
        <p className="text-stone-600">{t('hours.closuresEmpty')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl ring-1 ring-stone-200">
          {hours.closures.map((closure) => {
            const when = closureLabel(closure, t, locale);
            return (
              <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{when}</span>
                  {closure.reason && (
                    <span className="text-stone-600">
                      {' · '}
                      <bdi>{closure.reason}</bdi>
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  aria-label={t('hours.deleteClosureLabel', { when })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(closure.id, {
                      onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
                      onError: (error) => notifyError(error, t('area.error')),
                    })
                  }
                  className="h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                >
                  {t('hours.deleteClosure')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_2fr_auto]"
      >
        <TextField
          label={t('hours.closureFrom')}
          name="start_date"
          type="date"
          required
          errors={errors.start_date}
          onChange={() => clear('start_date')}
        />
        <TextField
          label={t('hours.closureTo')}
          name="end_date"
          type="date"
          required
          errors={errors.end_date}
          onChange={() => clear('end_date')}
        />
        <TextField label={t('hours.closureReason')} name="reason" maxLength={200} errors={errors.reason} />
        <button type="submit" disabled={add.isPending} className={`h-11 ${secondaryButton}`}>
          {t('hours.addClosure')}
        </button>
      </form>
    </div>
  );
}
