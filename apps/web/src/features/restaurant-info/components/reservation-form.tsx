import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reserveTableBodySchema } from '@tavola/contracts';
import {
  addDays,
  formatClock,
  judgeReservationTime,
  reservationMaxDaysAhead,
  reservationMaxPeople,
  toLocalMoment,
} from '@tavola/domain';
import { formatWallDate, formatWallTime } from '@tavola/i18n/wall-clock';
import { type FormEvent, useMemo, useState } from 'react';
import {
  controlClass,
  Field,
  fieldErrorsOf,
  issuesOf,
  primaryButton,
  TextAreaField,
  TextField,
  useFormErrors,
  useIssueText,
} from '../../../components/ui/form';
import { useRestaurant, windowsOf } from '../../restaurant';
import { reservableTablesQuery } from '../api/info-queries';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { useInfoServices } from '../services';
import { FormStatus } from './form-status';

const emptyGuest = { name: '', email: '', phone: '', company: '', comment: '', allergies: '', birthday: '' };
type GuestField = keyof typeof emptyGuest;

/**
 * SPEC §2 table reservation panel: available tables, adults and children, date, time, name,
 * e-mail, phone, optional company, comment, allergies, birthday. The times offered follow the
 * same rule the server checks (eat-in hours, closures, not in the past).
 */
