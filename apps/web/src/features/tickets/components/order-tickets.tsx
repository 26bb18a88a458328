import type { OrderTicketDto } from '@tavola/contracts';
import { formatTicketCode } from '@tavola/domain';
import { formatWallClock, formatWallTime } from '@tavola/i18n/wall-clock';
import { useTranslation } from '../../../lib/i18n';

/**
 * The order page's tickets (issue 18): one card per person with the name, the class, date and
 * slot, the code and its QR image (drawn by the server) to show at the door.
 */
export function OrderTickets({ tickets }: { tickets: OrderTicketDto[] }) {
  const { t, locale } = useTranslation();
  if (tickets.length === 0) return null;
  return (
    <section aria-labelledby="order-tickets-heading" className="space-y-3">
      <h2 id="order-tickets-heading" className="text-xl font-bold tracking-tight">
        {t('tickets.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('tickets.showAtDoor')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {tickets.map((ticket) => {
          const slot = ticket.end
            ? t('event.slotRange', {
                start: formatWallClock(ticket.start, locale),
                end: formatWallTime(ticket.end.slice(11, 16), locale),
              })
            : formatWallClock(ticket.start, locale);
          return (
            <li key={ticket.id}>
              <article
                aria-label={ticket.name}
                className={`flex gap-4 rounded-3xl bg-white p-4 ring-1 ring-stone-200 ${ticket.state === 'void' ? 'opacity-60' : ''}`}
              >
                <img
                  src={ticket.qr}
                  alt={t('tickets.qr', { name: ticket.name })}
                  width={112}
                  height={112}
                  className="size-28 shrink-0 rounded-xl bg-white ring-1 ring-stone-200"
                />
                <div className="min-w-0 space-y-1">
                  <h3 className="text-lg font-semibold break-words">{ticket.name}</h3>
                  <p className="text-sm text-stone-700">{ticket.product}</p>
                  <p className="text-sm font-medium text-stone-900">{slot}</p>
                  <p className="font-mono text-sm break-words text-stone-700">
                    {/* issue 33: read out in groups of four, left to right in Arabic too */}
                    {t('tickets.code', { code: `\u2068${formatTicketCode(ticket.code)}\u2069` })}
                  </p>
                  {ticket.state !== 'valid' && (
                    <p className="inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                      {t(`tickets.state.${ticket.state}`)}
                    </p>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
