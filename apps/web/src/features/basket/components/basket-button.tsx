import { useTranslation } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useRestaurant } from '../../restaurant';
import { basketButtonId, sideBasketColumn, sideCartMedia, sideCartOpen } from '../basket-state';
import { useBasket } from '../hooks/use-basket';

/**
 * SPEC §2 Header: a basket button with the item count (hidden in catalogue mode); opens the side
 * cart, or goes to the side basket where it is a column beside the menu (issue 15).
 */
export function BasketButton() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const count = useBasket().data?.items_count ?? 0;
  // on wide screens the side basket is a column beside the menu, not a dialog
  const wide = useMediaQuery(sideCartMedia);
  if (restaurant.settings.catalogue_mode) return null;
  return (
    <button
      id={basketButtonId}
      type="button"
      onClick={() => sideBasketColumn.focus() || sideCartOpen.set(true)}
      aria-haspopup={wide ? undefined : 'dialog'}
      aria-label={t('basket.button', { count })}
      className="relative flex size-10 items-center justify-center rounded-full bg-primary text-(--color-primary-contrast) hover:shadow-md"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="currentColor"
          d="M7 7V6a5 5 0 0 1 10 0v1h3.2l-1.1 13.1A2 2 0 0 1 17.1 22H6.9a2 2 0 0 1-2-1.9L3.8 7zm2 0h6V6a3 3 0 0 0-6 0zm-3 2 .9 11h10.2L18 9z"
        />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-stone-900 px-1 text-xs font-bold text-white ring-2 ring-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}
