import type { TaxLineDto } from '@tavola/contracts';
import { ratePercent, type TaxLine } from '@tavola/domain';

/** An order's stored tax lines as the API shows them: the rate in percent (decision 084). */
export const taxLineDtos = (lines: readonly TaxLine[]): TaxLineDto[] =>
  lines.map(({ rate, gross, net, tax }) => ({ rate: ratePercent(rate), gross, net, tax }));
