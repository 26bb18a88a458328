export { backOfficeTaxesRoutes } from './back-office-taxes.routes';
export { ownerRateRules } from './tax-rates.repository';
