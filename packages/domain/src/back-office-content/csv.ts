/**
 * CSV for spreadsheets (RFC 4180 with CRLF line ends). A cell a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so an
 * address like "=HYPERLINK(…)@x.org" typed into the storefront stays text (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The byte-order mark that makes Excel read the file as UTF-8 (umlauts, Arabic). */
export const csvByteOrderMark = '\uFEFF';
