import type { CategoryDto } from '@tavola/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { firstPaintPart } from '../../../lib/first-paint-parts';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import type { CatalogueMode } from '../api/menu-queries';

const CategorySheet = lazy(() => import('./category-sheet'));
/** decoration: it loads after the strip, outside the menu's first load (decision 089) */
const StripEdges = firstPaintPart(async () => (await import('./strip-edges')).default);

export interface CatalogueNavigation {
  categories: CategoryDto[];
  hasPinned: boolean;
  mode: CatalogueMode | undefined;
  /** SPEC §4: nothing switches while products are being fetched */
  busy: boolean;
  onPinned: () => void;
  onCategory: (id: number) => void;
}

const chip =
  'shrink-0 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors disabled:cursor-wait aria-[current=true]:bg-primary aria-[current=true]:text-(--color-primary-contrast)';

/** SPEC §2: the category strip (only with more than one entry) and the mobile all-categories sheet. */
export function CategoryStrip({
  hiddenOnWide,
  loading,
  ...navigation
}: CatalogueNavigation & { hiddenOnWide: boolean; loading: boolean }) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { categories, hasPinned, mode, busy, onPinned, onCategory } = navigation;
  const list = useRef<HTMLUListElement>(null);
  const entries = categories.length + (hasPinned ? 1 : 0);
  // the strip's place is kept while categories load, so the menu does not jump when they arrive
  if (loading)
    return (
      <div
        aria-hidden="true"
        className={`h-[61px] border-b border-stone-200 bg-white ${hiddenOnWide ? 'lg:hidden' : ''}`}
      />
    );
  if (entries <= 1) return null;
  const pinnedLabel = restaurant.pinned_products_label || t('pinned.defaultLabel');
  return (
    <nav
      aria-label={t('categories.label')}
      className={`sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur ${hiddenOnWide ? 'lg:hidden' : ''}`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:px-6">
        <button
          type="button"
          onClick={() => setSheetOpen(true)}
          className="flex size-10 shrink-0 items-center justify-center rounded-full border border-stone-200 md:hidden"
          aria-label={t('categories.all')}
          aria-haspopup="dialog"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <path fill="currentColor" d="M3 4h5v5H3zm9 0h5v5h-5zM3 11h5v5H3zm9 0h5v5h-5z" />
          </svg>
        </button>
        {/* issue 15: faded edges (and arrows on wide screens) show that the strip scrolls */}
        <div className="relative min-w-0 flex-1">
          <ul ref={list} className="scrollbar-none flex gap-2 overflow-x-auto py-1">
            {hasPinned && (
              <li>
                <button
                  type="button"
                  className={`${chip} bg-amber-50 text-amber-900 hover:bg-amber-100`}
                  aria-current={mode?.kind === 'pinned'}
                  disabled={busy && mode?.kind !== 'pinned'}
                  onClick={onPinned}
                >
                  ★ {pinnedLabel}
                </button>
              </li>
            )}
            {categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  className={`${chip} bg-stone-100 text-stone-800 hover:bg-stone-200`}
                  aria-current={mode?.kind === 'category' && mode.id === category.id}
                  disabled={busy && !(mode?.kind === 'category' && mode.id === category.id)}
                  onClick={() => onCategory(category.id)}
                >
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
          <Suspense fallback={null}>
            <StripEdges
              list={list}
              contentKey={`${hasPinned}:${categories.map((category) => category.name).join('|')}`}
            />
          </Suspense>
        </div>
      </div>
      {sheetOpen && (
        <Suspense fallback={null}>
          <CategorySheet {...navigation} pinnedLabel={pinnedLabel} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}
