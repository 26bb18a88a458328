import type { CheckoutPaymentType, ContactInput } from './api/checkout-api';

/**
 * What the guest typed at checkout (issue 15): kept in sessionStorage per restaurant and
 * basket, so a reload or Back/Forward does not empty the form; gone with the tab, and removed
 * once the order is placed. The payFix PIN is never kept.
 */
export interface CheckoutDraft {
  contact: ContactInput;
  payment?: CheckoutPaymentType;
  terms?: boolean;
  /** issue 36: the guest wants an invoice to a company (its VAT ID, an e-invoice) */
  business?: boolean;
}

const prefix = 'tavola.checkout';
export const draftKey = (restaurantId: number, basketId: string) => `${prefix}.${restaurantId}.${basketId}`;

export function readDraft(storage: Storage, key: string): CheckoutDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || !('contact' in parsed)) return undefined;
    const { contact, payment, terms, business } = parsed as Record<string, unknown>;
    if (!contact || typeof contact !== 'object') return undefined;
    const texts = Object.entries(contact).filter(([, value]) => typeof value === 'string');
    return {
      contact: Object.fromEntries(texts) as ContactInput,
      ...(typeof payment === 'string' ? { payment: payment as CheckoutPaymentType } : {}),
      ...(typeof terms === 'boolean' ? { terms } : {}),
      ...(typeof business === 'boolean' ? { business } : {}),
    };
  } catch {
    // a draft written by another version, or storage turned off: start with an empty form
    return undefined;
  }
}

export function writeDraft(storage: Storage, key: string, draft: CheckoutDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or turned off: the form still works, it just is not kept
  }
}

/** After the order: this restaurant's drafts go (also those of earlier baskets of this tab). */
export function forgetDrafts(storage: Storage, restaurantId: number): void {
  const mine = `${prefix}.${restaurantId}.`;
  for (const key of Object.keys(storage)) if (key.startsWith(mine)) storage.removeItem(key);
}
