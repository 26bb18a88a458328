import type { Translate } from '../../../lib/i18n';

/** SPEC §4 Order/payment: the payment types this release names. */
export const paymentLabel = (t: Translate, type: string) =>
  type === 'cash'
    ? t('payment.cash')
    : type === 'payAtEnd'
      ? t('payment.payAtEnd')
      : type === 'pwc'
        ? t('payment.pwc')
        : type;
