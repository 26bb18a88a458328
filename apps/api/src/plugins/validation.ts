import type { ServerMessageKey } from '@tavola/i18n';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { deepFreeze } from './query-strings';

export interface FieldProblem {
  field: string;
  key: ServerMessageKey;
  params: Record<string, string | number>;
}

/** Marks validation errors as ours, so the error handler can translate them. */
export const fieldProblemsSymbol = Symbol('fieldProblems');

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** Turns a zod issue into a message key of the server catalogue (SPEC §5 server side). */
export function describeIssue(issue: z.core.$ZodIssue, data: unknown): FieldProblem {
  const field = issue.path.map(String).join('.') || 'input';
  const value = valueAt(data, issue.path);
  const problem = (key: ServerMessageKey, params: Record<string, string | number> = {}): FieldProblem => ({
    field,
    key,
    params: { field, ...params },
  });
  if (value === undefined || value === null || value === '') return problem('field_required');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return problem('field_number');
      if (issue.expected === 'array') return problem('field_array');
      return problem('field_invalid');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return problem('field_required');
      if (issue.origin === 'string') return problem('field_min_length', { min: Number(issue.minimum) });
      if (issue.origin === 'array') return problem('field_required');
      return problem('field_min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return problem('field_max_length', { max: Number(issue.maximum) });
      return problem('field_max', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return problem('field_email');
      if (issue.format === 'date' || issue.format === 'datetime') return problem('field_date');
      return problem('field_invalid');
    case 'invalid_value':
      return problem('field_one_of');
    case 'invalid_union': {
      // a value that fits no branch is told what the first branch, the field's own form, wants
      // (an id as a number, an e-mail of a field that may come blank)
      const first = issue.errors[0]?.[0];
      return first
        ? describeIssue({ ...first, path: [...issue.path, ...first.path] }, data)
        : problem('field_invalid');
    }
    case 'custom':
      return problem((issue.params?.key as ServerMessageKey | undefined) ?? 'field_invalid');
    default:
      return problem('field_invalid');
  }
}

export class RequestValidationError extends Error {
  readonly [fieldProblemsSymbol] = true;
  constructor(readonly problems: FieldProblem[]) {
    super('Request validation failed');
  }
}

/**
 * Where a string holds a NUL character: PostgreSQL text cannot store one and fails the whole
 * query, so such input is refused up front as invalid rather than answered with a 500. The walk
 * keeps its own stack and names the path only once it finds one, so its cost is the number of
 * values (issue 32.1: a recursion that copied the path at each level took seconds on a deep body,
 * and bodies are bounded in depth before they get here, see json-body.ts).
 */
export function findNul(data: unknown): string | undefined {
  const stack: { value: unknown; key: string; parent: number }[] = [{ value: data, key: '', parent: -1 }];
  const seen: { key: string; parent: number }[] = [];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const index = seen.push({ key: entry.key, parent: entry.parent }) - 1;
    const { value } = entry;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return fieldName(pathOf(seen, index));
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let at = entries.length - 1; at >= 0; at--) {
        const [key, child] = entries[at]!;
        if (key.includes('\u0000')) return fieldName([...pathOf(seen, index), key]);
        stack.push({ value: child, key, parent: index });
      }
    }
  }
  return undefined;
}

function pathOf(seen: readonly { key: string; parent: number }[], index: number): string[] {
  const parts: string[] = [];
  for (let at = index; at > 0; at = seen[at]!.parent) parts.push(seen[at]!.key);
  return parts.reverse();
}

const fieldName = (path: readonly string[]) => path.join('.') || 'input';

/** Validates request parts with their zod contract and keeps the issues for translation. */
function zodValidator(schema: z.ZodType) {
  return (data: unknown) => {
    const nul = findNul(data);
    if (nul !== undefined) {
      return {
        error: new RequestValidationError([{ field: nul, key: 'field_invalid', params: { field: nul } }]),
      };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: new RequestValidationError(result.error.issues.map((issue) => describeIssue(issue, data))),
    };
  };
}

/**
 * Every request part is checked with its zod contract. A query string's outcome, when valid, is
 * remembered per route (issue 21: the menu's guests ask the same few queries again and again;
 * the contracts' parsing depends on nothing but the query). It is remembered by the parsed query
 * itself: `rememberingQueryParser` gives the same frozen object for the same query string, and a
 * query that is not frozen (a long one) is checked every time. The remembered value is frozen
 * too, as it is shared by the requests that ask the same.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const validate = zodValidator(schema);
  if (httpPart !== 'querystring') return validate;
  const remembered = new WeakMap<object, { value: unknown }>();
  return (data) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return validate(data);
    const known = remembered.get(data);
    if (known) return known;
    const result = validate(data);
    if ('value' in result) remembered.set(data, { value: deepFreeze(result.value) });
    return result;
  };
};
