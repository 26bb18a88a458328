export { InfoLinks } from './components/info-links';
