import type { TaxLine } from './tax-lines';

/**
 * Several orders' stored tax lines added up per rate, ascending (issue 36, a table's invoice):
 * each rate's gross, net and VAT are the sums of the stored ones, never taken out again, so the
 * whole equals its parts to the cent and net plus VAT stays the gross.
 */
export function sumTaxLines(lists: readonly (readonly TaxLine[])[]): TaxLine[] {
  const byRate = new Map<number, TaxLine>();
  for (const line of lists.flat()) {
    const sum = byRate.get(line.rate) ?? { rate: line.rate, gross: 0, net: 0, tax: 0 };
    byRate.set(line.rate, {
      rate: line.rate,
      gross: sum.gross + line.gross,
      net: sum.net + line.net,
      tax: sum.tax + line.tax,
    });
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
