import type { ServerMessageKey } from '@tavola/i18n';
import { HttpError } from '../../lib/http-error';

/** A catalogue message about one field of a basket request. */
export type FieldProblem = { key: ServerMessageKey; params?: Record<string, string | number> };

/** A 422 naming the field at fault with its problems; the first one is the answer's message. */
export const invalidField = (field: string, problems: FieldProblem[]) =>
  new HttpError(422, problems[0]?.key ?? 'field_invalid', problems[0]?.params, { [field]: problems });
