import { type Database, schema } from '@tavola/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PaymentProvider } from './payment-provider';

/** How long the demo's hosted page waits for a decision, like a real provider's session. */
const sessionMinutes = 30;

/**
 * The offline demo provider (restaurants in demo mode): its hosted page is the storefront's
 * /payment route, where the tester chooses paid, failed or cancelled. It keeps its own records,
 * and our payment follows them only by asking, like any provider.
 */
export function demoProvider(db: Database, publicUrl: string, restaurantId: number): PaymentProvider {
  return {
    // the demo provider lives in this process: there is nothing to refuse
    checkCredentials: async () => 'ok',
    async start(request) {
      const expiresAt = new Date(Date.now() + sessionMinutes * 60_000);
      const [session] = await db
        .insert(schema.demoPaymentSessions)
        .values({
          restaurantId,
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          returnUrl: request.returnUrl,
          expiresAt,
        })
        .returning({ id: schema.demoPaymentSessions.id });
      return {
        providerPaymentId: session!.id,
        checkoutUrl: `${publicUrl}/payment?session=${session!.id}`,
        expiresAt,
      };
    },
    async cancel(sessionId) {
      // like a tester pressing "Cancel payment": only an undecided, unexpired page closes
      await db
        .update(schema.demoPaymentSessions)
        .set({ outcome: 'cancelled' })
        .where(
          and(
            eq(schema.demoPaymentSessions.id, sessionId),
            isNull(schema.demoPaymentSessions.outcome),
            gt(schema.demoPaymentSessions.expiresAt, new Date()),
          ),
        );
      return this.verify(sessionId);
    },
    async verify(sessionId) {
      const [session] = await db
        .select()
        .from(schema.demoPaymentSessions)
        .where(eq(schema.demoPaymentSessions.id, sessionId));
      if (!session) return { state: 'failed', amount: 0, currency: '' };
      const { amount, currency } = session;
      if (session.outcome) return { state: session.outcome, amount, currency };
      return { state: session.expiresAt.getTime() <= Date.now() ? 'expired' : 'open', amount, currency };
    },
  };
}
