import type { ServerMessageKey } from '@tavola/i18n';

/** A per-field message: a catalogue key (translated per request) or a value given as is (e.g. a time). */
export type FieldMessage =
  | { key: ServerMessageKey; params?: Record<string, string | number> }
  | { text: string };

type Status = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;
type Params = Record<string, string | number>;
type Fields = Record<string, FieldMessage[]>;

const hasFieldMessages = (fields: Fields | undefined): boolean =>
  fields !== undefined &&
  Object.keys(fields).length > 0 &&
  Object.values(fields).every((messages) => messages.length > 0);

/**
 * An answer the client is meant to read: status, a message key of the server catalogue
 * (translated per request), and the fields at fault. SPEC §8: a 422 always names its fields,
 * so one without them is refused when it is made (by the types, and at run time); where no
 * field is at fault the answer is a 400 or a 409 instead.
 */
export class HttpError extends Error {
  readonly statusCode: Status;
  readonly key: ServerMessageKey;
  readonly params?: Params;
  readonly fields?: Fields;

  constructor(statusCode: 422, key: ServerMessageKey, params: Params | undefined, fields: Fields);
  constructor(statusCode: Exclude<Status, 422>, key: ServerMessageKey, params?: Params, fields?: Fields);
  constructor(statusCode: Status, key: ServerMessageKey, params?: Params, fields?: Fields) {
    if (statusCode === 422 && !hasFieldMessages(fields))
      throw new TypeError(`a 422 needs per-field messages (SPEC §8): ${key}`);
    super(key);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.key = key;
    this.params = params;
    this.fields = fields;
  }
}

export const notFound = (key: ServerMessageKey) => new HttpError(404, key);

/** A domain rule's problems as one 422, every message on its own field (SPEC §8). */
export function fieldProblemsError(
  problems: readonly { field: string; key: ServerMessageKey; params?: Params }[],
): HttpError {
  const fields: Fields = {};
  for (const { field, key, params } of problems)
    fields[field] = [...(fields[field] ?? []), { key, params: { ...params, field } }];
  const [first] = problems;
  return new HttpError(422, first!.key, { ...first!.params, field: first!.field }, fields);
}
