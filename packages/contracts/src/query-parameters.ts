import { z } from './zod';

/**
 * SPEC §7: some POST calls send their parameters as 'query params' (signup, user update, the
 * voucher, the newsletter). This is the query string such a call may carry: the body's own
 * fields, by name, each optional (refinements across fields stay with the body). The route
 * copies them into the body, where a value the body also names wins.
 */
export function queryParametersOf<Shape extends z.ZodRawShape, Name extends keyof Shape & string>(
  body: z.ZodObject<Shape>,
  names: readonly Name[],
) {
  const fields = Object.fromEntries(names.map((name) => [name, z.optional(body.shape[name] as z.ZodType)]));
  // Object.fromEntries forgets the keys; they are exactly `names`
  return z.object(fields as unknown as { [N in Name]: z.ZodOptional<Shape[N]> });
}
