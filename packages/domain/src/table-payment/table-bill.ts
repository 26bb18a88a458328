/**
 * Issue 17, shared table payments: one bill per table, made of the table's unpaid dine-in
 * orders and the items the restaurant adds, against which the guests' claims are held and paid.
 * Money in minor units throughout.
 */

/** One line of the bill: an order's line, an order's tip or an item the restaurant added. */
export interface BillLine {
  /** stable handle of the line: 'order-line:<id>', 'order-tip:<order id>' or 'external:<id>' */
  key: string;
  quantity: number;
  /** what its units cost together, as their order charged them (billLines) */
  amount: number;
}

export const claimStates = ['held', 'paid', 'released'] as const;
export type ClaimState = (typeof claimStates)[number];

/** A guest's part of the bill: items (with quantities and what they cost) or an amount, plus a tip on top. */
export interface BillClaim {
  state: ClaimState;
  amount: number;
  tip: number;
  lines: { key: string; quantity: number; amount: number }[];
}

export interface BillLineState extends BillLine {
  paidQuantity: number;
  heldQuantity: number;
  leftQuantity: number;
  /** the line's money not paid or held by a claim of items: what its units left cost together */
  leftAmount: number;
}

export interface TableBill {
  /** what the table owes: its orders' totals and the added items */
  total: number;
  paid: number;
  /** claimed by a payment still under way */
  held: number;
  /** neither paid nor held: what a new claim may take */
  left: number;
  /** tips of paid claims, on top of the total */
  tips: number;
  lines: BillLineState[];
}

/**
 * The bill as it stands: per line how many units are paid, held and left, and what those left
 * cost; in money what is paid, held and left. Released claims count for nothing.
 */
export function tableBill(
  total: number,
  lines: readonly BillLine[],
  claims: readonly BillClaim[],
): TableBill {
  const live = claims.filter((claim) => claim.state !== 'released');
  const sumOf = (state: ClaimState, pick: (claim: BillClaim) => number) =>
    live.filter((claim) => claim.state === state).reduce((sum, claim) => sum + pick(claim), 0);
  const claimedOf = (key: string, state: ClaimState, pick: 'quantity' | 'amount') =>
    live
      .filter((claim) => claim.state === state)
      .flatMap((claim) => claim.lines)
      .filter((line) => line.key === key)
      .reduce((sum, line) => sum + line[pick], 0);
  const paid = sumOf('paid', (claim) => claim.amount);
  const held = sumOf('held', (claim) => claim.amount);
  return {
    total,
    paid,
    held,
    left: Math.max(0, total - paid - held),
    tips: sumOf('paid', (claim) => claim.tip),
    lines: lines.map((line) => {
      const paidQuantity = claimedOf(line.key, 'paid', 'quantity');
      const heldQuantity = claimedOf(line.key, 'held', 'quantity');
      const claimedAmount = claimedOf(line.key, 'paid', 'amount') + claimedOf(line.key, 'held', 'amount');
      return {
        ...line,
        paidQuantity,
        heldQuantity,
        leftQuantity: Math.max(0, line.quantity - paidQuantity - heldQuantity),
        leftAmount: Math.max(0, line.amount - claimedAmount),
      };
    }),
  };
}

/**
 * What `quantity` more units of a line cost: its money left shared equally over its units left,
 * the remainder cents on the first units taken, so that taking every unit, in any steps, costs
 * exactly the line's amount (a voucher's share may leave a line not divisible by its units).
 */
export function unitsCost(
  line: Pick<BillLineState, 'leftQuantity' | 'leftAmount'>,
  quantity: number,
): number {
  if (line.leftQuantity <= 0 || quantity <= 0) return 0;
  const taken = Math.min(quantity, line.leftQuantity);
  if (taken === line.leftQuantity) return line.leftAmount;
  const base = Math.floor(line.leftAmount / line.leftQuantity);
  return taken * base + Math.min(taken, line.leftAmount % line.leftQuantity);
}

/** The bill is settled: everything paid, nothing held (a closed table). */
export const isBillPaid = (bill: TableBill): boolean => bill.total > 0 && bill.paid >= bill.total;

/**
 * What a table still has to pay, as the board shows it: its orders owed at the table and the
 * items the restaurant added to its open bill, less what its guests paid of that bill (a part
 * being paid online still counts as owed until it is paid). Never below zero.
 */
export const tableStillToPay = (owed: { orders: number; added: number; paid: number }): number =>
  Math.max(0, owed.orders + owed.added - owed.paid);
