import { useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@tavola/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { firstPaintPart } from '../../../lib/first-paint-parts';
import { useTranslation } from '../../../lib/i18n';
import {
  BasketBar,
  DeliveryTypeSelector,
  SideBasketColumn,
  useBasket,
  useCartQuantities,
  useDeliveryType,
  useOrderedQuantities,
} from '../../basket';
import { showsCatalogueOnly, useRestaurant } from '../../restaurant';
import { categoriesQuery, pinnedProductsQuery, productsQuery } from '../api/menu-queries';
import { asksBeforeAdding } from '../asks-before-adding';
import { useAddFromCard } from '../hooks/use-add-from-card';
import { useCatalogueMode } from '../hooks/use-catalogue-mode';
import { useProductLink } from '../hooks/use-product-link';
import { CategoryStrip } from './category-strip';
import { MenuHeader } from './menu-header';
import { MenuTimeButton } from './menu-time-button';
import { OpeningHoursToday } from './opening-hours-today';
import { ProductList } from './product-list';

const ProductPanel = lazy(() => import('./product-panel'));
/**
 * SPEC §2 side menu: its module is not in the first load (issue 21); the page waits for it. A
 * rendered menu hydrates once it is in, with a side menu or not (decision 089).
 */
const SideNavigation = firstPaintPart(async () => (await import('./side-navigation')).SideNavigation);
/** SPEC §5 product date picker (and name): on demand, for a dish that asks before adding */
const TicketDetailsDialog = lazy(() =>
  import('../../tickets').then((tickets) => ({ default: tickets.TicketDetailsDialog })),
);
/** SPEC §2 Menu screen: browse pinned products, categories and search results. */
export function MenuPage() {
  const { api } = useAppContext();
  const { t, locale: lang } = useTranslation();
  const restaurant = useRestaurant();
  const { selected: deliveryType } = useDeliveryType();
  // SPEC §2: the menu shows what can be had at the time chosen on the basket (else now)
  const deliveryTime = useBasket().data?.deliveryTime ?? undefined;
  const categories = useQuery(categoriesQuery(api, lang, deliveryType));
  const pinned = useQuery(pinnedProductsQuery(api, lang, deliveryType, deliveryTime));
  const hasPinned = (pinned.data?.length ?? 0) > 0;
  const ready = categories.isSuccess && !pinned.isPending;
  const { mode, showPinned, showCategory, search } = useCatalogueMode(hasPinned, categories.data?.[0]?.id);
  const products = useQuery({
    ...productsQuery(api, lang, deliveryType, mode ?? { kind: 'pinned' }, deliveryTime),
    enabled: ready && mode !== undefined,
  });
  const [openProduct, setOpenProduct] = useState<ProductDto | null>(null);
  const [askingFor, setAskingFor] = useState<ProductDto | null>(null);
  const sideMenu = restaurant.theme.sideMenu;
  const inCart = useCartQuantities();
  const inBasket = useOrderedQuantities();
  const catalogue = showsCatalogueOnly(restaurant);
  const addAtOnce = useAddFromCard(setOpenProduct);
  /** SPEC §4 Add flow / §5: a product that asks for its date (or a name) asks before adding */
  async function addFromCard(product: ProductDto): Promise<boolean> {
    if (!asksBeforeAdding(product)) return addAtOnce(product);
    setAskingFor(product);
    return false;
  }
  const open = useCallback(
    (product: ProductDto) => (asksBeforeAdding(product) ? setAskingFor : setOpenProduct)(product),
    [],
  );
  useProductLink(products.isSuccess && !products.isPlaceholderData ? products.data : undefined, open);

  const navigation = {
    categories: categories.data ?? [],
    hasPinned,
    mode,
    busy: products.isFetching,
    onPinned: showPinned,
    onCategory: showCategory,
  };

  return (
    <div className={sideMenu ? 'lg:flex' : undefined}>
      {sideMenu && <SideNavigation {...navigation} />}
      <div className="min-w-0 flex-1">
        <MenuHeader onSearch={search} searchTerm={mode?.kind === 'search' ? mode.term : ''} />
        <OpeningHoursToday />
        <div className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
            {/* issue 33: no type can be ordered (none has hours yet): the menu says so */}
            {restaurant.settings.deliveryTypes.length === 0 && !restaurant.settings.catalogue_mode ? (
              <p role="status" className="py-2 text-sm font-medium text-stone-700">
                {t('menu.noOrdering')}
              </p>
            ) : (
              <>
                <DeliveryTypeSelector />
                <MenuTimeButton />
              </>
            )}
          </div>
        </div>
        <CategoryStrip {...navigation} hiddenOnWide={sideMenu} loading={!ready} />
        {/* issue 15: from 768 px the side basket is a column beside the dishes; a window high at
            least, so the footer never shows in the first view only to be pushed down as dishes arrive */}
        <div className="mx-auto flex min-h-dvh max-w-7xl items-start gap-6 px-4 sm:px-6">
          <main id="main" className="@container min-w-0 flex-1 pb-8">
            <ProductList
              mode={mode}
              categories={categories.data ?? []}
              products={products.data}
              loading={!ready || products.isPending}
              failed={products.isError || categories.isError}
              onRetry={() => {
                // whichever failed: without categories the products are never asked for
                for (const query of [categories, pinned, products]) if (query.isError) void query.refetch();
              }}
              onOpen={open}
              onAdd={catalogue ? undefined : addFromCard}
              inCart={inCart}
              inBasket={inBasket}
            />
          </main>
          {!catalogue && <SideBasketColumn />}
        </div>
        <BasketBar />
      </div>
      {openProduct && (
        <Suspense fallback={null}>
          <ProductPanel
            product={openProduct}
            categories={categories.data ?? []}
            onClose={() => setOpenProduct(null)}
          />
        </Suspense>
      )}
      {askingFor && (
        <Suspense fallback={null}>
          <TicketDetailsDialog product={askingFor} onClose={() => setAskingFor(null)} />
        </Suspense>
      )}
    </div>
  );
}
