import type { DeliveryTypeHours } from '@tavola/contracts';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, primaryButton, TextField, useFormErrors } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { useReplaceHours } from '../../api/hours-api';
import { weekdayName } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { type DraftWeek, draftOf, editorWeekdays, newDraftWindow, windowsOf } from './week-draft';

/**
 * Issue 20: one delivery type's week — several windows per day (split shifts), added and
 * removed per day — with its preparation minutes and days ahead, saved as a whole. The
 * server's rule decides what is valid; its messages stand beside the window they name.
 */
export function WeeklyHoursForm({ hours }: { hours: DeliveryTypeHours }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const [week, setWeek] = useState<DraftWeek>(() => draftOf(hours.windows));
  const { formRef, errors, show, reset } = useFormErrors();
  const save = useReplaceHours(api, restaurant.id);
  const { indexOf } = windowsOf(week);

  const change = (weekday: number, next: (windows: DraftWeek[number]) => DraftWeek[number]) => {
    reset();
    setWeek((current) => ({ ...current, [weekday]: next(current[weekday] ?? []) }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const whole = (name: string) => {
      const text = String(form.get(name) ?? '').trim();
      return text === '' ? Number.NaN : Number(text);
    };
    save.mutate(
      {
        delivery_type: hours.delivery_type,
        windows: windowsOf(week).windows,
        lead_minutes: whole('lead_minutes'),
        available_days: whole('available_days'),
      },
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
      <p className="text-sm text-stone-600">{t('hours.overnightHint')}</p>
      <div className="divide-y divide-stone-200 rounded-2xl ring-1 ring-stone-200">
        {editorWeekdays.map((weekday) => {
          const day = weekdayName(weekday, locale);
          const windows = week[weekday] ?? [];
          return (
            // a fieldset is named by its legend; the layout is the inner box's (fieldsets make poor flex boxes)
            <fieldset key={weekday} className="p-3">
              <legend className="sr-only">{day}</legend>
              <div className="flex flex-wrap items-start gap-x-4 gap-y-2 sm:flex-nowrap">
                <p aria-hidden="true" className="w-full pt-2 font-semibold sm:w-28 sm:shrink-0">
                  {day}
                </p>
                <div className="flex min-w-0 basis-full flex-col gap-3 sm:basis-auto sm:flex-1">
                  {windows.length === 0 && (
                    <p className="pt-2 text-sm text-stone-500">{t('hours.dayClosed')}</p>
                  )}
                  {windows.map((window, position) => {
                    const index = indexOf.get(window.key);
                    const number = String(position + 1);
                    const fieldErrors = (field: string) => errors[`windows.${index}.${field}`];
                    return (
                      <fieldset key={window.key}>
                        <legend className="sr-only">{t('hours.windowLabel', { day, number })}</legend>
                        <div className="flex flex-wrap items-start gap-2">
                          {(['open_at', 'close_at'] as const).map((field) => (
                            <TextField
                              key={field}
                              label={field === 'open_at' ? t('hours.opens') : t('hours.closes')}
                              className="w-28"
                              value={window[field]}
                              placeholder="HH:MM"
                              inputMode="numeric"
                              maxLength={5}
                              autoComplete="off"
                              dir="ltr"
                              errors={fieldErrors(field)}
                              onChange={(event) => {
                                const value = event.target.value;
                                change(weekday, (list) =>
                                  list.map((each) =>
                                    each.key === window.key ? { ...each, [field]: value } : each,
                                  ),
                                );
                              }}
                            />
                          ))}
                          <button
                            type="button"
                            aria-label={t('hours.removeWindowOn', { day, number })}
                            onClick={() =>
                              change(weekday, (list) => list.filter((each) => each.key !== window.key))
                            }
                            className="mt-6 h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                          >
                            {t('hours.removeWindow')}
                          </button>
                        </div>
                        {fieldErrors('weekday') && (
                          <p className="mt-1 text-sm font-medium text-red-700">
                            {fieldErrors('weekday')?.[0]}
                          </p>
                        )}
                      </fieldset>
                    );
                  })}
                </div>
                <button
                  type="button"
                  aria-label={t('hours.addWindowOn', { day })}
                  onClick={() => change(weekday, (list) => [...list, newDraftWindow()])}
                  className="h-11 shrink-0 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
                >
                  + {t('hours.addWindow')}
                </button>
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('hours.leadMinutes')}
          name="lead_minutes"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={hours.lead_minutes}
          errors={errors.lead_minutes}
        />
        <TextField
          label={t('hours.availableDays')}
          name="available_days"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={hours.available_days}
          errors={errors.available_days}
        />
      </div>
      <button type="submit" disabled={save.isPending} className={`h-12 w-full sm:w-auto ${primaryButton}`}>
        {t('hours.saveWeek')}
      </button>
    </form>
  );
}
