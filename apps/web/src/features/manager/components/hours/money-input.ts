/**
 * What a manager typed as an amount ('2.50', '2,5', '12') in minor units (cents), for the
 * server to check; empty is null (e.g. "never free"), and anything that is not an amount with
 * at most two decimals is NaN, which the contract refuses on its field.
 */
export function minorUnitsOf(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Minor units as the form shows them again, '2.50'. */
export const typedAmountOf = (minor: number | null): string =>
  minor === null ? '' : (minor / 100).toFixed(2);
