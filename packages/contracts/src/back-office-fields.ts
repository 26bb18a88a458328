import { minorUnits } from './fields';
import { z } from './zod';

/**
 * What the back office's contracts share (not exported from the package): amounts and texts
 * per storefront language as the manager types and reads them.
 */

/** minor units (cents); at most 100 000.00 */
export const money = minorUnits(z.number().int().min(0).max(10_000_000));
const languageText = (max: number) => z.string().trim().max(max).optional();
/** one text per storefront language; which must be filled (the restaurant's own) is the domain's rule */
export const localizedInput = (max: number) =>
  z.object({ en: languageText(max), de: languageText(max), fr: languageText(max), ar: languageText(max) });
export const localizedOutput = z.object({ en: z.string(), de: z.string(), fr: z.string(), ar: z.string() });
