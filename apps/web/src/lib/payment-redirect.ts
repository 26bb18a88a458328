/**
 * SPEC §2 redirect rules after an order: a link to the payment-status page becomes the
 * /paymentstatus route with the link's query, a link to the payment page the /payment route,
 * (issue 17) a link to a table's bill the /table-payment route; any other link is left for the
 * browser to open.
 */
export function paymentRedirect(
  link: string,
  origin: string,
): { kind: 'route'; to: string } | { kind: 'external'; href: string } {
  const url = new URL(link, origin);
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/paymentstatus')) return { kind: 'route', to: `/paymentstatus${url.search}` };
  if (path.endsWith('/table-payment')) return { kind: 'route', to: `/table-payment${url.search}` };
  if (path.endsWith('/payment')) return { kind: 'route', to: `/payment${url.search}` };
  return { kind: 'external', href: url.href };
}
