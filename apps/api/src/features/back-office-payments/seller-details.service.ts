import type { SellerDetails, sellerDetailsBodySchema } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import { normalVatId, sellerDetailsProblems } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldProblemsError } from '../../lib/http-error';
import type { RestaurantRow } from '../restaurants';

/** Issue 36: who the receipts name as the seller: the legal name, the address and the tax identifiers. */
export const sellerDetails = (restaurant: RestaurantRow): SellerDetails => ({
  legal_name: restaurant.legalName,
  street: restaurant.street,
  postal_code: restaurant.postalCode,
  city: restaurant.city,
  country: restaurant.country,
  vat_id: restaurant.vatId,
  tax_number: restaurant.taxNumber,
});

/**
 * Saves them after the domain's checks. The address is the storefront's too (its imprint page
 * stays the owner's own text). Receipts already issued read them anew: a receipt shows the
 * seller as it is now, the order's figures as they were (decision 086).
 */
export async function saveSellerDetails(
  db: Database,
  restaurant: RestaurantRow,
  body: z.output<typeof sellerDetailsBodySchema>,
): Promise<SellerDetails> {
  const problems = sellerDetailsProblems(body);
  if (problems.length) throw fieldProblemsError(problems);
  const saved: SellerDetails = {
    ...body,
    country: body.country.toUpperCase(),
    vat_id: normalVatId(body.vat_id),
  };
  await db
    .update(schema.restaurants)
    .set({
      legalName: saved.legal_name,
      street: saved.street,
      postalCode: saved.postal_code,
      city: saved.city,
      country: saved.country,
      vatId: saved.vat_id,
      taxNumber: saved.tax_number,
      updatedAt: new Date(),
    })
    .where(eq(schema.restaurants.id, restaurant.id));
  return saved;
}
