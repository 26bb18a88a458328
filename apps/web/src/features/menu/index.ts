export { MenuPage } from './components/menu-page';
