import {
  controlClass,
  Field,
  type FieldErrors,
  secondaryButton,
  TextField,
} from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { weekdayName } from '../../format';
import { useManagerT } from '../../manager-i18n';
import { type HappyHourDraft, newHappyHour } from './product-draft';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Issue 20: a product's happy hours (SPEC §3) as repeating rows: a weekday, the first and last
 * day, and optionally a time of day. With none the product is always on the menu; with some,
 * guests can order it only inside one of them.
 */
export function HappyHoursEditor({
  hours,
  onChange,
  errors,
  clear,
}: {
  hours: HappyHourDraft[];
  onChange: (hours: HappyHourDraft[]) => void;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
}) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const set = (index: number, field: keyof Omit<HappyHourDraft, 'key'>, value: string) => {
    clear(`happy_hours.${index}.${field}`);
    onChange(hours.map((hour, at) => (at === index ? { ...hour, [field]: value } : hour)));
  };
  const dayField = (index: number, field: 'start_date' | 'end_date', label: string, value: string) => (
    <TextField
      label={label}
      type="date"
      required
      value={value}
      errors={errors[`happy_hours.${index}.${field}`]}
      onChange={(event) => set(index, field, event.target.value)}
    />
  );
  const timeField = (index: number, field: 'start_time' | 'end_time', label: string, value: string) => (
    <TextField
      label={label}
      type="time"
      step={900}
      value={value}
      errors={errors[`happy_hours.${index}.${field}`]}
      onChange={(event) => set(index, field, event.target.value)}
    />
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('menu.happyHoursIntro')}</p>
      {hours.map((hour, index) => {
        const number = String(index + 1);
        return (
          <fieldset key={hour.key} className="space-y-3 rounded-2xl p-4 ring-1 ring-stone-300">
            <legend className="px-1 text-sm font-semibold">{t('menu.happyHourNumber', { number })}</legend>
            <Field
              label={t('menu.happyHourWeekday')}
              required
              errors={errors[`happy_hours.${index}.weekday`]}
            >
              {(control) => (
                <select
                  {...control}
                  className={controlClass}
                  value={hour.weekday}
                  onChange={(event) => set(index, 'weekday', event.target.value)}
                >
                  {weekdays.map((day) => (
                    <option key={day} value={day}>
                      {weekdayName(day, locale)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className="grid gap-3 sm:grid-cols-2">
              {dayField(index, 'start_date', t('menu.happyHourFrom'), hour.start_date)}
              {dayField(index, 'end_date', t('menu.happyHourUntil'), hour.end_date)}
              {timeField(index, 'start_time', t('menu.happyHourStartTime'), hour.start_time)}
              {timeField(index, 'end_time', t('menu.happyHourEndTime'), hour.end_time)}
            </div>
            <p className="text-xs text-stone-600">{t('menu.happyHourTimesHint')}</p>
            <button
              type="button"
              className={`h-11 ${secondaryButton}`}
              aria-label={t('menu.removeHappyHourLabel', { number })}
              onClick={() => {
                clear(...Object.keys(errors).filter((field) => field.startsWith('happy_hours.')));
                onChange(hours.filter((_, at) => at !== index));
              }}
            >
              {t('menu.remove')}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={`h-11 ${secondaryButton}`}
        onClick={() => onChange([...hours, newHappyHour()])}
      >
        + {t('menu.addHappyHour')}
      </button>
    </div>
  );
}
