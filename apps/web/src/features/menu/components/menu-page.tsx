import { useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@tavola/contracts';
import { lazy, Suspense, useState } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import { categoriesQuery, pinnedProductsQuery, productsQuery } from '../api/menu-queries';
import { useCatalogueMode } from '../hooks/use-catalogue-mode';
import { CategoryStrip } from './category-strip';
import { MenuHeader } from './menu-header';
import { OpeningHoursToday } from './opening-hours-today';
import { ProductList } from './product-list';
import { SideNavigation } from './side-navigation';

const ProductPanel = lazy(() => import('./product-panel'));

/** SPEC §2 Menu screen: browse pinned products, categories and search results. */
export function MenuPage() {
  const { api } = useAppContext();
  const { locale: lang } = useTranslation();
  const restaurant = useRestaurant();
  const categories = useQuery(categoriesQuery(api, lang));
  const pinned = useQuery(pinnedProductsQuery(api, lang));
  const hasPinned = (pinned.data?.length ?? 0) > 0;
  const ready = categories.isSuccess && !pinned.isPending;
  const { mode, showPinned, showCategory, search } = useCatalogueMode(hasPinned, categories.data?.[0]?.id);
  const products = useQuery({
    ...productsQuery(api, lang, mode ?? { kind: 'pinned' }),
    enabled: ready && mode !== undefined,
  });
  const [openProduct, setOpenProduct] = useState<ProductDto | null>(null);
  const sideMenu = restaurant.theme.sideMenu;

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
        <CategoryStrip {...navigation} hiddenOnWide={sideMenu} loading={!ready} />
        <main id="main" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
          <ProductList
            mode={mode}
            categories={categories.data ?? []}
            products={products.data}
            loading={!ready || products.isPending}
            failed={products.isError || categories.isError}
            onRetry={() => void products.refetch()}
            onOpen={setOpenProduct}
          />
        </main>
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
    </div>
  );
}
