import { type TaxIdentifierProblemKey, type TaxIdentifiers, taxIdentifierProblems } from './tax-identifiers';

/** Issue 36: who sells, as its receipts name it (decision 086); the back office edits it. */
export interface SellerDetails extends TaxIdentifiers {
  legal_name: string;
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166 code, e.g. 'DE' */
  country: string;
}

/**
 * Issue 33: what a storefront must show about who sells (an imprint: the seller's legal name,
 * postal address, a telephone number and an e-mail address), asked for when a restaurant is made
 * on the first-run page, with (issue 36) its VAT ID or tax number. `imprint` holds what else the
 * owner must state (register entry, the person responsible).
 */
export interface LegalDetails extends SellerDetails {
  telephone: string;
  contact_email: string;
  imprint?: string;
}

export type LegalDetailsProblemKey =
  | 'field_required'
  | 'field_email'
  | 'field_phone'
  | TaxIdentifierProblemKey;

const sellerRequired = ['legal_name', 'street', 'postal_code', 'city', 'country'] as const;
const required = [...sellerRequired, 'telephone', 'contact_email'] as const;
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
  return [...problems, ...taxIdentifierProblems(details)];
}

/** Issue 36: the seller's details as the back office saves them: all but the tax identifiers required. */
export function sellerDetailsProblems(details: Partial<SellerDetails>): {
  field: string;
  key: LegalDetailsProblemKey;
}[] {
  return [
    ...sellerRequired
      .filter((field) => !details[field]?.trim())
      .map((field) => ({ field, key: 'field_required' as const })),
    ...taxIdentifierProblems(details),
  ];
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
