import type { ManagerMessageKey } from '@tavola/i18n/manager';
import type { ManagerTranslate } from './manager-i18n';

/** A known value's label, or the value itself (a payment type a later release adds). */
const labelOf =
  (prefix: string) =>
  (t: ManagerTranslate, value: string): string => {
    const key = `${prefix}.${value}` as ManagerMessageKey;
    const text = t(key);
    return text === key ? value : text;
  };

const statusWords = labelOf('status');
const actionWords = labelOf('action');

/**
 * Issue 34: a pickup order is not delivered but picked up: its last step and status say so
 * (the status itself is SPEC §5 'delivered' for every kind of order).
 */
const pickedUp = (deliveryType: string | undefined, status: string) =>
  deliveryType === 'pickup' && status === 'delivered';

export const statusLabel = (t: ManagerTranslate, status: string, deliveryType?: string): string =>
  pickedUp(deliveryType, status) ? t('status.pickedUp') : statusWords(t, status);
export const actionLabel = (t: ManagerTranslate, status: string, deliveryType?: string): string =>
  pickedUp(deliveryType, status) ? t('action.pickedUp') : actionWords(t, status);
export const paymentLabel = labelOf('payment');
export const paymentStateLabel = labelOf('paymentState');
export const deliveryTypeLabel = labelOf('deliveryType');

export const statusTone: Record<string, string> = {
  received: 'bg-amber-100 text-amber-900 ring-amber-300',
  processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-stone-200 text-stone-700 ring-stone-300',
};
