import { Route, Switch } from 'wouter';
import { NavLink } from '../../../../lib/router';
import { useManagerT } from '../../manager-i18n';
import { AttendeesPage } from './attendees-page';
import { CheckInPage } from './check-in-page';
import { TicketTimesPage } from './ticket-times-page';

/**
 * Issue 18: the ticket pages of a restaurant with a ticketing system (SPEC §3 ticketingSystem),
 * a chunk of their own: ticket times, the attendees of a slot, and check-in at the door.
 */
export default function TicketsArea() {
  const t = useManagerT();
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold ${
      isActive ? 'bg-primary text-primary-contrast' : 'bg-white text-stone-800 ring-1 ring-stone-300'
    }`;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-4 sm:px-6">
      <nav aria-label={t('tickets.nav')} className="mb-4 flex gap-2 overflow-x-auto pb-1 print:hidden">
        <NavLink to="/manager/tickets" end className={tabClass}>
          {t('tickets.times')}
        </NavLink>
        <NavLink to="/manager/tickets/attendees" className={tabClass}>
          {t('tickets.attendees')}
        </NavLink>
        <NavLink to="/manager/tickets/check-in" className={tabClass}>
          {t('tickets.checkIn')}
        </NavLink>
      </nav>
      <Switch>
        <Route path="/manager/tickets" component={TicketTimesPage} />
        <Route path="/manager/tickets/attendees" component={AttendeesPage} />
        <Route path="/manager/tickets/check-in" component={CheckInPage} />
      </Switch>
    </div>
  );
}
