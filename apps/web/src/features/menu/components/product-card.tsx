import type { ProductDto } from '@tavola/contracts';
import { remainingStock } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { RichText } from '../../../components/ui/rich-text';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useRestaurant } from '../../restaurant';
import { AllergyIcons } from './allergy-icons';
import { ProductPrice } from './product-price';

const ExtraTabsDialog = lazy(() => import('./extra-tabs-dialog'));

/** how long the add button shows its check mark after an add (issue 15: feedback on the card itself) */
const addedMarkMs = 1200;

/**
 * SPEC §2 product card. The whole card opens the product panel; the info button the extra
 * tabs; the add button (absent in catalogue mode) adds or opens the choices. Issue 15: the add
 * button carries how many the basket holds, and shows a check mark right after an add.
 */
export function ProductCard({
  product,
  onOpen,
  onAdd,
  inCart,
  inBasket,
  eager = false,
}: {
  product: ProductDto;
  onOpen: (product: ProductDto) => void;
  /** resolves true once the product is in the basket (false: its panel opened, or it failed) */
  onAdd?: (product: ProductDto) => Promise<boolean>;
  /** units of the product counted against its stock (SPEC §4 Stock) */
  inCart: number;
  /** units of the product ordered as such, what the card shows */
  inBasket: number;
  /** one of the first cards a phone paints: its image loads at once, not when scrolled to */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const locale = useLocale();
  const [tabsOpen, setTabsOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [justAdded, setJustAdded] = useState(false);
  const countId = useId();
  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => setJustAdded(false), addedMarkMs);
    return () => clearTimeout(timer);
  }, [justAdded]);
  // SPEC §4 Stock: what remains after the basket's units; 0 shows 'Out of stock' and disables add
  const remaining = remainingStock(product.stock, inCart);
  const soldOut = remaining === 0;
  // a card that cannot be added greys its image only: faded as a whole, its texts fell below
  // WCAG contrast (axe, issue 18: event cards outside the slot's weekday)
  const showImage = restaurant.settings.product_image && product.image;
  return (
    <article
      className={`group relative flex h-full gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 transition hover:shadow-md hover:ring-stone-300 ${soldOut || !product.available ? '[&_img]:grayscale' : ''}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="font-semibold leading-snug">
          <button
            type="button"
            onClick={() => onOpen(product)}
            className="text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-primary"
            aria-label={t('product.details', { name: product.name })}
          >
            {product.name}
          </button>
        </h3>
        {product.description && (
          <RichText html={product.description} className="line-clamp-2 text-sm text-stone-600" />
        )}
        <AllergyIcons codes={product.allergy_info} />
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <ProductPrice product={product} className="font-semibold text-stone-900" />
          {/* issue 33: a bottle's deposit is paid on top of its price */}
          {product.depot && product.price > 0 && (
            <span className="text-xs text-stone-600">
              {t('product.plusDeposit', {
                price: formatMoney(product.depot.price, restaurant.currency, locale),
              })}
            </span>
          )}
          {soldOut ? (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200">
              {t('product.outOfStock')}
            </span>
          ) : (
            remaining !== null &&
            remaining <= 10 && (
              <span className="text-xs font-medium text-amber-700">
                {t('product.onlyLeft', { count: remaining })}
              </span>
            )
          )}
          {!product.available && !soldOut && (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">
              {t('product.notAvailableNow')}
            </span>
          )}
          {onAdd && (
            <button
              type="button"
              // above the card's whole-card button
              className={`relative z-10 ms-auto flex size-10 ${product.extra_tabs.length > 0 && !showImage ? 'me-9' : ''} items-center justify-center rounded-full bg-primary text-(--color-primary-contrast) shadow-sm hover:shadow-md disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 ${justAdded ? 'motion-safe:animate-added' : ''}`}
              aria-label={t('product.addNamed', { name: product.name })}
              aria-describedby={inBasket > 0 ? countId : undefined}
              disabled={soldOut || !product.available || adding}
              onClick={() => {
                setAdding(true);
                void onAdd(product)
                  .then((added) => added && setJustAdded(true))
                  .finally(() => setAdding(false));
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path
                  fill="currentColor"
                  d={
                    justAdded
                      ? 'm8.2 15.3-4.6-4.6 1.4-1.4 3.2 3.2 6.8-6.8 1.4 1.4z'
                      : 'M9 4h2v5h5v2h-5v5H9v-5H4V9h5z'
                  }
                />
              </svg>
              {inBasket > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -end-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-stone-900 px-1 text-xs font-bold text-white tabular-nums ring-2 ring-white"
                >
                  {inBasket}
                </span>
              )}
            </button>
          )}
          {inBasket > 0 && (
            <span id={countId} className="sr-only">
              {t('product.inBasket', { count: inBasket })}
            </span>
          )}
        </div>
      </div>
      {showImage && (
        <ResponsiveImage
          src={showImage}
          sizes="(min-width: 640px) 112px, 96px"
          width={112}
          height={112}
          loading={eager ? 'eager' : 'lazy'}
          className="size-24 shrink-0 self-start rounded-xl bg-stone-100 object-cover sm:size-28"
        />
      )}
      {product.extra_tabs.length > 0 && (
        <button
          type="button"
          onClick={() => setTabsOpen(true)}
          className="absolute end-2 bottom-2 z-10 flex size-8 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow ring-1 ring-stone-200 hover:text-primary"
          aria-label={t('product.moreInfo', { name: product.name })}
          aria-haspopup="dialog"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path fill="currentColor" d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m1 7H9v6h2zm0-3H9v2h2z" />
          </svg>
        </button>
      )}
      {tabsOpen && (
        <Suspense fallback={null}>
          <ExtraTabsDialog product={product} onClose={() => setTabsOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
