export { categoriesQuery, pinnedProductsQuery } from './api/menu-queries';
export { MenuPage } from './components/menu-page';