export function ReservationForm() {
  const { ti, locale } = useInfoTranslation();
  const restaurant = useRestaurant();
  const { api, messageOf } = useInfoServices();
  const queryClient = useQueryClient();
  const now = toLocalMoment(Date.now(), restaurant.time_zone);
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const [date, setDate] = useState(now.date);
  const [time, setTime] = useState('');
  const [tableId, setTableId] = useState('');
  const [guest, setGuest] = useState(emptyGuest);
  const { formRef, errors: fieldErrors, show, clear } = useFormErrors();
  const issueText = useIssueText();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const people = adults + children;

  const times = useMemo(() => {
    if (!date) return [];
    const windows = windowsOf(restaurant, 'here');
    const closeTimes = restaurant.restaurant_close_times.map((range) => ({
      startsAt: range.starts_at,
      endsAt: range.ends_at,
    }));
    const list: string[] = [];
    for (let minutes = 0; minutes < 1440; minutes += 15)
      if (judgeReservationTime({ date, minutes, now, windows, closeTimes }) === 'ok')
        list.push(formatClock(minutes));
    return list;
  }, [date, restaurant, now]);
  const chosenTime = times.includes(time) ? time : '';
  const tables = useQuery({
    ...reservableTablesQuery(api, locale, date, chosenTime),
    enabled: Boolean(date && chosenTime),
  });
  const fitting = (tables.data ?? []).filter((table) => table.capacity >= people);
  const setField = (name: GuestField) => (event: { target: { value: string } }) => {
    setGuest((current) => ({ ...current, [name]: event.target.value }));
    clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    // the contract the API checks, checked here first (STYLE: one schema on both sides)
    const problems = {
      ...issueText(
        issuesOf(reserveTableBodySchema, {
          restaurantId: restaurant.id,
          adults,
          children,
          date,
          time: chosenTime,
          ...guest,
        }),
      ),
      ...(people < 1 ? { adults: [ti('reservation.needPeople')] } : {}),
      // a date typed before today offers no times: say so beside the date, not only 'fill in the time'
      ...(date && date < now.date ? { date: [ti('reservation.datePast')], time: [] } : {}),
    };
    if (Object.keys(problems).length > 0) return show(problems);
    setSending(true);
    try {
      const answer = await api.post<{
        data: { table: string; date: string; time: string };
        message: { body: string };
      }>('restaurant/reserve-table', {
        adults,
        children,
        date,
        time: chosenTime,
        ...(tableId ? { tableId: Number(tableId) } : {}),
        ...guest,
      });
      const booked = answer.data;
      setStatus({
        tone: 'success',
        // issue 15: date and time spelt in the guest's language
        text: `${answer.message.body} ${ti('reservation.booked', {
          table: booked.table,
          date: formatWallDate(booked.date, locale),
          time: formatWallTime(booked.time, locale),
        })}`,
      });
      setGuest(emptyGuest);
      setTime('');
      setTableId('');
      void queryClient.invalidateQueries({ queryKey: ['reservable-tables'] });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) show(fields);
      else setStatus({ tone: 'error', text: messageOf(error, ti('reservation.tablesError')) });
    } finally {
      setSending(false);
    }
  }

  const required = { required: true };
  const count = (
    label: string,
    value: number,
    change: (value: number) => void,
    errors?: readonly string[],
  ) => (
    <TextField
      label={label}
      errors={errors}
      type="number"
      inputMode="numeric"
      min={0}
      max={reservationMaxPeople}
      value={value}
      onChange={(event) => {
        change(Math.max(0, Math.min(reservationMaxPeople, Number.parseInt(event.target.value, 10) || 0)));
        clear('adults', 'children', 'people');
      }}
    />
  );
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-stone-600">{ti('reservation.intro')}</p>
      <p className="text-xs text-stone-500">{ti('form.required')}</p>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-semibold text-stone-900">{ti('reservation.guests')}</legend>
        {count(ti('reservation.adults'), adults, setAdults, fieldErrors.adults ?? fieldErrors.people)}
        {count(ti('reservation.children'), children, setChildren, fieldErrors.children)}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={ti('reservation.date')}
          {...required}
          errors={fieldErrors.date}
          type="date"
          min={now.date}
          max={addDays(now.date, reservationMaxDaysAhead)}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            clear('date');
          }}
        />
        <Field label={ti('reservation.time')} {...required} errors={fieldErrors.time}>
          {(control) => (
            <select
              {...control}
              className={controlClass}
              value={chosenTime}
              onChange={(event) => {
                setTime(event.target.value);
                clear('time');
              }}
            >
              <option value="">–</option>
              {times.map((option) => (
                <option key={option} value={option}>
                  {formatWallTime(option, locale)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={ti('reservation.table')} errors={fieldErrors.tableId}>
        {(control) => (
          <select
            {...control}
            className={controlClass}
            value={tableId}
            onChange={(event) => setTableId(event.target.value)}
          >
            <option value="">{ti('reservation.anyTable')}</option>
            {fitting.map((table) => (
              <option key={table.id} value={table.id}>
                {ti('reservation.tableSeats', { name: table.name, count: table.capacity })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {chosenTime && tables.isSuccess && fitting.length === 0 && (
        <p className="text-sm text-amber-800">{ti('reservation.noTable')}</p>
      )}
      <TextField
        label={ti('form.name')}
        {...required}
        errors={fieldErrors.name}
        autoComplete="name"
        maxLength={100}
        value={guest.name}
        onChange={setField('name')}
      />
      <TextField
        label={ti('form.email')}
        {...required}
        errors={fieldErrors.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={guest.email}
        onChange={setField('email')}
      />
      <TextField
        label={ti('form.phone')}
        {...required}
        errors={fieldErrors.phone}
        type="tel"
        autoComplete="tel"
        maxLength={30}
        value={guest.phone}
        onChange={setField('phone')}
      />
      <TextField
        label={ti('reservation.company')}
        errors={fieldErrors.company}
        autoComplete="organization"
        maxLength={100}
        value={guest.company}
        onChange={setField('company')}
      />
      <TextAreaField
        label={ti('reservation.comment')}
        errors={fieldErrors.comment}
        rows={2}
        maxLength={1000}
        value={guest.comment}
        onChange={setField('comment')}
      />
      <TextField
        label={ti('reservation.allergies')}
        errors={fieldErrors.allergies}
        maxLength={500}
        value={guest.allergies}
        onChange={setField('allergies')}
      />
      <TextField
        label={ti('reservation.birthday')}
        errors={fieldErrors.birthday}
        type="date"
        value={guest.birthday}
        onChange={setField('birthday')}
      />
      <FormStatus status={status} />
      <button type="submit" className={`${primaryButton} w-full`} disabled={sending}>
        {sending ? ti('form.sending') : ti('reservation.submit')}
      </button>
    </form>
  );
}
