import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useRestaurant, windowsOf } from '../../restaurant';
import { reservableTablesQuery } from '../api/info-queries';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { fieldMessages, useInfoServices } from '../services';
import { FormField, inputClass, primaryButton, TextInput } from './form-field';
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
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
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
  const setField = (name: GuestField) => (event: { target: { value: string } }) =>
    setGuest((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    if (people < 1) {
      setStatus({ tone: 'error', text: ti('reservation.needPeople') });
      return;
    }
    if (!date || !chosenTime || !guest.name.trim() || !guest.email.trim() || !guest.phone.trim()) {
      setStatus({ tone: 'error', text: ti('form.required') });
      return;
    }
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
      setFieldErrors(fieldMessages(error));
      setStatus({ tone: 'error', text: messageOf(error, ti('reservation.tablesError')) });
    } finally {
      setSending(false);
    }
  }

  const required = { required: true, requiredLabel: ti('form.requiredMark') };
  const count = (label: string, value: number, change: (value: number) => void, error?: string) => (
    <FormField label={label} error={error}>
      {(props) => (
        <TextInput
          {...props}
          type="number"
          inputMode="numeric"
          min={0}
          max={reservationMaxPeople}
          value={value}
          onChange={(event) =>
            change(Math.max(0, Math.min(reservationMaxPeople, Number.parseInt(event.target.value, 10) || 0)))
          }
        />
      )}
    </FormField>
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-stone-600">{ti('reservation.intro')}</p>
      <p className="text-xs text-stone-500">{ti('form.required')}</p>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-semibold text-stone-900">{ti('reservation.guests')}</legend>
        {count(ti('reservation.adults'), adults, setAdults, fieldErrors.adults ?? fieldErrors.people)}
        {count(ti('reservation.children'), children, setChildren, fieldErrors.children)}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={ti('reservation.date')} {...required} error={fieldErrors.date}>
          {(props) => (
            <TextInput
              {...props}
              type="date"
              min={now.date}
              max={addDays(now.date, reservationMaxDaysAhead)}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={ti('reservation.time')} {...required} error={fieldErrors.time}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={chosenTime}
              onChange={(event) => setTime(event.target.value)}
            >
              <option value="">–</option>
              {times.map((option) => (
                <option key={option} value={option}>
                  {formatWallTime(option, locale)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={ti('reservation.table')} error={fieldErrors.tableId}>
        {(props) => (
          <select
            {...props}
            className={inputClass}
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
      </FormField>
      {chosenTime && tables.isSuccess && fitting.length === 0 && (
        <p className="text-sm text-amber-800">{ti('reservation.noTable')}</p>
      )}
      <FormField label={ti('form.name')} {...required} error={fieldErrors.name}>
        {(props) => (
          <TextInput
            {...props}
            autoComplete="name"
            maxLength={100}
            value={guest.name}
            onChange={setField('name')}
          />
        )}
      </FormField>
      <FormField label={ti('form.email')} {...required} error={fieldErrors.email}>
        {(props) => (
          <TextInput
            {...props}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={guest.email}
            onChange={setField('email')}
          />
        )}
      </FormField>
      <FormField label={ti('form.phone')} {...required} error={fieldErrors.phone}>
        {(props) => (
          <TextInput
            {...props}
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={guest.phone}
            onChange={setField('phone')}
          />
        )}
      </FormField>
      <FormField label={ti('reservation.company')} error={fieldErrors.company}>
        {(props) => (
          <TextInput
            {...props}
            autoComplete="organization"
            maxLength={100}
            value={guest.company}
            onChange={setField('company')}
          />
        )}
      </FormField>
      <FormField label={ti('reservation.comment')} error={fieldErrors.comment}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            maxLength={1000}
            className={inputClass}
            value={guest.comment}
            onChange={setField('comment')}
          />
        )}
      </FormField>
      <FormField label={ti('reservation.allergies')} error={fieldErrors.allergies}>
        {(props) => (
          <TextInput {...props} maxLength={500} value={guest.allergies} onChange={setField('allergies')} />
        )}
      </FormField>
      <FormField label={ti('reservation.birthday')} error={fieldErrors.birthday}>
        {(props) => (
          <TextInput {...props} type="date" value={guest.birthday} onChange={setField('birthday')} />
        )}
      </FormField>
      <FormStatus status={status} />
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? ti('form.sending') : ti('reservation.submit')}
      </button>
    </form>
  );
}
