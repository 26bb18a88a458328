/**
 * The storefront's page of an order (SPEC §2 /paymentstatus), where payment links and the
 * providers' returns lead. It names the restaurant (`restaurant=slug`, read by the page server
 * before its cookie), so a browser that never saw the storefront, such as the phone's default
 * browser that a banking app hands the guest back to, opens the order's own restaurant (issue 15).
 */
export function orderPageUrl(
  publicUrl: string,
  restaurantSlug: string,
  order: { id: number; token: string },
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({
    orderId: String(order.id),
    token: order.token,
    ...extra,
    restaurant: restaurantSlug,
  });
  return `${publicUrl}/paymentstatus?${query}`;
}
