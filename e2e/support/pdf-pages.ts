/**
 * The page sizes of a PDF Chromium printed (page.pdf), in whole millimetres: one MediaBox per
 * page. Enough to prove that print CSS (@page size) chose the paper, without a PDF library.
 */
export function pdfPageSizes(pdf: Buffer): [number, number][] {
  const toMm = (points: string) => Math.round((Number(points) * 25.4) / 72);
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((box) => [
    toMm(box[1]!),
    toMm(box[2]!),
  ]);
}
