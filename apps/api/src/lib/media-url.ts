/** Images are served by the API itself (stored with the tenant), immutable per id. */
export const mediaUrl = (id: number | null | undefined): string | null => (id ? `/api/media/${id}` : null);

/**
 * Issue 20: an icon made from a restaurant's logo (`APP_ICONS`). One on the restaurant's colour
 * names the colour, so a new colour is a new address and every address can be cached for good.
 */
export const logoIconUrl = (logoId: number, icon: string, colour?: string): string =>
  `/api/media/${logoId}/icons/${icon}${colour ? `-${colour.replace('#', '').toLowerCase()}` : ''}.png`;
