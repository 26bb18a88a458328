import type { PageMeta } from '@tavola/contracts';
import type { PageWindow } from '@tavola/domain';

/** SPEC §2 'Showing from to of total results': a page window as the lists' `meta` answers it. */
export const pageMetaOf = (window: PageWindow): PageMeta => ({
  current_page: window.page,
  last_page: window.lastPage,
  per_page: window.perPage,
  total: window.total,
  from: window.from,
  to: window.to,
});
