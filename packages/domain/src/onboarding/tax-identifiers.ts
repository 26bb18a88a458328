/**
 * Issue 36 (decision 086): the tax identifiers a receipt names (§ 14 (4) Nr. 2 UStG): the VAT
 * ID, or else the tax number the tax office gave. Both are optional where they are asked for;
 * when given they must look like one, so a typo is caught before it is printed on receipts.
 */
export interface TaxIdentifiers {
  vat_id?: string;
  tax_number?: string;
}

export type TaxIdentifierProblemKey = 'field_vat_id' | 'field_tax_number';

/**
 * An EU VAT ID (two letters, then 2 to 13 letters or digits) or the Swiss UID with its
 * MWST/TVA/IVA, tested without the spaces people group them with.
 */
const vatIdPattern = /^(?:[A-Z]{2}[0-9A-Z+*]{2,13}|CHE-?\d{3}\.?\d{3}\.?\d{3}(?:MWST|TVA|IVA)?)$/;
/** A German Steuernummer (e.g. 21/815/08150 or 2181508150) or another country's: digits with / - . and spaces. */
const taxNumberPattern = /^\d[\d /.-]{3,18}\d$/;

/** How a VAT ID is kept and printed: upper case, single spaces. */
export const normalVatId = (vatId: string) => vatId.trim().replace(/\s+/g, ' ').toUpperCase();

export function taxIdentifierProblems(ids: TaxIdentifiers): {
  field: string;
  key: TaxIdentifierProblemKey;
}[] {
  const problems: { field: string; key: TaxIdentifierProblemKey }[] = [];
  const vatId = normalVatId(ids.vat_id ?? '');
  if (vatId && !vatIdPattern.test(vatId.replaceAll(' ', '')))
    problems.push({ field: 'vat_id', key: 'field_vat_id' });
  const taxNumber = ids.tax_number?.trim() ?? '';
  if (taxNumber && !taxNumberPattern.test(taxNumber))
    problems.push({ field: 'tax_number', key: 'field_tax_number' });
  return problems;
}
