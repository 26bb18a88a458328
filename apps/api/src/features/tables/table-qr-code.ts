import { tableQrUrl } from '@tavola/domain';
import type { TableRow } from './tables.repository';

/**
 * A table's QR code as an SVG document (the `qrcode` package, decision 027). Loaded on first use,
 * so the API starts without it. Error correction M: a code still reads with a stain or a crease.
 */
export async function tableQrCode(publicUrl: string, slug: string, table: TableRow) {
  const qrcode = await import('qrcode');
  const url = tableQrUrl(publicUrl, { slug, tableId: table.id, token: table.qrCode });
  const svg = await qrcode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { table_id: table.id, name: table.name, area: table.area, url, svg };
}
