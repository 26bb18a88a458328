import { useEffect } from 'react';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';

/** The tab's title names the ticket page and the restaurant, as the area's other pages do. */
export function usePageTitle(page: string): void {
  const t = useManagerT();
  const { restaurant } = useManager();
  useEffect(() => {
    document.title = t('title.page', { page, name: restaurant.name });
  }, [t, page, restaurant.name]);
}
