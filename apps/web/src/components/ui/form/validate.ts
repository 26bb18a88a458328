/**
 * The part of a zod schema this module reads, so the contracts' own schemas validate in the
 * browser (STYLE: one schema on both sides) without the web app importing zod itself.
 */
export interface ContractSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}
interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  /** invalid_union: each branch's issues */
  errors?: readonly (readonly SchemaIssue[])[];
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** a contract's own check names its server message key here (e.g. 'field_postal_code') */
  params?: { key?: unknown };
}

/** What is wrong with one field, in words the web catalogue has (use-issue-text.ts). */
export type FieldIssue =
  | { kind: 'required' | 'email' | 'date' | 'invalid' | 'postalCode' | 'phone' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooShort'; min: number };

/**
 * The first problem of each field, read the way the API reads the same issues
 * (apps/api/src/plugins/validation.ts describeIssue), so a guest sees in the browser what a
 * 422 would have said. Fields are named by their top-level key.
 */
export function issuesOf(
  schema: ContractSchema,
  values: Record<string, unknown>,
): Record<string, FieldIssue> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const issues: Record<string, FieldIssue> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'input');
    if (!issues[field]) issues[field] = describe(issue, values[field]);
  }
  return issues;
}

function describe(issue: SchemaIssue, value: unknown): FieldIssue {
  if (value === undefined || value === null || value === '') return { kind: 'required' };
  // as the API reads it: a value that fits no branch of a union is described by the first
  const first = issue.code === 'invalid_union' ? issue.errors?.[0]?.[0] : undefined;
  if (first) return describe(first, value);
  if (issue.code === 'too_small' && issue.origin === 'string') {
    const min = Number(issue.minimum);
    return min <= 1 ? { kind: 'required' } : { kind: 'tooShort', min };
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { kind: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { kind: 'email' };
  if (issue.code === 'invalid_format' && (issue.format === 'date' || issue.format === 'datetime'))
    return { kind: 'date' };
  // issue 33: a format the guest must be told, not only that the entry is wrong
  if (issue.code === 'custom' && issue.params?.key === 'field_postal_code') return { kind: 'postalCode' };
  if (issue.code === 'custom' && issue.params?.key === 'field_phone') return { kind: 'phone' };
  return { kind: 'invalid' };
}
