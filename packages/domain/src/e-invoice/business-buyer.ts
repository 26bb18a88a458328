/**
 * Issue 36 (decision 088): a business guest gives a company name and a VAT ID at checkout and
 * receives an e-invoice. A VAT ID is a two-letter country prefix and 2 to 13 letters or digits
 * (the VIES format, e.g. DE123456789, ATU12345678, FRXX999999999); spaces are left out.
 */
const vatIdPattern = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

/** The VAT ID as stored: spaces, dots and dashes taken out, letters upper case. */
export const compactVatId = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

export const isVatId = (value: string): boolean => vatIdPattern.test(compactVatId(value));

/** The contact fields a business buyer needs besides the VAT ID (EN 16931 BT-44, BT-49, BG-8; XRechnung BR-DE-8/9). */
export const businessBuyerFields = ['company', 'email', 'address', 'postalCode', 'city'] as const;

/** Whether the contact names a business buyer, who gets an e-invoice. */
export const isBusinessBuyer = (contact: Readonly<{ vat_id?: string }>): boolean =>
  Boolean(contact.vat_id?.trim());

/** The business buyer's fields that are still missing (none when the guest gave no VAT ID). */
export function missingBusinessBuyerFields(contact: Readonly<Record<string, string | undefined>>): string[] {
  if (!isBusinessBuyer(contact)) return [];
  return businessBuyerFields.filter((field) => !contact[field]?.trim());
}

/**
 * The buyer's ISO 3166 country code: the contact's country when it is one, else the VAT ID's
 * prefix (Greece's VAT IDs start EL, Northern Ireland's XI), else the restaurant's.
 */
export function buyerCountry(
  contact: Readonly<{ country?: string; vat_id?: string }>,
  restaurantCountry: string,
): string {
  const given = contact.country?.trim().toUpperCase() ?? '';
  if (/^[A-Z]{2}$/.test(given)) return given;
  const prefix = contact.vat_id ? compactVatId(contact.vat_id).slice(0, 2) : '';
  if (prefix === 'EL') return 'GR';
  if (prefix === 'XI') return 'GB';
  if (/^[A-Z]{2}$/.test(prefix)) return prefix;
  return restaurantCountry;
}
