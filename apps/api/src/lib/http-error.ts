import type { ServerMessageKey } from '@tavola/i18n';

/** A per-field message: a catalogue key (translated per request) or a value given as is (e.g. a time). */
export type FieldMessage =
  | { key: ServerMessageKey; params?: Record<string, string | number> }
  | { text: string };

/**
 * An answer the client is meant to read: status, a message key of the server catalogue
 * (translated per request), and optional fields for 422 answers (SPEC §8).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503,
    readonly key: ServerMessageKey,
    readonly params?: Record<string, string | number>,
    readonly fields?: Record<string, FieldMessage[]>,
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

export const notFound = (key: ServerMessageKey) => new HttpError(404, key);
