import type { TablePayment } from '@tavola/contracts';
import { splitShare, unitsCost } from '@tavola/domain';

/**
 * Issue 17: what a guest's choice on the bill page would cost, shown before they claim it. The
 * server decides (packages/domain decideClaim); these read the same rules so the guest sees
 * the number the server will ask for, as long as nobody else is faster.
 */

/** The items picked, by bill line key, as what they cost (units priced as the server's unitsCost). */
export function itemsAmount(bill: TablePayment, picks: Readonly<Record<string, number>>): number {
  return bill.lines.reduce((sum, line) => sum + unitsCost(line, picks[line.key] ?? 0), 0);
}

/** What one more unit of a line costs now. */
export const nextUnitPrice = (line: TablePayment['lines'][number]): number => unitsCost(line, 1);

/**
 * Whether one more unit of a line may be picked: the line has one left, and the picks with it
 * still fit what is left of the bill in money (others may have paid amounts or shares), as the
 * server's decideClaim asks.
 */
export function canPickMore(
  bill: TablePayment,
  picks: Readonly<Record<string, number>>,
  line: TablePayment['lines'][number],
): boolean {
  const count = Math.min(picks[line.key] ?? 0, line.leftQuantity);
  return count < line.leftQuantity && itemsAmount(bill, { ...picks, [line.key]: count + 1 }) <= bill.left;
}

/** The picks still on the bill, in the contract's `basketItems` shape. */
export function pickedItems(bill: TablePayment, picks: Readonly<Record<string, number>>) {
  return bill.lines
    .map((line) => ({ key: line.key, quantity: Math.min(picks[line.key] ?? 0, line.leftQuantity) }))
    .filter((pick) => pick.quantity > 0);
}

/**
 * The next share of a split in `ways`: which one it is (1-based, as guests count) and what it
 * costs — an equal part of what was left when the split began, the remainder cents to the first
 * shares, the last share what is left (packages/domain splitShare) — or undefined when every
 * share of that split is taken.
 */
export function nextShare(bill: TablePayment, ways: number): { number: number; amount: number } | undefined {
  const taken = bill.claims.filter(
    (claim) => claim.kind === 'share' && claim.ways === ways && claim.state !== 'released',
  );
  const amount = splitShare(bill.left, ways, {
    count: taken.length,
    amount: taken.reduce((sum, claim) => sum + claim.amount, 0),
  });
  return amount === undefined ? undefined : { number: taken.length + 1, amount };
}

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as ASCII, the Arabic decimal separator as a point. */
const westernDigits = (typed: string) =>
  typed
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.');

/**
 * An amount as typed ('12', '12.5', '12,50', or '١٢٫٥٠' on an Arabic keyboard) in minor units;
 * undefined when it is not one.
 */
export function typedAmount(typed: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(westernDigits(typed.trim()));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The tips offered, in percent of the part paid. */
export const tipPercents = [0, 5, 10, 15] as const;

/** A tip of `percent` on `amount`, rounded to the minor unit. */
export const tipOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);
