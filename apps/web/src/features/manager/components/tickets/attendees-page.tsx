import { useQuery } from '@tanstack/react-query';
import type { ManagerTicketSlotDto } from '@tavola/contracts';
import { useSearchParams } from 'wouter';
import { controlClass, Field, TextField } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { attendeesQuery, ticketSlotsQuery } from '../../api/ticket-queries';
import { formatDay, todayIn } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { AttendeeList } from './attendee-list';
import { SlotCounts } from './slot-counts';
import { usePageTitle } from './use-page-title';

/**
 * Issue 18: who comes to a slot. The manager picks a day and one of its slots; the choice
 * stays in the address, so a reload or a printout shows the same list.
 */
export function AttendeesPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || todayIn(restaurant.time_zone);
  const slots = useQuery(ticketSlotsQuery(api, restaurant.id, date, locale));
  const slot = pickSlot(slots.data ?? [], params.get('slot'));
  usePageTitle(t('tickets.attendees'));

  return (
    <main id="main" className="space-y-4">
      <div className="print:hidden">
        <h1 className="text-2xl font-bold tracking-tight">{t('tickets.attendees')}</h1>
        <p className="text-sm text-stone-600">{t('attendees.intro')}</p>
      </div>
      <div className="grid items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 print:hidden">
        <TextField
          label={t('attendees.date')}
          type="date"
          value={date}
          onChange={(event) => event.target.value && setParams({ date: event.target.value })}
        />
        {slots.data?.length === 0 ? (
          <p className="pb-2 text-stone-600">{t('attendees.noSlots')}</p>
        ) : (
          <Field label={t('attendees.slot')}>
            {(control) => (
              <select
                {...control}
                value={slot?.start ?? ''}
                onChange={(event) => setParams({ date, slot: event.target.value })}
                className={controlClass}
              >
                {slots.data?.map((entry) => (
                  <option key={entry.start} value={entry.start}>
                    {t('attendees.slotOption', {
                      start: entry.time,
                      end: entry.end_time,
                      sold: entry.sold,
                    })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {slots.isPending && <p role="status">{t('area.loading')}</p>}
      {slots.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {slot && (
        <SlotAttendees
          slot={slot}
          heading={t('attendees.heading', {
            date: formatDay(slot.date, locale),
            start: slot.time,
            end: slot.end_time,
          })}
        />
      )}
    </main>
  );
}

/** The slot named in the address, else the day's first slot with bookings, else its first. */
function pickSlot(slots: readonly ManagerTicketSlotDto[], named: string | null) {
  return slots.find((slot) => slot.start === named) ?? slots.find((slot) => slot.sold > 0) ?? slots[0];
}

function SlotAttendees({ slot, heading }: { slot: ManagerTicketSlotDto; heading: string }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const attendees = useQuery(attendeesQuery(api, restaurant.id, slot.start, locale));
  return (
    <section aria-labelledby="attendees-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="attendees-heading" className="text-xl font-bold">
          {heading}
        </h2>
        <button
          type="button"
          onClick={() => window.print()}
          className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 print:hidden"
        >
          {t('attendees.print')}
        </button>
      </div>
      <SlotCounts slot={slot} />
      {attendees.isPending && <p role="status">{t('area.loading')}</p>}
      {attendees.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {attendees.data && <AttendeeList attendees={attendees.data} />}
    </section>
  );
}
