/**
 * The account's route screens for the router, which loads this module on demand (the menu's
 * first load carries only the header button and the auth dialog's host).
 */

export { useAccountT } from './account-i18n';
export { default as AddressesSection } from './components/addresses-section';
export { default as DashboardLayout } from './components/dashboard-layout';
export { default as OrdersSection } from './components/orders-section';
export { PrivateGuard, ReviewGuard } from './components/page-guards';
export { default as ProfileSection } from './components/profile-section';
export { default as ResetPasswordPage } from './components/reset-password-page';
export { default as ReviewPage } from './components/review-page';
