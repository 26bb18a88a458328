import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text as a reader's tool extracts it (pdf.js, as browsers show PDFs): each page's
 * pieces joined by spaces. Tests read a receipt's figures back with it (issue 36).
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
