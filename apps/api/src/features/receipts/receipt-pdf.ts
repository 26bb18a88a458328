import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { drawLine, wrapText } from './pdf-text';
import { type ReceiptDocument, rowGroupsOf } from './receipt-document';

/**
 * DejaVu Sans from npm (dejavu-fonts-ttf), embedded as subsets: one family covers Latin, the
 * € sign and Arabic with its joining forms, so no font of the machine's is needed (decision 086).
 * Parsed once per process: parsing its tables again for every receipt cost about two thirds of
 * a receipt's time (measured on the create-order bench, whose confirmation mails attach one).
 */
const fontOf = (name: string) =>
  create(readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)));
let fonts: { regular: Font; bold: Font } | undefined;
const loadFonts = () => {
  fonts ??= { regular: fontOf('DejaVuSans.ttf'), bold: fontOf('DejaVuSans-Bold.ttf') };
  return fonts;
};

const page = { width: 595.28, height: 841.89, margin: 48 };
const contentWidth = page.width - 2 * page.margin;
const grey = '#52525b';
/** item, quantity, unit price, amount, rate: widths in points, from the start side */
const itemColumns = [205, 40, 86, 86, 82];
const taxColumns = [124.75, 124.75, 124.75, 124.75];

/** The receipt as an A4 PDF: the same words and figures as its page, laid out for print. */
export function receiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    lang: receipt.locale,
    displayTitle: true,
    info: { Title: `${receipt.title} – ${receipt.brand.name}`, Author: receipt.seller[0] ?? '' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const rtl = receipt.dir === 'rtl';
  let y = page.margin;
  /** a column's box from the start side, mirrored in a right-to-left receipt */
  const box = (offset: number, width: number) => ({
    x: rtl ? page.width - page.margin - offset - width : page.margin + offset,
    width,
  });
  const align = (side: 'start' | 'end') => ((side === 'start') !== rtl ? 'left' : 'right');
  const room = (height: number) => {
    if (y + height <= page.height - page.margin) return;
    doc.addPage();
    y = page.margin;
  };
  const line = (text: string, at: { offset: number; width: number; side: 'start' | 'end' }) =>
    drawLine(doc, text, { ...box(at.offset, at.width), y, align: align(at.side) });
  /** a paragraph over the whole width, wrapped */
  const paragraph = (text: string, size: number, font = 'regular', color = '#18181b') => {
    doc.font(font).fontSize(size).fillColor(color);
    for (const part of wrapText(doc, text, contentWidth)) {
      room(size * 1.4);
      line(part, { offset: 0, width: contentWidth, side: 'start' });
      y += size * 1.4;
    }
  };
  /** a table row: each cell wrapped in its column; the row as tall as its tallest cell */
  const row = (cells: { text: string; details?: string[] }[], widths: number[], font = 'regular') => {
    doc.font(font).fontSize(10);
    const wrapped = cells.map((cell, index) => wrapText(doc, cell.text, (widths[index] ?? 0) - 6));
    const details = cells.map((cell, index) =>
      (cell.details ?? []).flatMap((detail) => wrapText(doc, detail, (widths[index] ?? 0) - 6)),
    );
    const height =
      Math.max(...wrapped.map((lines, index) => lines.length * 13 + (details[index]?.length ?? 0) * 11)) + 6;
    room(height);
    let offset = 0;
    cells.forEach((_, index) => {
      const width = widths[index] ?? 0;
      const side = index === 0 && widths !== taxColumns ? 'start' : 'end';
      let cellY = y + 3;
      doc.font(font).fontSize(10).fillColor('#18181b');
      for (const text of wrapped[index] ?? []) {
        drawLine(doc, text, { ...box(offset + 3, width - 6), y: cellY, align: align(side) });
        cellY += 13;
      }
      doc.font('regular').fontSize(8.5).fillColor(grey);
      for (const text of details[index] ?? []) {
        drawLine(doc, text, { ...box(offset + 3, width - 6), y: cellY, align: align(side) });
        cellY += 11;
      }
      offset += width;
    });
    y += height;
    doc
      .moveTo(page.margin, y)
      .lineTo(page.width - page.margin, y)
      .lineWidth(0.5)
      .strokeColor('#d4d4d8')
      .stroke();
  };

  // the header band in the restaurant's colour, then who sells and the receipt's facts
  doc.rect(0, 0, page.width, 36).fill(receipt.brand.color);
  doc.font('bold').fontSize(13).fillColor('#ffffff');
  drawLine(doc, receipt.brand.name, { ...box(0, contentWidth), y: 12, align: align('start') });
  y = 56;
  paragraph(receipt.title, 20, 'bold');
  y += 4;
  if (receipt.note) paragraph(receipt.note, 9.5, 'regular', '#92400e');
  for (const text of receipt.seller) paragraph(text, 10);
  y += 8;
  doc.font('regular').fontSize(10);
  for (const [label, value] of receipt.facts) {
    room(14);
    doc.font('regular').fillColor(grey);
    line(label, { offset: 0, width: 140, side: 'start' });
    doc.fillColor('#18181b');
    line(value, { offset: 140, width: contentWidth - 140, side: 'start' });
    y += 14;
  }
  if (receipt.recipient) {
    y += 6;
    for (const text of receipt.recipient) paragraph(text, 10);
  }
  y += 10;
  row(
    receipt.columns.map((text) => ({ text })),
    itemColumns,
    'bold',
  );
  for (const group of rowGroupsOf(receipt)) {
    // a group's heading spans the table (a table's invoice: a round, its invoice number and dates)
    if (group.heading) row([{ text: group.heading, details: group.details }], [contentWidth], 'bold');
    for (const item of group.rows)
      row(
        [
          { text: item.item, details: item.details },
          { text: item.quantity },
          { text: item.unitPrice },
          { text: item.amount },
          { text: item.rate },
        ],
        itemColumns,
      );
  }
  y += 8;
  const labelWidth = itemColumns[0]! + itemColumns[1]! + itemColumns[2]!;
  for (const total of receipt.totals) {
    doc
      .font(total.strong ? 'bold' : 'regular')
      .fontSize(total.strong ? 12 : 10)
      .fillColor('#18181b');
    room(16);
    line(total.label, { offset: 0, width: labelWidth, side: 'end' });
    line(total.value, { offset: labelWidth, width: itemColumns[3]!, side: 'end' });
    y += total.strong ? 18 : 14;
  }
  y += 12;
  paragraph(receipt.taxTitle, 12, 'bold');
  row(
    receipt.taxColumns.map((text) => ({ text })),
    taxColumns,
    'bold',
  );
  for (const taxRow of receipt.taxRows)
    row(
      taxRow.map((text) => ({ text })),
      taxColumns,
    );
  y += 10;
  for (const text of receipt.footnotes) paragraph(text, 8.5, 'regular', grey);
  doc.end();
  return done;
}
