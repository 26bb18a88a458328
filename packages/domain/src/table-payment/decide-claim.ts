import { type SplitTaken, splitShare } from './equal-share';
import { type TableBill, unitsCost } from './table-bill';

/** What a guest asks to pay (issue 17): some items, an amount, or an equal share of N. */
export type ClaimRequest =
  | { kind: 'items'; items: readonly { key: string; quantity: number }[] }
  | { kind: 'amount'; amount: number }
  /** `taken`: the shares of this split already held or paid */
  | { kind: 'share'; ways: number; taken: SplitTaken };

export type ClaimProblem =
  /** the bill has nothing left to pay */
  | 'nothing_left'
  /** more units of an item, or more money, than is left */
  | 'more_than_left'
  /** items that are still there, but cost more than is left (others paid amounts or shares) */
  | 'items_over_left'
  /** an item that is not on this bill */
  | 'unknown_item'
  /** zero or negative */
  | 'not_positive';

export type ClaimVerdict =
  | { ok: true; amount: number; lines: { key: string; quantity: number; amount: number }[] }
  | { ok: false; problem: ClaimProblem; key?: string };

/**
 * Whether a claim fits the bill as it stands, and what it costs. Never more than is left, in
 * units of an item or in money, so two guests can never pay one item or one euro twice. Units
 * cost what their order charged (unitsCost). An equal share splits what is left (splitShare);
 * the last share takes what is left, so the shares end the bill exactly however it was paid
 * meanwhile.
 */
export function decideClaim(bill: TableBill, request: ClaimRequest): ClaimVerdict {
  if (bill.left <= 0) return { ok: false, problem: 'nothing_left' };
  if (request.kind === 'amount') {
    if (!Number.isInteger(request.amount) || request.amount <= 0)
      return { ok: false, problem: 'not_positive' };
    if (request.amount > bill.left) return { ok: false, problem: 'more_than_left' };
    return { ok: true, amount: request.amount, lines: [] };
  }
  if (request.kind === 'share') {
    const share = splitShare(bill.left, request.ways, request.taken);
    if (share === undefined) return { ok: false, problem: 'more_than_left' };
    return { ok: true, amount: share, lines: [] };
  }
  const wanted = new Map<string, number>();
  for (const item of request.items) {
    if (!Number.isInteger(item.quantity) || item.quantity <= 0)
      return { ok: false, problem: 'not_positive', key: item.key };
    wanted.set(item.key, (wanted.get(item.key) ?? 0) + item.quantity);
  }
  if (wanted.size === 0) return { ok: false, problem: 'not_positive' };
  const lines: { key: string; quantity: number; amount: number }[] = [];
  for (const [key, quantity] of wanted) {
    const line = bill.lines.find((candidate) => candidate.key === key);
    if (!line) return { ok: false, problem: 'unknown_item', key };
    if (quantity > line.leftQuantity) return { ok: false, problem: 'more_than_left', key };
    lines.push({ key, quantity, amount: unitsCost(line, quantity) });
  }
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  if (amount > bill.left) return { ok: false, problem: 'items_over_left' };
  return { ok: true, amount, lines };
}
