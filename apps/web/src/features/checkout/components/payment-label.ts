/** The checkout's screens name the payment types as the rest of the storefront does (order history too). */
export { paymentLabel } from '../../../lib/payment-label';
