import { lazy } from 'react';

/** SPEC §2 /checkout and /paymentstatus; loaded on demand, outside the menu's first load. */
export const CheckoutPage = lazy(() => import('./components/checkout-page'));
export const PaymentStatusPage = lazy(() => import('./components/payment-status-page'));
export const DemoPaymentPage = lazy(() => import('./components/demo-payment-page'));

/** the payment types' names, for every screen that shows how an order is paid */
export { paymentLabel } from './components/payment-label';
