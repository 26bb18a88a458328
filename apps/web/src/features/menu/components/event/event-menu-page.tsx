import { useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@tavola/contracts';
import { lazy, Suspense, useState } from 'react';
import { useAppContext } from '../../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../../lib/i18n';
import { BasketBar, useCartQuantities, useDeliveryType, useOrderedQuantities } from '../../../basket';
import { useRestaurant } from '../../../restaurant';
import { TicketBooking, TicketDetailsDialog } from '../../../tickets';
import { categoriesQuery, productsQuery } from '../../api/menu-queries';
import { asksBeforeAdding } from '../../asks-before-adding';
import { useAddFromCard } from '../../hooks/use-add-from-card';
import { useCatalogueMode } from '../../hooks/use-catalogue-mode';
import { ProductList } from '../product-list';
import { EventCategoryList } from './event-category-list';
import { EventShell } from './event-shell';

const ProductPanel = lazy(() => import('../product-panel'));

/**
 * SPEC §2 event layout, §4 Ticketing: with a ticketing system the guest picks a date and a
 * slot first; then the menu shows with the category list and search on the start side, the
 * products judged available at the slot, and event cards that ask for names and dates. No
 * pinned products in event mode (SPEC §4 Login landing).
 */
export default function EventMenuPage() {
  useDeferredTexts();
  const restaurant = useRestaurant();
  return (
    <EventShell>
      {restaurant.settings.ticketingSystem ? (
        <TicketBooking menu={(slotStart) => <EventMenu slotStart={slotStart} />} />
      ) : (
        <EventMenu />
      )}
    </EventShell>
  );
}

function EventMenu({ slotStart }: { slotStart?: string }) {
  const { api } = useAppContext();
  const { locale: lang } = useTranslation();
  const restaurant = useRestaurant();
  const { selected: deliveryType } = useDeliveryType();
  const categories = useQuery(categoriesQuery(api, lang, deliveryType));
  const { mode, showCategory, search } = useCatalogueMode(false, categories.data?.[0]?.id);
  const products = useQuery({
    ...productsQuery(api, lang, deliveryType, mode ?? { kind: 'pinned' }, slotStart),
    enabled: mode !== undefined,
  });
  const [openProduct, setOpenProduct] = useState<ProductDto | null>(null);
  const [askingFor, setAskingFor] = useState<ProductDto | null>(null);
  const addAtOnce = useAddFromCard(setOpenProduct);
  const inCart = useCartQuantities();
  const inBasket = useOrderedQuantities();
  const catalogue = restaurant.settings.catalogue_mode;

  /** SPEC §4 Add flow: event cards ask for names and dates first; the rest as on every menu. */
  async function addFromCard(product: ProductDto): Promise<boolean> {
    if (!asksBeforeAdding(product)) return addAtOnce(product);
    setAskingFor(product);
    return false;
  }
  // an event card's details are its panel: what it is for, and whom
  const open = (product: ProductDto) => (asksBeforeAdding(product) ? setAskingFor : setOpenProduct)(product);

  return (
    <div className="mt-5 flex flex-col gap-5 md:flex-row md:items-start md:gap-6">
      <EventCategoryList
        categories={categories.data ?? []}
        mode={mode}
        busy={products.isFetching}
        onCategory={showCategory}
        onSearch={search}
      />
      <div className="@container min-w-0 flex-1">
        <ProductList
          mode={mode}
          categories={categories.data ?? []}
          products={products.data}
          loading={!categories.isSuccess || products.isPending}
          failed={products.isError || categories.isError}
          onRetry={() => {
            for (const query of [categories, products]) if (query.isError) void query.refetch();
          }}
          onOpen={open}
          onAdd={catalogue ? undefined : addFromCard}
          inCart={inCart}
          inBasket={inBasket}
        />
      </div>
      <BasketBar />
      {openProduct && (
        <Suspense fallback={null}>
          <ProductPanel
            product={openProduct}
            categories={categories.data ?? []}
            onClose={() => setOpenProduct(null)}
          />
        </Suspense>
      )}
      {askingFor && <TicketDetailsDialog product={askingFor} onClose={() => setAskingFor(null)} />}
    </div>
  );
}
