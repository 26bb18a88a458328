export { chargePayfixCard, checkPayfixCard } from './payfix.service';
export { latestPaymentOf } from './payment.repository';
export { paymentContext, paymentRoutes } from './payment.routes';
export { type PaymentContext, settlePayment, startHostedPayment } from './payment.service';
export {
  deleteCredentials,
  openedCredentialsOf,
  sealPlainCredentials,
  storeCredentials,
} from './payment-credentials.repository';
export { runPaymentJobs, schedulePaymentJobs } from './payment-jobs';
export { checkProviderCredentials, paymentTypeRefused, providerFor } from './provider-registry';
export { ProviderUnavailable } from './providers/payment-provider';
