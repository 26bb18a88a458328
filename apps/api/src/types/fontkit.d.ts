/**
 * The part of fontkit (pdfkit's own font engine) the receipts use: a font parsed once. pdfkit
 * 0.20 takes such a font wherever it takes a font file (PDFFontFactory.open), which its types
 * do not say; the merged overload below says it.
 */
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    layout(text: string, features?: readonly string[]): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}

declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont(name: string, src: import('fontkit').Font): this;
  }
}
