import { SavedContact } from '../features/account';
import { CheckoutPage, DemoPaymentPage, PaymentStatusPage } from '../features/checkout';
import { useRestaurant } from '../features/restaurant';
import { useTranslation } from '../lib/i18n';
import { usePageMeta } from './use-page-meta';

/** SPEC §2 /checkout; the page itself loads on demand. */
export function CheckoutRoute() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t('checkout.title'), `${restaurant.name} – ${t('checkout.title')}`);
  // a logged-in customer's details and saved addresses (issue 6) fill the contact form
  return <CheckoutPage contactHelper={SavedContact} />;
}

/** SPEC §2 /paymentstatus: the order success page. */
export function PaymentStatusRoute() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t('order.title'), `${restaurant.name} – ${t('order.title')}`);
  return <PaymentStatusPage />;
}

/** SPEC §2 /payment: the payment page (the demo provider's hosted page). */
export function PaymentRoute() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t('demoPay.title'), `${restaurant.name} – ${t('demoPay.title')}`);
  return <DemoPaymentPage />;
}
