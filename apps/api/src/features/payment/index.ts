export { chargePayfixCard, checkPayfixCard } from './payfix.service';
export { paymentContext, paymentRoutes } from './payment.routes';
export { type PaymentContext, settlePayment, startHostedPayment } from './payment.service';
export { runPaymentJobs, schedulePaymentJobs } from './payment-jobs';
export { releaseOrderResources } from './release-resources';
