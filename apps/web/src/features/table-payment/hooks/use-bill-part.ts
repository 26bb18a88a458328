import type { TablePayment } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { ClaimInput } from '../api/table-payment-api';
import { itemsAmount, nextShare, pickedItems, tipOf, typedAmount } from '../bill-choices';

export type PartMode = 'items' | 'amount' | 'share';
export const partModes: readonly PartMode[] = ['items', 'amount', 'share'];

/** What every claim carries besides the part: who pays, how, the tip and the receipt's address. */
type ClaimCommon = Pick<ClaimInput, 'tablePaymentId' | 'paymentType' | 'name' | 'email'>;

/**
 * Issue 17: the part of the bill the guest chose — some items (units of a line), an amount, or
 * the next of N equal shares — and its tip; the claim it makes, or why it cannot be paid.
 */
export function useBillPart(bill: TablePayment) {
  const { t, locale } = useTranslation();
  const [mode, setMode] = useState<PartMode>('items');
  const [picks, setPicks] = useState<Record<string, number>>({});
  const [typed, setTyped] = useState('');
  const [ways, setWays] = useState(2);
  const [tipPercent, setTipPercent] = useState<number>(0);
  // what the guest chose cannot be paid (said before asking the server)
  const [choiceError, setChoiceError] = useState<string>();
  const money = (minor: number) => formatMoney(minor, bill.currency, locale);

  const share = nextShare(bill, ways);
  const typedMinor = typedAmount(typed);
  const chosen =
    mode === 'items' ? itemsAmount(bill, picks) : mode === 'share' ? (share?.amount ?? 0) : (typedMinor ?? 0);
  // what the guest chose, as long as it can be paid: the Pay button and the tips never offer more
  // than is left (issue 33: 'Pay €50.00' with €6.50 left)
  const overLeft = chosen > bill.left;
  const amount = overLeft ? 0 : chosen;
  const tip = tipOf(amount, tipPercent);

  function claimOf(common: ClaimCommon): ClaimInput | string {
    const withTip = { ...common, tip };
    if (mode === 'items') {
      const basketItems = pickedItems(bill, picks);
      return basketItems.length ? { ...withTip, action: 'items', basketItems } : t('bill.chooseFirst');
    }
    if (mode === 'share') return share ? { ...withTip, action: 'share', ways } : t('bill.sharesTaken');
    if (typedMinor === undefined || typedMinor <= 0) return t('bill.amountInvalid');
    if (typedMinor > bill.left) return t('bill.amountTooHigh', { left: money(bill.left) });
    return { ...withTip, action: 'amount', amount: typedMinor };
  }

  return {
    mode,
    setMode,
    picks,
    setPicks,
    typed,
    setTyped,
    typedMinor,
    ways,
    setWays,
    share,
    tipPercent,
    setTipPercent,
    choiceError,
    setChoiceError,
    overLeft,
    amount,
    tip,
    claimOf,
  };
}

export type BillPart = ReturnType<typeof useBillPart>;
