import { useEffect, useState } from 'react';
import { searchedPostalCode } from '../../../lib/search-arrival';
import { type CheckoutDraft, draftKey, readDraft, writeDraft } from '../checkout-draft';

/** The checkout's typed values, kept for this tab while the basket lasts (checkout-draft.ts). */
export function useCheckoutDraft(restaurantId: number, basketId: string | null | undefined) {
  const key = basketId ? draftKey(restaurantId, basketId) : undefined;
  const [draft, setDraft] = useState<CheckoutDraft>(
    () => (key ? readDraft(sessionStorage, key) : undefined) ?? { contact: startingContact(restaurantId) },
  );
  useEffect(() => {
    if (key) writeDraft(sessionStorage, key, draft);
  }, [key, draft]);
  return [draft, setDraft] as const;
}

/** Issue 33: a new checkout starts with the postal code the guest searched restaurants for. */
function startingContact(restaurantId: number): CheckoutDraft['contact'] {
  const postalCode = searchedPostalCode(sessionStorage, restaurantId);
  return postalCode ? { postalCode } : {};
}
