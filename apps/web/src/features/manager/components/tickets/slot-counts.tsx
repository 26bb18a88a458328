import type { ManagerTicketSlotDto } from '@tavola/contracts';
import { useManagerT } from '../../manager-i18n';

/** Booked, capacity and checked in of a slot, as the server counts them. */
export function SlotCounts({ slot }: { slot: ManagerTicketSlotDto }) {
  const t = useManagerT();
  const counts = [
    { label: t('attendees.booked'), value: String(slot.sold) },
    {
      label: t('attendees.capacity'),
      value: slot.capacity === null ? t('ticketTimes.unlimited') : String(slot.capacity),
    },
    { label: t('attendees.checkedIn'), value: String(slot.checked_in) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {counts.map((count) => (
        <div
          key={count.label}
          className="rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-stone-200"
        >
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{count.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{count.value}</dd>
        </div>
      ))}
    </dl>
  );
}
