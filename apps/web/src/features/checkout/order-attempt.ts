import { draftKey } from './checkout-draft';

/**
 * The Idempotency-Key of a basket's order (SPEC §7 create-order): one per basket until its order
 * is placed, kept in sessionStorage beside the checkout draft. When the network drops after the
 * server wrote the order, pressing "Order" again — or again after a reload — sends the same key,
 * and the server answers with the order it already placed instead of a second one. The server
 * keeps the key only with an order, so after a refusal (a changed total, a full slot) the same key
 * simply tries again; it goes with the drafts once the order is placed (`forgetDrafts`).
 */
export function orderAttemptKey(
  storage: Storage,
  restaurantId: number,
  basketId: string,
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const key = `${draftKey(restaurantId, basketId)}.order-key`;
  try {
    const kept = storage.getItem(key);
    if (kept) return kept;
    const fresh = newKey();
    storage.setItem(key, fresh);
    return fresh;
  } catch {
    // storage turned off: a key for this press only (a retry then relies on the basket being gone)
    return newKey();
  }
}
