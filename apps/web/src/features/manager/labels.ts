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

export const statusLabel = labelOf('status');
export const actionLabel = labelOf('action');
export const paymentLabel = labelOf('payment');
export const paymentStateLabel = labelOf('paymentState');
export const deliveryTypeLabel = labelOf('deliveryType');

export const statusTone: Record<string, string> = {
  received: 'bg-amber-100 text-amber-900 ring-amber-300',
  processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-stone-200 text-stone-700 ring-stone-300',
};
