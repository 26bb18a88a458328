/** SPEC §3 personal_information_fields: which contact fields checkout asks for. */
export type ContactFieldRule = 'required' | 'optional' | 'hidden';

/** The required contact fields that are missing (empty after trimming); delivery also needs the address. */
export function missingContactFields(
  rules: Readonly<Record<string, ContactFieldRule | boolean>>,
  contact: Readonly<Record<string, string | undefined>>,
  delivery: boolean,
): string[] {
  const required = Object.entries(rules)
    .filter(([, rule]) => rule === 'required')
    .map(([field]) => field);
  if (delivery) required.push('address', 'house_number', 'postalCode', 'city');
  return required.filter((field) => !contact[field]?.trim());
}
