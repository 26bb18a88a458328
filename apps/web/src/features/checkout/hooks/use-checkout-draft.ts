import { useEffect, useState } from 'react';
import { type CheckoutDraft, draftKey, readDraft, writeDraft } from '../checkout-draft';

/** The checkout's typed values, kept for this tab while the basket lasts (checkout-draft.ts). */
export function useCheckoutDraft(restaurantId: number, basketId: string | null | undefined) {
  const key = basketId ? draftKey(restaurantId, basketId) : undefined;
  const [draft, setDraft] = useState<CheckoutDraft>(
    () => (key ? readDraft(sessionStorage, key) : undefined) ?? { contact: {} },
  );
  useEffect(() => {
    if (key) writeDraft(sessionStorage, key, draft);
  }, [key, draft]);
  return [draft, setDraft] as const;
}
