import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { AccountButton } from '../../account';
import { BasketButton } from '../../basket';
import { LanguageSwitcher } from '../../language';
import { useRestaurant } from '../../restaurant';
import { InfoLinks, InfoNavigation } from '../../restaurant-info';
import { SearchBox } from './search-box';

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
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
        <Link
          to="/"
          // with the side menu on wide screens the side navigation carries the logo
          className={`flex min-w-0 items-center gap-3 ${restaurant.theme.sideMenu ? 'lg:invisible' : ''}`}
          aria-label={`${restaurant.name} – ${t('nav.home')}`}
        >
          {restaurant.theme.logo && (
            <img
              src={restaurant.theme.logo}
              alt=""
              width={44}
              height={44}
              className={`size-11 shrink-0 ${logoShape}`}
            />
          )}
          <span className="truncate text-lg font-bold tracking-tight sm:text-xl">{restaurant.name}</span>
        </Link>
        <div className="ms-auto flex items-center gap-2">
          <InfoLinks />
          {restaurant.settings.search_enabled && <SearchBox initial={searchTerm} onSearch={onSearch} />}
          <LanguageSwitcher />
          <AccountButton />
          <BasketButton />
        </div>
      </div>
      <InfoNavigation />
    </header>
  );
}
