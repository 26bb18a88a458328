// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('writes the subset the server keeps: bold, italic, lists, links, line breaks', () => {
    expect(markdownToHtml('Heute **Live-Musik**\nab *19 Uhr*')).toBe(
      '<p>Heute <strong>Live-Musik</strong><br>ab <em>19 Uhr</em></p>',
    );
    expect(markdownToHtml('- Brot\n- Wein')).toBe('<ul>\n<li>Brot</li>\n<li>Wein</li>\n</ul>');
    expect(markdownToHtml('[Karte](https://example.org/karte)')).toBe(
      '<p><a href="https://example.org/karte">Karte</a></p>',
    );
  });
  it('makes headings h3 or h4, the only ones stored', () => {
    expect(markdownToHtml('## Impressum\n#### Kontakt')).toBe('<h3>Impressum</h3>\n<h4>Kontakt</h4>');
  });
  it('drops scripts, handlers and javascript: links typed as HTML', () => {
    const html = markdownToHtml(
      'Hallo <script>alert(1)</script><img src=x onerror="alert(1)"> [x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/script|onerror|img|javascript/);
    expect(html).toContain('Hallo');
  });
  it('is empty for blank text', () => {
    expect(markdownToHtml('  \n ')).toBe('');
  });
});

describe('htmlToMarkdown', () => {
  it('reads stored HTML back so that it becomes the same HTML again', () => {
    const stored =
      '<h3>Impressum</h3>\n<p>Olive &amp; Linde <strong>GmbH</strong><br>Berlin</p>\n<ul>\n<li><a href="mailto:a@b.de">Mail</a></li>\n</ul>';
    const markdown = htmlToMarkdown(stored);
    expect(markdown).toContain('### Impressum');
    expect(markdownToHtml(markdown)).toBe(stored);
  });
  it('keeps the words of underline and spans', () => {
    expect(htmlToMarkdown('<p><u>Neu</u> <span>heute</span></p>')).toBe('Neu heute');
  });
});
