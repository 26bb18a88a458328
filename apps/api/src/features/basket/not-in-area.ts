import type { Database } from '@tavola/db';
import { servedPostalCodes } from '@tavola/domain';
import { type Locale, serverTranslator } from '@tavola/i18n';
import { HttpError } from '../../lib/http-error';
import { findDeliveryArea, findDeliveryAreas } from './basket.repository';

/**
 * Issue 33: the postal codes a restaurant delivers to, as a sentence of the guest's language
 * ('10115, 10435 and 10437'; Arabic joins them with its own comma and و), or undefined when it has
 * no delivery areas.
 */
export async function servedPostalCodesText(
  db: Database,
  restaurantId: number,
  locale: Locale,
): Promise<string | undefined> {
  const { named, more } = servedPostalCodes(await findDeliveryAreas(db, restaurantId));
  if (named.length === 0) return undefined;
  const items = more > 0 ? [...named, serverTranslator(locale)('postal_codes_more', { count: more })] : named;
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** A postal code the restaurant does not deliver to, answered with where it does (422, per field). */
export async function notInAreaError(
  db: Database,
  restaurantId: number,
  postalCode: string,
  locale: Locale,
  field = 'postalCode',
): Promise<HttpError> {
  const served = await servedPostalCodesText(db, restaurantId, locale);
  if (!served)
    return new HttpError(422, 'postal_code_not_in_area', undefined, {
      [field]: [{ key: 'postal_code_not_in_area' }],
    });
  const params = { postalCode: postalCode.trim(), served };
  return new HttpError(422, 'postal_code_not_served', params, {
    [field]: [{ key: 'postal_code_not_served', params }],
  });
}

/**
 * Issue 33: a customer's saved address the restaurant does not deliver to is kept (they may
 * pick up, or move), with a word of warning naming where it does deliver; none when the
 * restaurant delivers there, or delivers nowhere.
 */
export async function outsideAreaWarning(
  db: Database,
  restaurantId: number,
  postalCode: string,
  locale: Locale,
): Promise<{ type: 'warning'; body: string; code: 'address_outside_area' } | undefined> {
  if (await findDeliveryArea(db, restaurantId, postalCode)) return undefined;
  const served = await servedPostalCodesText(db, restaurantId, locale);
  if (!served) return undefined;
  const body = serverTranslator(locale)('address_outside_area', { postalCode: postalCode.trim(), served });
  return { type: 'warning', body, code: 'address_outside_area' };
}
