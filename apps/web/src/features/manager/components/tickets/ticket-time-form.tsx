import type { TicketTimeDto } from '@tavola/contracts';
import type { FormEvent } from 'react';
import {
  controlClass,
  Field,
  fieldErrorsOf,
  formLevelError,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { errorMessage } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { useSaveTicketTime } from '../../api/ticket-queries';
import { todayIn } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify } from '../../notices';
import { ticketWeekdayName } from './ticket-time-label';

/** Monday first, as the area's calendars read; SPEC §3 counts 0 = Sunday. */
const weekdays = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * Create or edit a ticket time (SPEC §3: start_date, end_date, weekday, time, duration HH:MM,
 * capacity or empty for no limit). The server's rule answers field by field (422), and each
 * message stands beside its field.
 */
export function TicketTimeForm({ time, onDone }: { time?: TicketTimeDto; onDone: () => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { restaurant } = useManager();
  const save = useSaveTicketTime();
  const { formRef, errors, show, clear, reset } = useFormErrors();
  const today = todayIn(restaurant.time_zone);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    reset();
    save.mutate(
      {
        ...(time ? { id: time.id } : {}),
        start_date: text('start_date') || null,
        end_date: text('end_date') || null,
        weekday: Number(text('weekday')),
        time: text('time') || null,
        duration: text('duration') || null,
        capacity: text('capacity') ? Number(text('capacity')) : null,
      },
      {
        onSuccess: (answer) => {
          notify(answer.message.body, 'info', 3000);
          onDone();
        },
        onError: (error) => show(fieldErrorsOf(error)),
      },
    );
  }
  const failure = formLevelError(save.error);

  return (
    <Sheet title={time ? t('ticketTimes.edit') : t('ticketTimes.new')} placement="end" onClose={onDone}>
      <form
        ref={formRef}
        onSubmit={submit}
        onChange={(event) => {
          // a message goes once its field changes (issue 15)
          const field = event.target;
          if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) clear(field.name);
        }}
        noValidate
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-4">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('ticketTimes.startDate')}
              name="start_date"
              type="date"
              required
              defaultValue={time?.start_date ?? today}
              errors={errors.start_date}
            />
            <TextField
              label={t('ticketTimes.endDate')}
              name="end_date"
              type="date"
              required
              defaultValue={time?.end_date ?? ''}
              errors={errors.end_date}
            />
          </div>
          <Field label={t('ticketTimes.weekday')} required errors={errors.weekday}>
            {(control) => (
              <select {...control} name="weekday" defaultValue={time?.weekday ?? 6} className={controlClass}>
                {weekdays.map((day) => (
                  <option key={day} value={day}>
                    {ticketWeekdayName(day, locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('ticketTimes.time')}
              name="time"
              type="time"
              step={900}
              required
              defaultValue={time?.time ?? ''}
              errors={errors.time}
            />
            <TextField
              label={t('ticketTimes.duration')}
              name="duration"
              inputMode="numeric"
              placeholder="02:00"
              maxLength={5}
              required
              hint={t('ticketTimes.durationHint')}
              defaultValue={time?.duration ?? ''}
              errors={errors.duration}
            />
          </div>
          <TextField
            label={t('ticketTimes.capacity')}
            name="capacity"
            type="number"
            min={1}
            inputMode="numeric"
            hint={t('ticketTimes.capacityHint')}
            defaultValue={time?.capacity ?? ''}
            errors={errors.capacity}
          />
        </div>
        <div className="space-y-2 border-t border-stone-200 px-5 py-3">
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(save.error, t('area.error'))}
            </p>
          )}
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={save.isPending}
              className="h-12 flex-1 rounded-full bg-primary font-semibold text-primary-contrast disabled:opacity-60"
            >
              {t('ticketTimes.save')}
            </button>
            <button
              type="button"
              onClick={onDone}
              className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
            >
              {t('ticketTimes.cancel')}
            </button>
          </div>
        </div>
      </form>
    </Sheet>
  );
}
