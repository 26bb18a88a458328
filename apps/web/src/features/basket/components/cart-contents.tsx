import { minimumBlocksOrder } from '@tavola/domain';
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { primaryButton } from '../../../components/ui/form/buttons';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import { useCheckoutAnnouncement } from '../../restaurant-info';
import { useBasket, useBasketBusy, useBasketId } from '../hooks/use-basket';
import { useCartFocus } from '../hooks/use-cart-focus';
import { CartLine } from './cart-line';
import { ExtrasPanel } from './extras-panel';
import OrderSummary from './order-summary';
import { TableBadge } from './table-badge';

const secondaryButton =
  'rounded-full px-5 py-2.5 text-center font-medium text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50';

/** The total and the buttons stay in view at the foot of a side basket that scrolls (issue 15). */
const stickyFoot = 'sticky -bottom-6 z-10 -mx-5 mt-4 -mb-6 bg-white px-5 pb-5';

/**
 * SPEC §2 Cart screen, shared by the side cart (a modal panel on phones, a column beside the
 * menu from 768 px) and /cart: lines, extras, total, 'Back to Restaurant' (not in the column,
 * which is on the menu already), 'Continue' (disabled while the cart changes) and a loading
 * overlay while a change is on its way.
 */
export function CartContents({
  variant,
  onLeave,
}: {
  variant: 'side' | 'column' | 'page';
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const minimumId = useId();
  const restaurant = useRestaurant();
  const basketId = useBasketId();
  const basket = useBasket();
  const busy = useBasketBusy();
  const [, navigate] = useLocation();
  const payAtCounter = restaurant.settings.paymentMethods.includes('pwc');
  // SPEC §3 announcement_before_checkout shows on the way to the checkout
  const beforeCheckout = useCheckoutAnnouncement();
  // a removed line takes the focus with it: it goes on to the next line (or the empty message)
  const focus = useCartFocus(basket.data?.products);

  const back = (
    <Link to="/menu" onClick={onLeave} className={secondaryButton}>
      {t('basket.backToRestaurant')}
    </Link>
  );

  if (basketId && basket.isPending)
    return (
      <div className="flex justify-center py-16" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  if (basket.isError && !basket.data)
    return (
      <div className="space-y-4 py-8 text-center">
        <p role="alert" className="text-red-700">
          {t('basket.loadError')}
        </p>
        <button type="button" className={secondaryButton} onClick={() => void basket.refetch()}>
          {t('app.tryAgain')}
        </button>
      </div>
    );

  const data = basket.data;
  if (!data || data.products.length === 0)
    return (
      <div
        className={`flex flex-col items-center text-center ${variant === 'column' ? 'gap-3 py-8' : 'gap-5 py-12'}`}
      >
        {variant === 'column' && (
          <span className="flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-400">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
              <path
                fill="currentColor"
                d="M7 7V6a5 5 0 0 1 10 0v1h3.2l-1.1 13.1A2 2 0 0 1 17.1 22H6.9a2 2 0 0 1-2-1.9L3.8 7zm2 0h6V6a3 3 0 0 0-6 0zm-3 2 .9 11h10.2L18 9z"
              />
            </svg>
          </span>
        )}
        <p ref={focus.emptyMessage} tabIndex={-1} className="text-lg font-medium text-stone-600 outline-none">
          {t('basket.empty')}
        </p>
        {variant !== 'column' && back}
      </div>
    );
  const beside = variant !== 'page';

  const blocked = minimumBlocksOrder(data.minimum_order);
  return (
    <div className="relative" aria-busy={busy}>
      <TableBadge className="mb-1" />
      <ul className="divide-y divide-stone-200" aria-label={t('basket.items')} onBlur={focus.listBlurred}>
        {data.products.map((line) => (
          <li
            key={line.basketProductId}
            className="py-4"
            onFocus={() => focus.lineFocused(line.basketProductId)}
          >
            <CartLine line={line} removeButtonRef={focus.removeButton(line.basketProductId)} />
          </li>
        ))}
      </ul>
      <ExtrasPanel />
      <div className={beside ? stickyFoot : undefined}>
        <OrderSummary
          basket={data}
          minimumId={minimumId}
          className={`border-t border-stone-200 pt-4 ${beside ? '' : 'mt-4'}`}
        />
        <div className={`flex flex-col-reverse gap-3 ${beside ? 'mt-4' : 'mt-5 sm:flex-row'}`}>
          {variant !== 'column' && back}
          {(beside || restaurant.settings.shop_providing) && (
            <button
              type="button"
              className={primaryButton}
              // issue 15: below the delivery minimum the reason is shown, not refused after the click
              disabled={busy || blocked}
              aria-describedby={blocked ? minimumId : undefined}
              onClick={() => {
                onLeave?.();
                // SPEC §2: the side cart leads to /cart, /cart leads to the checkout (after the
                // announcement before checkout); SPEC §4: with pay at the counter the checkout takes
                // the shortcut (pickup, now, maybe at once)
                if (beside) navigate('/cart');
                else beforeCheckout(() => navigate(payAtCounter ? '/checkout?counter' : '/checkout'));
              }}
            >
              {t('basket.continue')}
            </button>
          )}
        </div>
      </div>
      {busy && (
        <div className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-white/60">
          <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
          <span className="sr-only">{t('basket.updating')}</span>
        </div>
      )}
    </div>
  );
}
