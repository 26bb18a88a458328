/**
 * Issue 17, shared table payments: one bill per table, made of the table's unpaid dine-in
 * orders and the items the restaurant adds, against which the guests' claims are held and paid.
 * Money in minor units throughout.
 */

/** One line of the bill: an order's line or an item the restaurant added. */
export interface BillLine {
  /** stable handle of the line: 'order-line:<id>' or 'external:<id>' */
  key: string;
  /** price of one unit, options and deposit included */
  unitPrice: number;
  quantity: number;
}

export const claimStates = ['held', 'paid', 'released'] as const;
export type ClaimState = (typeof claimStates)[number];

/** A guest's part of the bill: items (with quantities) or an amount, plus a tip on top. */
export interface BillClaim {
  state: ClaimState;
  amount: number;
  tip: number;
  lines: { key: string; quantity: number }[];
}

export interface BillLineState extends BillLine {
  paidQuantity: number;
  heldQuantity: number;
  leftQuantity: number;
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
 * The bill as it stands: per line how many units are paid, held and left; in money what is
 * paid, held and left. Released claims count for nothing.
 */
export function tableBill(
  total: number,
  lines: readonly BillLine[],
  claims: readonly BillClaim[],
): TableBill {
  const live = claims.filter((claim) => claim.state !== 'released');
  const sumOf = (state: ClaimState, pick: (claim: BillClaim) => number) =>
    live.filter((claim) => claim.state === state).reduce((sum, claim) => sum + pick(claim), 0);
  const unitsOf = (key: string, state: ClaimState) =>
    live
      .filter((claim) => claim.state === state)
      .flatMap((claim) => claim.lines)
      .filter((line) => line.key === key)
      .reduce((sum, line) => sum + line.quantity, 0);
  const paid = sumOf('paid', (claim) => claim.amount);
  const held = sumOf('held', (claim) => claim.amount);
  return {
    total,
    paid,
    held,
    left: Math.max(0, total - paid - held),
    tips: sumOf('paid', (claim) => claim.tip),
    lines: lines.map((line) => {
      const paidQuantity = unitsOf(line.key, 'paid');
      const heldQuantity = unitsOf(line.key, 'held');
      return {
        ...line,
        paidQuantity,
        heldQuantity,
        leftQuantity: Math.max(0, line.quantity - paidQuantity - heldQuantity),
      };
    }),
  };
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
