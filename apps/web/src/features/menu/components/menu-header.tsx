import { Link } from 'wouter';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useTranslation } from '../../../lib/i18n';
import { AccountButton } from '../../account';
import { BasketButton, TableBadge } from '../../basket';
import { LanguageSwitcher } from '../../language';
import { useRestaurant } from '../../restaurant';
import { InfoLinks, InfoNavigation } from '../../restaurant-info';
import { SearchBox } from './search-box';

/**
 * SPEC §2 header. On phones (issue 15) it is two rows that fit 320 px in every language: the
 * logo, name and basket, then a row of icon buttons (information entries, search, language,
 * account); from 640 px one row.
 */
export function MenuHeader({
  onSearch,
  searchTerm,
}: {
  onSearch: (term: string) => void;
  searchTerm: string;
}) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const logoShape = restaurant.theme.logoShape === 'round' ? 'rounded-full' : 'rounded-xl';
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:flex-nowrap sm:gap-x-3 sm:px-6">
        <Link
          to="/"
          // with the side menu on wide screens the side navigation carries the logo
          className={`flex min-w-0 flex-1 items-center gap-3 ${restaurant.theme.sideMenu ? 'lg:invisible' : ''}`}
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
        <TableBadge className="max-w-[9rem] shrink-0" />
        {/* on phones the row below the name; the search field, when open, takes a row of its own */}
        <div className="order-last flex basis-full flex-wrap items-center justify-end gap-2 sm:order-none sm:basis-auto sm:flex-nowrap">
          <InfoLinks />
          {restaurant.settings.search_enabled && <SearchBox initial={searchTerm} onSearch={onSearch} />}
          <LanguageSwitcher />
          <AccountButton />
        </div>
        <BasketButton />
      </div>
      <InfoNavigation />
    </header>
  );
}
