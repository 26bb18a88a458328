import type { Database, schema } from '@tavola/db';
import type { Locale, ServerMessageKey } from '@tavola/i18n';
import type { CredentialCipher } from '../../../lib/credential-cipher';
import { type FieldMessage, HttpError } from '../../../lib/http-error';
import type { Principal } from '../../auth';
import type { RestaurantRow } from '../../restaurants';

/** Who places the order, where, and what the steps need of the app. */
export interface OrderCaller {
  db: Database;
  restaurant: RestaurantRow;
  principal: Principal | undefined;
  locale: Locale;
  publicUrl: string;
  /** opens the restaurant's provider credentials (decision 042) */
  credentials: CredentialCipher;
}

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderLineRow = typeof schema.orderProducts.$inferSelect;

/** SPEC §8: a 422 on the field at fault, its message also the answer's body. */
export const invalid = (field: string, key: ServerMessageKey, params?: Record<string, string | number>) =>
  new HttpError(422, key, params, { [field]: [{ key, params } as FieldMessage] });
