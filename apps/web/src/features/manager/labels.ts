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
 * (the status itself is SPEC §5 'delivered' for every kind of order). Ready (decision 082) is
 * for pickup, else for an eat-in order without a table, which is collected at the counter.
 */
const wordsFor = (words: (t: ManagerTranslate, value: string) => string, prefix: 'status' | 'action') =>
  function label(t: ManagerTranslate, stage: string, deliveryType?: string): string {
    if (deliveryType === 'pickup' && stage === 'delivered') return t(`${prefix}.pickedUp`);
    if (stage === 'ready') return t(deliveryType === 'pickup' ? `${prefix}.ready` : `${prefix}.readyCounter`);
    return words(t, stage);
  };

/** The words of an order's stage (a status, or 'ready'). */
export const statusLabel = wordsFor(statusWords, 'status');
/** The words of the button that takes an order to that stage. */
export const actionLabel = wordsFor(actionWords, 'action');
export const paymentLabel = labelOf('payment');
export const paymentStateLabel = labelOf('paymentState');
export const deliveryTypeLabel = labelOf('deliveryType');

export const statusTone: Record<string, string> = {
  received: 'bg-amber-100 text-amber-900 ring-amber-300',
  processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  ready: 'bg-violet-100 text-violet-900 ring-violet-400',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-stone-200 text-stone-700 ring-stone-300',
};
