import type { CategoryDto, ProductDto } from '@tavola/contracts';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import type { CatalogueMode } from '../api/menu-queries';
import { groupBySubcategory, subcategoryPreview } from '../group-by-subcategory';
import { DishIcon } from './dish-icon';
import { ProductCard } from './product-card';
import { ProductSkeleton, skeletonCount } from './product-skeleton';

interface Props {
  mode: CatalogueMode | undefined;
  categories: CategoryDto[];
  products: ProductDto[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (product: ProductDto) => void;
  /** absent in catalogue mode (SPEC §6: catalogue mode hides add buttons) */
  onAdd?: (product: ProductDto) => Promise<boolean>;
  /** units per product already in the basket (SPEC §4 Stock) */
  inCart: Map<number, number>;
  /** units per product ordered as such (issue 15: shown on the cards) */
  inBasket: Map<number, number>;
}

/** columns by the room the menu has (issue 15: beside the side basket from 768 px), not the screen's */
const grid = 'grid gap-3 @xl:grid-cols-2 @5xl:grid-cols-3';
const firstScreenCards = 2;

/** SPEC §2: heading with count, subcategory sections, cards, six skeletons, the empty state, foot note. */
export function ProductList({
  mode,
  categories,
  products,
  loading,
  failed,
  onRetry,
  onOpen,
  onAdd,
  inCart,
  inBasket,
}: Props) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  // SPEC §9 'categories expanded': when off, a subcategory shows a preview until it is opened
  const collapsible = !restaurant.settings.categories_expanded;
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpened((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const category = mode?.kind === 'category' ? categories.find((c) => c.id === mode.id) : undefined;
  const title =
    mode?.kind === 'search'
      ? t('search.resultsFor', { term: mode.term })
      : mode?.kind === 'pinned'
        ? restaurant.pinned_products_label || t('pinned.defaultLabel')
        : (category?.name ?? '');

  return (
    <section aria-labelledby="menu-heading" aria-busy={loading} className="pt-6">
      <div className="mb-5 flex items-start gap-4">
        {category?.image && (
          <ResponsiveImage
            src={category.image}
            sizes="80px"
            width={80}
            height={80}
            className="hidden size-20 rounded-2xl object-cover sm:block"
          />
        )}
        <div className="min-w-0">
          <h1 id="menu-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h1>
          <p className="mt-0.5 h-5 text-sm text-stone-500">
            {!loading && products ? t('products.count', { count: products.length }) : ''}
          </p>
          {category?.description && <p className="mt-2 max-w-3xl text-stone-600">{category.description}</p>}
        </div>
      </div>

      {failed ? (
        // the same look as LoadError, written here so the menu's first load needs no extra chunk
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-800">
          <p>{t('products.loadError')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
          >
            {t('app.tryAgain')}
          </button>
        </div>
      ) : loading || !products ? (
        <ul className={grid} aria-label={t('app.loading')}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <ProductSkeleton />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-stone-500 ring-1 ring-stone-200">
          {t('products.empty')}
        </p>
      ) : (
        (mode?.kind === 'category'
          ? groupBySubcategory(products)
          : [{ id: null, name: '', image: null, products }]
        ).map((section, sectionIndex) => (
          <section
            key={section.id ?? 'main'}
            aria-labelledby={section.id ? `sub-${section.id}` : undefined}
            className="mb-8"
          >
            {section.id !== null && (
              <div className="mb-3 flex items-center gap-3">
                {section.image ? (
                  <ResponsiveImage
                    src={section.image}
                    sizes="40px"
                    width={40}
                    height={40}
                    className="size-10 rounded-full object-cover"
                  />
                ) : (
                  <DishIcon className="size-10 rounded-full bg-stone-100 p-2 text-stone-500" />
                )}
                <div>
                  <h2 id={`sub-${section.id}`} className="text-lg font-semibold">
                    {collapsible ? (
                      <button
                        type="button"
                        aria-expanded={opened.has(section.id)}
                        aria-controls={`sub-products-${section.id}`}
                        onClick={() => section.id !== null && toggle(section.id)}
                        className="flex items-center gap-1 rounded text-start hover:underline"
                      >
                        {section.name}
                        <span aria-hidden="true" className="text-stone-400">
                          {opened.has(section.id) ? '▴' : '▾'}
                        </span>
                      </button>
                    ) : (
                      section.name
                    )}
                  </h2>
                  <p className="text-xs text-stone-500">
                    {t('products.inCategory', { count: section.products.length })}
                  </p>
                </div>
              </div>
            )}
            {collapsible && section.id !== null && !opened.has(section.id) ? (
              <SubcategoryThumbnails
                id={`sub-products-${section.id}`}
                label={t('products.preview', { name: section.name })}
                products={section.products}
                showImages={restaurant.settings.product_image}
              />
            ) : (
              <ul id={section.id !== null ? `sub-products-${section.id}` : undefined} className={grid}>
                {section.products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      // a phone's first screen shows two cards: their images load with the page
                      eager={sectionIndex === 0 && index < firstScreenCards}
                      onOpen={onOpen}
                      onAdd={onAdd}
                      inCart={inCart.get(product.id) ?? 0}
                      inBasket={inBasket.get(product.id) ?? 0}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}

      {category?.foot_note && !loading && (
        <p className="mt-4 rounded-2xl bg-stone-100 p-4 text-sm text-stone-600">{category.foot_note}</p>
      )}
    </section>
  );
}

/** SPEC §9 subcategory preview: five thumbnails, then an ellipsis when more follow. */
function SubcategoryThumbnails({
  id,
  label,
  products,
  showImages,
}: {
  id: string;
  label: string;
  products: ProductDto[];
  showImages: boolean;
}) {
  const { thumbnails, more } = subcategoryPreview(products);
  return (
    <ul id={id} aria-label={label} className="flex items-center gap-2">
      {thumbnails.map((product) => (
        <li key={product.id}>
          {showImages && product.image ? (
            <ResponsiveImage
              src={product.image}
              alt={product.name}
              sizes="48px"
              width={48}
              height={48}
              className="size-12 rounded-xl object-cover"
            />
          ) : (
            <span className="flex size-12 items-center justify-center rounded-xl bg-stone-100 text-stone-500">
              <DishIcon className="size-7" />
              <span className="sr-only">{product.name}</span>
            </span>
          )}
        </li>
      ))}
      {more && (
        <li aria-hidden="true" className="px-1 text-xl text-stone-500">
          …
        </li>
      )}
    </ul>
  );
}
