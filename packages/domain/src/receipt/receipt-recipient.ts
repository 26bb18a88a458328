/** The guest's details an order keeps, as far as a receipt may name them. */
export interface RecipientContact {
  name?: string;
  company?: string;
  address?: string;
  house_number?: string;
  postalCode?: string;
  city?: string;
}

/**
 * The most a receipt may total, in minor units of its currency, and still leave out who received
 * it: a German Kleinbetragsrechnung up to €250 (§ 33 UStDV), a Swiss simplified receipt up to
 * CHF 400 (Art. 26 (3) MWSTG). Other currencies: no limit known, so the guest is always named.
 */
const smallAmountLimits: Record<string, number> = { EUR: 25_000, CHF: 40_000 };

export const isSmallAmount = (total: number, currency: string): boolean =>
  total <= (smallAmountLimits[currency] ?? -1);

/** Above the limit, the guest's name and address as the order has them (a pickup may have only a name). */
export function recipientOf(
  contact: RecipientContact,
  total: number,
  currency: string,
): { name: string; address: string[] } | null {
  if (isSmallAmount(total, currency)) return null;
  const name = [contact.company, contact.name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const street = [contact.address, contact.house_number]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const place = [contact.postalCode, contact.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const address = [street, place].filter(Boolean);
  return name || address.length ? { name, address } : null;
}
