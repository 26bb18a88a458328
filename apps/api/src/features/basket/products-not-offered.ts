import { type Database, schema } from '@tavola/db';
import { type DeliveryType, resolveText } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import type { BasketContents, BasketRow } from './basket.repository';

/**
 * SPEC §4 Delivery type change: the lines whose product the new type does not offer leave the
 * basket; answers the products' names (once each) for the guest's message. Used by
 * change-delivery-method and by set-table, which moves the basket to `here` (issue 16).
 */
export async function removeProductsNotOffered(
  tx: Database,
  basket: BasketRow,
  contents: BasketContents,
  deliveryType: DeliveryType,
  language: { locale: Locale; fallback: string },
): Promise<string[]> {
  const leaving = contents.lines.filter(
    (line) => !contents.catalogue.get(line.productId)?.deliveryTypes.includes(deliveryType),
  );
  if (leaving.length === 0) return [];
  await tx.delete(schema.basketProducts).where(
    and(
      eq(schema.basketProducts.basketId, basket.id),
      inArray(
        schema.basketProducts.id,
        leaving.map((line) => line.id),
      ),
    ),
  );
  const names = leaving.map((line) =>
    resolveText(contents.catalogue.get(line.productId)?.name, language.locale, language.fallback),
  );
  return [...new Set(names)];
}
