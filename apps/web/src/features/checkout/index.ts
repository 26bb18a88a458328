import { lazy } from 'react';

/** SPEC §2 /checkout and /paymentstatus; loaded on demand, outside the menu's first load. */
export const CheckoutPage = lazy(() => import('./components/checkout-page'));
export const PaymentStatusPage = lazy(() => import('./components/payment-status-page'));
export const DemoPaymentPage = lazy(() => import('./components/demo-payment-page'));
/** SPEC §2 the menu's delivery time picker (the checkout's, in a sheet); loaded when opened. */
export const DeliveryTimeSheet = lazy(() => import('./components/delivery-time-sheet'));

/** Issue 33: an order of this browser waiting for its online payment, shown on every page. */
export { PendingPaymentSlot } from './components/pending-payment-slot';
/** SPEC §5 the calendar of a delivery type, for the menu's time button to name the picker's time. */
export { calendarOf } from './delivery-calendar';
/** SPEC §2 redirect rules after a payment link (issue 17: a table bill's claims follow them too). */
