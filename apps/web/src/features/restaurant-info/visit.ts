/** SPEC §3 local storage 'visited': the restaurant-zone date of the last visit recorded. */
export const visitedKey = 'visited';

/**
 * SPEC §4: the visit is recorded once per calendar day per browser; qrCode when the address
 * names a table (tableId, tableName or qrcode); new when this browser never visited.
 */
export function visitToRecord(
  today: string,
  lastVisited: string | null,
  search: string,
): { qrCode: boolean; unique: true; new: boolean } | undefined {
  if (lastVisited === today) return undefined;
  const params = new URLSearchParams(search);
  return {
    qrCode: ['tableId', 'tableName', 'qrcode'].some((name) => params.has(name)),
    unique: true,
    new: !lastVisited,
  };
}
