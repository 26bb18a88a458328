/**
 * Issue 16: the address a table's QR code encodes — the storefront with the restaurant, the
 * table and its token, which the storefront hands to set-table and then removes from the
 * address bar (SPEC §4 Login landing). Any path of `publicUrl` is kept; a trailing slash is not doubled.
 */
export function tableQrUrl(
  publicUrl: string,
  table: { slug: string; tableId: number; token: string },
): string {
  const url = new URL(publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  url.search = new URLSearchParams({
    restaurant: table.slug,
    tableId: String(table.tableId),
    qrcode: table.token,
  }).toString();
  return url.toString();
}
