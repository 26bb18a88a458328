export { backOfficeNewsletterRoutes } from './back-office-newsletter.routes';
