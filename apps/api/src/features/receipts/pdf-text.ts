import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A piece of a line in the order it is drawn from left to right; `rtl` pieces are in logical order. */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

/**
 * A line's pieces from left to right by the Unicode Bidirectional Algorithm (UAX #9, via bidi-js):
 * Arabic words, and numbers or Latin words among them, each where a reader expects them. Each
 * line takes the direction of its first strong letter, as a page's <bdi> does, so '10435 Berlin'
 * reads the same on an Arabic receipt. A right-to-left piece keeps its logical order, brackets
 * mirrored: the font engine shapes it and lays it out right to left itself (fontkit reverses a
 * right-to-left script's glyphs).
 */
export function visualRuns(logical: string): VisualRun[] {
  if (!logical) return [];
  const embedding = bidi.getEmbeddingLevels(logical, 'auto');
  // a bracket in a right-to-left piece takes its mirror image (UAX #9 rule L4), one UTF-16 unit each
  const text = Array.from({ length: logical.length }, (_, index) => {
    const char = logical.charAt(index);
    return (embedding.levels[index] ?? 0) % 2 === 1 ? (bidi.getMirroredCharacter(char) ?? char) : char;
  }).join('');
  const order = bidi.getReorderedIndices(text, embedding);
  const runs: { from: number; to: number; rtl: boolean }[] = [];
  for (const index of order) {
    const rtl = (embedding.levels[index] ?? 0) % 2 === 1;
    const last = runs.at(-1);
    if (last && last.rtl === rtl && index === (rtl ? last.from - 1 : last.to + 1)) {
      if (rtl) last.from = index;
      else last.to = index;
    } else runs.push({ from: index, to: index, rtl });
  }
  return runs.map((run) => ({ text: text.slice(run.from, run.to + 1), rtl: run.rtl }));
}

/** Whole-run layout (pdfkit lays out word by word without features, which breaks right-to-left runs). */
const wholeRun = { features: [] as never[] };

export function lineWidth(doc: PDFKit.PDFDocument, text: string): number {
  return doc.widthOfString(text, wholeRun);
}

/** Lines of at most `width`, broken between words (logical order, as each line is then laid out). */
export function wrapText(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && lineWidth(doc, next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/** Draws one line in a box, aligned left or right, its pieces in visual order. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; align: 'left' | 'right' },
): void {
  const runs = visualRuns(text).map((run) => ({ ...run, width: lineWidth(doc, run.text) }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let x = box.align === 'right' ? box.x + box.width - total : box.x;
  for (const run of runs) {
    doc.text(run.text, x, box.y, { lineBreak: false, ...wholeRun });
    x += run.width;
  }
}
