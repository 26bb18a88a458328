/** SPEC §3 user_details: the contact the order was placed with, as JSON text. */
function contactOf(userDetails: string): Record<string, unknown> {
  try {
    const contact = JSON.parse(userDetails) as unknown;
    return contact && typeof contact === 'object' ? (contact as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const textOf = (contact: Record<string, unknown>, key: string) =>
  typeof contact[key] === 'string' ? (contact[key] as string).trim() : '';

/** The delivery address the order was placed with. */
export function deliveryAddressOf(userDetails: string): string | undefined {
  const contact = contactOf(userDetails);
  const street = [textOf(contact, 'address'), textOf(contact, 'house_number')].filter(Boolean).join(' ');
  const place = [textOf(contact, 'postalCode'), textOf(contact, 'city')].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || undefined;
}

/** Issue 36 (decision 088): an order placed with a VAT ID was placed by a business, which gets an e-invoice. */
export const placedByBusiness = (userDetails: string): boolean =>
  textOf(contactOf(userDetails), 'vat_id') !== '';
