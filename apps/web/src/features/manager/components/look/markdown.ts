import { richTextMarkup } from '@tavola/domain';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import TurndownService from 'turndown';

/**
 * Decision 045: pages and announcements are written as a small Markdown subset in a plain
 * textarea (bold, italic, headings, lists, links, line breaks) and stored as the HTML subset
 * every rich text keeps (packages/domain richTextMarkup). These run only in the manager's
 * chunk: the storefront reads the stored HTML.
 */

const marked = new Marked({
  gfm: true,
  // a line break the manager types is one the guest sees
  breaks: true,
  renderer: {
    // the stored subset has h3 and h4 only: '#' to '###' read as h3, deeper as h4
    heading({ tokens, depth }) {
      const tag = depth <= 3 ? 'h3' : 'h4';
      return `<${tag}>${this.parser.parseInline(tokens)}</${tag}>\n`;
    },
  },
});

/** The cleaned HTML a Markdown text becomes: what the server will store, and what the preview shows. */
export function markdownToHtml(markdown: string): string {
  if (!markdown.trim()) return '';
  const html = marked.parse(markdown, { async: false });
  return cleanHtml(html).trim();
}

/** DOMPurify with the server's allow-list, so the preview shows no markup the server would drop. */
export function cleanHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...richTextMarkup.tags],
    ALLOWED_ATTR: [...richTextMarkup.attributes],
    ALLOWED_URI_REGEXP: richTextMarkup.urls,
  });
}

const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  emDelimiter: '*',
  strongDelimiter: '**',
  br: '',
});
// a <br> inside a paragraph is a plain line break (marked's `breaks` reads it back the same)
turndown.addRule('lineBreak', { filter: 'br', replacement: () => '\n' });
// underline and spans have no Markdown: their words stay
turndown.keep([]);
turndown.addRule('plain', { filter: ['u', 'span'], replacement: (content) => content });

/** A stored text (HTML, or plain text from before) as Markdown to edit. */
export function htmlToMarkdown(html: string): string {
  if (!html.trim()) return '';
  return turndown.turndown(html);
}
