import { type Database, schema, verifyPassword } from '@tavola/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';

/** Wrong PINs allowed in a row before the card rests for `lockMinutes`. */
export const payfixMaxAttempts = 5;
const lockMinutes = 15;

const wrongPin = () =>
  new HttpError(422, 'payfix_wrong_pin', undefined, { pin: [{ key: 'payfix_wrong_pin' }] });

/**
 * SPEC payFix: the card named by its QR code must answer to the PIN. Wrong PINs are counted on
 * the card (outside any order transaction, so they stick) and lock it for a while; an unknown
 * card answers like a wrong PIN, so codes cannot be probed.
 */
export async function checkPayfixCard(
  db: Database,
  restaurantId: number,
  qrCode: string,
  pin: string,
): Promise<number> {
  const [card] = await db
    .select()
    .from(schema.payfixCards)
    .where(and(eq(schema.payfixCards.restaurantId, restaurantId), eq(schema.payfixCards.qrCode, qrCode)));
  if (!card) throw wrongPin();
  if (card.lockedUntil && card.lockedUntil.getTime() > Date.now()) throw new HttpError(429, 'payfix_locked');
  if (!(await verifyPassword(card.pinHash, pin))) {
    await db
      .update(schema.payfixCards)
      .set({
        failedAttempts: sql`${schema.payfixCards.failedAttempts} + 1`,
        // the app's clock, like the check above (not the database server's)
        lockedUntil: sql`case when ${schema.payfixCards.failedAttempts} + 1 >= ${payfixMaxAttempts}
          then ${new Date(Date.now() + lockMinutes * 60_000).toISOString()}::timestamptz else null end`,
      })
      .where(eq(schema.payfixCards.id, card.id));
    throw wrongPin();
  }
  if (card.failedAttempts > 0) {
    await db.update(schema.payfixCards).set({ failedAttempts: 0 }).where(eq(schema.payfixCards.id, card.id));
  }
  return card.id;
}

/** Takes the order's total from the card in one conditional update: two payments cannot overdraw it. */
export async function chargePayfixCard(tx: Database, cardId: number, amount: number): Promise<void> {
  const charged = await tx
    .update(schema.payfixCards)
    .set({ balance: sql`${schema.payfixCards.balance} - ${amount}` })
    .where(and(eq(schema.payfixCards.id, cardId), gte(schema.payfixCards.balance, amount)))
    .returning({ id: schema.payfixCards.id });
  if (charged.length === 0) {
    throw new HttpError(422, 'payfix_low_balance', undefined, { pin: [{ key: 'payfix_low_balance' }] });
  }
}
