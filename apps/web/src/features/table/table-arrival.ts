/**
 * SPEC §4 Login landing: a table's QR code opens the storefront with the table (its id, or its
 * name as `tableName` or `table`) and its token (`qrcode`), which go to set-table.
 */
export interface TableArrival {
  /** a number when the address holds digits; anything else is passed on for the server to refuse */
  tableId?: number | string;
  tableName?: string;
  qrcode: string;
}

/** The parameters that name a table; they leave the address once read. */
const tableParams = ['tableId', 'tableName', 'table', 'qrcode'] as const;

/** The table an address names, or undefined when it names none. */
export function tableArrivalOf(search: string): TableArrival | undefined {
  const params = new URLSearchParams(search);
  if (!tableParams.some((name) => params.has(name))) return undefined;
  const id = params.get('tableId');
  const name = params.get('tableName') ?? params.get('table');
  return {
    ...(id !== null ? { tableId: /^\d+$/.test(id) ? Number(id) : id } : {}),
    ...(name !== null ? { tableName: name } : {}),
    qrcode: params.get('qrcode') ?? '',
  };
}

/** The address without the table's parameters (path, the other parameters and the hash stay). */
export function addressWithoutTable(href: string): string {
  const url = new URL(href);
  for (const name of tableParams) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
