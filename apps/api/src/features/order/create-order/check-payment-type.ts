import type { Database } from '@tavola/db';
import { needsProviderCredentials, offeredPaymentMethods } from '@tavola/domain';
import { providersWithCredentials, type restaurantSettings } from '../../restaurants';
import { invalid, type OrderCaller } from './order-caller';

/** The way to pay must be one the restaurant offers now (SPEC §5). */
export async function checkPaymentType(
  tx: Database,
  caller: OrderCaller,
  settings: ReturnType<typeof restaurantSettings>,
  paymentType: string,
): Promise<void> {
  const offered = offeredPaymentMethods(settings.paymentMethods, {
    demoMode: settings.demo_mode,
    // read only when it decides: the other types do not depend on credentials
    providersWithCredentials: needsProviderCredentials(paymentType)
      ? await providersWithCredentials(tx, caller.credentials, caller.restaurant.id)
      : new Set<string>(),
  });
  if (!offered.includes(paymentType))
    // SPEC §8 'cannot choose cash or pay at end' names the on-site types by their own words
    throw invalid(
      'paymentType',
      paymentType === 'cash' || paymentType === 'payAtEnd'
        ? 'cannot_choose_cash'
        : 'payment_type_unavailable',
    );
}
