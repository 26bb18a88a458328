import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { useTranslation } from '../../../../lib/i18n';
import { NavLink } from '../../../../lib/router';
import { snackbar } from '../../../../lib/snackbar';
import { BasketButton, useBasket } from '../../../basket';
import { LanguageSwitcher } from '../../../language';
import { useRestaurant } from '../../../restaurant';
import { InfoLinks, InfoNavigation } from '../../../restaurant-info';

const navLink =
  'rounded-full px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-950 aria-[current=page]:bg-primary/10 aria-[current=page]:text-stone-950';

/**
 * SPEC §2 event layout header: the logo, Home and the Events list, the information entries
 * (Contact, About us, Privacy, Imprint, Terms, each only when it exists; no opening times, table
 * reservation, login or blog with a ticketing system), the language and the basket with its
 * count. An empty basket is not opened: 'Your basket is empty' (SPEC §5).
 */
export function EventHeader() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const count = useBasket().data?.items_count ?? 0;
  const logoShape = restaurant.theme.logoShape === 'round' ? 'rounded-full' : 'rounded-xl';

  // caught before the basket button's own click, which would open the side cart
  const refuseEmpty = (event: MouseEvent) => {
    if (count > 0) return;
    event.stopPropagation();
    snackbar.show({ text: t('basket.empty') });
  };

  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-3 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 flex-1 items-center gap-3"
          aria-label={`${restaurant.name} – ${t('nav.home')}`}
        >
          {restaurant.theme.logo && (
            <ResponsiveImage
              src={restaurant.theme.logo}
              sizes="44px"
              width={44}
              height={44}
              loading="eager"
              className={`size-10 shrink-0 sm:size-11 ${logoShape}`}
            />
          )}
          {/* issue 33: the name is cut at its own end (a Latin name in Arabic too), so dir="auto" */}
          <span dir="auto" className="truncate text-lg font-bold tracking-tight sm:text-xl">
            {restaurant.name}
          </span>
        </Link>
        {/* on phones a second row: the pages, then the information icons */}
        <div className="order-last flex basis-full items-center justify-between gap-2 sm:order-none sm:basis-auto">
          <nav aria-label={t('nav.menu')}>
            <ul className="flex items-center gap-1">
              <li>
                <NavLink to="/menu" className={navLink}>
                  {t('nav.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/events" className={navLink}>
                  {t('event.eventsTitle')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="flex">
            <InfoLinks />
          </div>
        </div>
        <LanguageSwitcher />
        <div onClickCapture={refuseEmpty}>
          <BasketButton />
        </div>
      </div>
      <InfoNavigation />
    </header>
  );
}
