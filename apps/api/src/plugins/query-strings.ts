import { parse } from 'fast-querystring';

/** The longest query string that is remembered; a longer one is parsed each time. */
const longestRemembered = 512;

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The router's query-string parser, remembering (issue 21): the menu's guests ask the same few
 * query strings again and again, so each short one is parsed once, and the same string gives the
 * same frozen object. The validator can then remember its outcome by that object alone
 * (`zodValidatorCompiler`), without building a key from the fields on every request.
 */
export function rememberingQueryParser(capacity = 2000) {
  const known = new Map<string, Record<string, unknown>>();
  return (query: string): Record<string, unknown> => {
    const found = known.get(query);
    if (found) return found;
    const parsed = query.length === 0 ? {} : (parse(query) as Record<string, unknown>);
    if (query.length > longestRemembered) return parsed;
    if (known.size >= capacity) known.clear();
    known.set(query, deepFreeze(parsed));
    return parsed;
  };
}
