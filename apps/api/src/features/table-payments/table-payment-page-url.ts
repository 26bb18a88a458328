/**
 * The storefront's page of a table's bill, where a provider sends the guest back after paying
 * their part. It names the restaurant, as order pages do (decision 025).
 */
export function tablePaymentPageUrl(
  publicUrl: string,
  restaurantSlug: string,
  bill: { publicId: string },
  claimId: number,
): string {
  const query = new URLSearchParams({
    tablePaymentId: bill.publicId,
    claimId: String(claimId),
    restaurant: restaurantSlug,
  });
  return `${publicUrl}/table-payment?${query}`;
}
