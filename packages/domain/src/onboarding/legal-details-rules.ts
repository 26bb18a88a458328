/**
 * Issue 33: what a storefront must show about who sells (an imprint: the seller's legal name,
 * postal address, a telephone number and an e-mail address), asked for when a restaurant is made
 * on the first-run page. `imprint` holds what else the owner must state (register entry, VAT
 * number, the person responsible).
 */
export interface LegalDetails {
  legal_name: string;
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166 code, e.g. 'DE' */
  country: string;
  telephone: string;
  contact_email: string;
  imprint?: string;
}

export type LegalDetailsProblemKey = 'field_required' | 'field_email' | 'field_phone';

const required = [
  'legal_name',
  'street',
  'postal_code',
  'city',
  'country',
  'telephone',
  'contact_email',
] as const;
/** the same shape the contracts' e-mail fields accept */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** digits, spaces and ( ) / - as people write them, after an optional + */
const phonePattern = /^\+?[\d ()/-]{5,}$/;

export function legalDetailsProblems(details: Partial<LegalDetails>): {
  field: string;
  key: LegalDetailsProblemKey;
}[] {
  const problems: { field: string; key: LegalDetailsProblemKey }[] = [];
  for (const field of required) if (!details[field]?.trim()) problems.push({ field, key: 'field_required' });
  const email = details.contact_email?.trim();
  if (email && !emailPattern.test(email)) problems.push({ field: 'contact_email', key: 'field_email' });
  const phone = details.telephone?.trim();
  if (phone && !phonePattern.test(phone)) problems.push({ field: 'telephone', key: 'field_phone' });
  return problems;
}

/** The imprint's lines, in the order a reader expects them: who, where, how to reach them, the rest. */
export function imprintLines(
  details: LegalDetails,
): { kind: 'name' | 'address' | 'phone' | 'email' | 'more'; text: string }[] {
  return [
    { kind: 'name' as const, text: details.legal_name.trim() },
    { kind: 'address' as const, text: details.street.trim() },
    { kind: 'address' as const, text: `${details.postal_code.trim()} ${details.city.trim()}` },
    { kind: 'phone' as const, text: details.telephone.trim() },
    { kind: 'email' as const, text: details.contact_email.trim() },
    ...(details.imprint?.trim()
      ? details.imprint
          .trim()
          .split(/\n+/)
          .map((line) => ({ kind: 'more' as const, text: line.trim() }))
      : []),
  ];
}
