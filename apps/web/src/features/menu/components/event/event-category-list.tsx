import { useEffect, useId, useState } from 'react';
import { controlClass } from '../../../../components/ui/form';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { useTranslation } from '../../../../lib/i18n';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { CatalogueNavigation } from '../category-strip';
import { DishIcon } from '../dish-icon';

/**
 * SPEC §2 event layout: the category list on the start side with a search field above it,
 * 300 px wide (350 px on large screens); on phones a row of categories under the search.
 * SPEC §9: the search runs after a pause in typing.
 */
export function EventCategoryList({
  categories,
  mode,
  busy,
  onCategory,
  onSearch,
}: Omit<CatalogueNavigation, 'hasPinned' | 'onPinned'> & { onSearch: (term: string) => void }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [term, setTerm] = useState(mode?.kind === 'search' ? mode.term : '');
  const debounced = useDebouncedValue(term);
  const latestSearch = mode?.kind === 'search' ? mode.term : '';
  useEffect(() => {
    if (debounced.trim() !== latestSearch) onSearch(debounced);
  }, [debounced, latestSearch, onSearch]);

  const item =
    'flex shrink-0 items-center gap-3 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap ring-1 ring-stone-200 hover:bg-stone-100 disabled:cursor-wait md:w-full md:rounded-xl md:px-3 md:ring-0 aria-[current=true]:bg-primary aria-[current=true]:text-(--color-primary-contrast) aria-[current=true]:ring-primary';
  return (
    <aside className="space-y-3 md:sticky md:top-4 md:w-[300px] md:shrink-0 md:self-start md:rounded-3xl md:bg-white md:p-4 md:ring-1 md:ring-stone-200 lg:w-[350px]">
      <search>
        <label htmlFor={searchId} className="sr-only">
          {t('event.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('search.placeholder')}
          className={controlClass}
        />
      </search>
      <nav aria-label={t('event.categories')}>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0">
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={item}
                aria-current={mode?.kind === 'category' && mode.id === category.id}
                disabled={busy}
                onClick={() => {
                  setTerm('');
                  onCategory(category.id);
                }}
              >
                {category.image ? (
                  <ResponsiveImage
                    src={category.image}
                    sizes="36px"
                    width={36}
                    height={36}
                    className="hidden size-9 rounded-full object-cover md:block"
                  />
                ) : (
                  <DishIcon className="hidden size-9 rounded-full bg-stone-100 p-1.5 text-stone-500 md:block" />
                )}
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
