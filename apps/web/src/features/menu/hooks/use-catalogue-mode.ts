import { useSearchParams } from 'wouter';
import type { CatalogueMode } from '../api/menu-queries';

/**
 * The catalogue mode lives in the address (?category=ID or ?q=term), so back and forward and
 * shared links work. Without either: pinned products when there are any, else the first category.
 */
export function useCatalogueMode(hasPinned: boolean, firstCategoryId: number | undefined) {
  const [params, setParams] = useSearchParams();
  const term = params.get('q')?.trim();
  const category = Number(params.get('category'));
  let mode: CatalogueMode | undefined;
  if (term) mode = { kind: 'search', term };
  else if (Number.isInteger(category) && category > 0) mode = { kind: 'category', id: category };
  else if (hasPinned) mode = { kind: 'pinned' };
  else if (firstCategoryId !== undefined) mode = { kind: 'category', id: firstCategoryId };

  function update(change: (next: URLSearchParams) => void, replace = false) {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace });
  }

  return {
    mode,
    showPinned: () =>
      update((next) => {
        next.delete('q');
        next.delete('category');
      }),
    showCategory: (id: number) =>
      update((next) => {
        next.delete('q');
        next.set('category', String(id));
      }),
    search: (value: string) =>
      update((next) => {
        next.delete('category');
        if (value.trim()) next.set('q', value.trim());
        else next.delete('q');
      }, true),
  };
}
