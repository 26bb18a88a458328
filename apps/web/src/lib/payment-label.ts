import type { Translate } from './i18n';

const labelled = ['cash', 'payAtEnd', 'pwc', 'payFix', 'demo', 'mollie', 'saferPay'] as const;

/** SPEC §4 Order/payment: the payment types a guest can meet, by name (checkout, order page, history). */
export const paymentLabel = (t: Translate, type: string) =>
  (labelled as readonly string[]).includes(type) ? t(`payment.${type as (typeof labelled)[number]}`) : type;
