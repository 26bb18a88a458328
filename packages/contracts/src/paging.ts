import { maxPageSize } from '@tavola/domain';
import { integerInput } from './fields';
import { z } from './zod';

const pageNumber = integerInput(1, 100_000);
const pageSize = integerInput(1, maxPageSize);
export const pageQuery = { page: pageNumber.default(1), per_page: pageSize.optional() };

/** SPEC §2 'Showing from to of total results' */
export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
