import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it('leaves plain text as it is, umlauts and Arabic included', () => {
    expect(csvCell('jörg@example.org')).toBe('jörg@example.org');
    expect(csvCell('سلام@example.org')).toBe('سلام@example.org');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a would-be formula as text', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+49 30 1234')).toBe("'+49 30 1234");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvRow', () => {
  it('joins the cells with commas and ends the line with CRLF', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });
});
