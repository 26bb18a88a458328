import type { TicketTimeDto } from '@tavola/contracts';
import { controlClass, Field, TextField } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { useSaveTicketTime } from '../../api/ticket-queries';
import { todayIn } from '../../format';
import { useEditController } from '../../hooks/use-edit-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { SheetForm } from '../resource';
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
  const today = todayIn(restaurant.time_zone);
  const form = useEditController({
    save: useSaveTicketTime(),
    read: (fields) => {
      const text = (name: string) => String(fields.get(name) ?? '').trim();
      return {
        ...(time ? { id: time.id } : {}),
        start_date: text('start_date') || null,
        end_date: text('end_date') || null,
        weekday: Number(text('weekday')),
        time: text('time') || null,
        duration: text('duration') || null,
        capacity: text('capacity') ? Number(text('capacity')) : null,
      };
    },
    onSaved: onDone,
  });
  const { errors } = form;

  return (
    <SheetForm
      title={time ? t('ticketTimes.edit') : t('ticketTimes.new')}
      saveLabel={t('ticketTimes.save')}
      controller={form}
      onClose={onDone}
    >
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
    </SheetForm>
  );
}
