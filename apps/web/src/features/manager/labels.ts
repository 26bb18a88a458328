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
 * Issue 33: a class booking (the domain's `orderKind`) is confirmed, then its guests checked in;
 * the statuses stay SPEC §5's, only their words change.
 */
const classWords: Record<'status' | 'action', Partial<Record<string, ManagerMessageKey>>> = {
  status: { processing: 'status.classConfirmed', delivered: 'status.checkedIn' },
  action: { processing: 'action.confirmBooking', delivered: 'action.checkIn' },
};

const wordsFor = (words: (t: ManagerTranslate, value: string) => string, prefix: 'status' | 'action') =>
  function label(t: ManagerTranslate, stage: string, kind?: string): string {
    const forClass = kind === 'class' ? classWords[prefix][stage] : undefined;
    if (forClass) return t(forClass);
    if (kind === 'pickup' && stage === 'delivered') return t(`${prefix}.pickedUp`);
    if (stage === 'ready') return t(kind === 'pickup' ? `${prefix}.ready` : `${prefix}.readyCounter`);
    return words(t, stage);
  };

/** The words of an order's stage (a status, or 'ready'), for an order of that kind. */
export const statusLabel = wordsFor(statusWords, 'status');
/** The words of the button that takes an order of that kind to that stage. */
export const actionLabel = wordsFor(actionWords, 'action');
export const paymentLabel = labelOf('payment');
export const paymentStateLabel = labelOf('paymentState');
export const deliveryTypeLabel = labelOf('deliveryType');
/** What an order is (the domain's `orderKind`): a class, or its delivery type. */
export const orderKindLabel = (t: ManagerTranslate, kind: string): string =>
  kind === 'class' ? t('kind.class') : deliveryTypeLabel(t, kind);

export const statusTone: Record<string, string> = {
  received: 'bg-amber-100 text-amber-900 ring-amber-300',
  processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  ready: 'bg-violet-100 text-violet-900 ring-violet-400',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-stone-200 text-stone-700 ring-stone-300',
};
