import type { AttendeeDto } from '@tavola/contracts';
import { formatTicketCode } from '@tavola/domain';
import { paymentStateLabel } from '../../labels';
import { useManagerT } from '../../manager-i18n';
import './attendee-list.css';

/**
 * The attendees of a slot: cards on a phone, a table on wider screens and on paper, which is
 * what the door works from when printed (issue 18; the switch lives in attendee-list.css).
 */
export function AttendeeList({ attendees }: { attendees: readonly AttendeeDto[] }) {
  const t = useManagerT();
  if (!attendees.length)
    return <p className="rounded-2xl bg-white p-6 text-stone-600">{t('attendees.empty')}</p>;
  const cell = 'px-3 py-2 text-start align-top';
  return (
    <>
      <ul className="attendee-cards space-y-2">
        {attendees.map((attendee) => (
          <li
            key={attendee.ticket_id}
            className="space-y-1 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
          >
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold">{attendee.name}</p>
              <CheckedInMark attendee={attendee} />
            </div>
            <p className="text-sm">{attendee.product}</p>
            <div className="flex items-start justify-between gap-2 text-sm text-stone-700">
              <TicketCode code={attendee.code} />
              <OrderMark attendee={attendee} />
            </div>
          </li>
        ))}
      </ul>
      <div className="attendee-table overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        <table className="w-full text-sm">
          <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className={cell}>
                {t('attendees.name')}
              </th>
              <th scope="col" className={cell}>
                {t('attendees.code')}
              </th>
              <th scope="col" className={cell}>
                {t('attendees.product')}
              </th>
              <th scope="col" className={cell}>
                {t('attendees.state')}
              </th>
              <th scope="col" className={cell}>
                {t('attendees.order')}
              </th>
            </tr>
          </thead>
          <tbody>
            {attendees.map((attendee) => (
              <tr key={attendee.ticket_id} className="border-t border-stone-200">
                <th scope="row" className={`${cell} font-semibold`}>
                  {attendee.name}
                </th>
                <td className={cell}>
                  <TicketCode code={attendee.code} />
                </td>
                <td className={cell}>{attendee.product}</td>
                <td className={cell}>
                  <CheckedInMark attendee={attendee} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <OrderMark attendee={attendee} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A code reads left to right in every language. */
function TicketCode({ code }: { code: string }) {
  return (
    <code dir="ltr" className="text-xs whitespace-nowrap">
      {formatTicketCode(code)}
    </code>
  );
}

function CheckedInMark({ attendee }: { attendee: AttendeeDto }) {
  const t = useManagerT();
  if (!attendee.checked_in_time)
    return <span className="text-sm text-stone-600">{t('attendees.notYet')}</span>;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">{t('attendees.checkedIn')}</span>
      {t('attendees.at', { time: attendee.checked_in_time })}
    </span>
  );
}

/** The order's number and, unless it is paid, what its payment waits for (pay at the door). */
function OrderMark({ attendee }: { attendee: AttendeeDto }) {
  const t = useManagerT();
  return (
    <span className="shrink-0">
      #{attendee.order_id}
      {attendee.payment_state !== 'paid' && (
        <span className="block text-xs text-amber-800">{paymentStateLabel(t, attendee.payment_state)}</span>
      )}
    </span>
  );
}
