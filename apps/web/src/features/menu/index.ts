import { lazy } from 'react';

export { categoriesQuery, pinnedProductsQuery } from './api/menu-queries';
export { MenuPage } from './components/menu-page';

/** SPEC §2 event layout (theme eventMode): its own chunk, outside the menu's first load. */
export const eventPages = () => import('./components/event/event-pages');
export const EventMenuPage = lazy(() => eventPages().then((pages) => ({ default: pages.EventMenuPage })));
