export { newsletterRoutes } from './newsletter.routes';
