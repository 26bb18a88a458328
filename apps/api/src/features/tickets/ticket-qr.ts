/** The QR encoder loads with the first ticket it draws, not with the server (a lean start, issue 14). */
const qrEncoder = async () => (await import('qrcode')).default;

/** The QR code of a ticket's code as a PNG (mail attachments: many clients show no SVG or data: URI). */
export const ticketQrPng = async (code: string): Promise<Buffer> =>
  (await qrEncoder()).toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });

/** The same QR code as an SVG data URL, for the storefront's order page. */
export async function ticketQrDataUrl(code: string): Promise<string> {
  const svg = await (await qrEncoder()).toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
