import { describe, expect, it } from 'vitest';
import { sanitizeLocalized, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps simple formatting', () => {
    expect(sanitizeRichText('<p>Fresh <strong>basil</strong></p>')).toBe(
      '<p>Fresh <strong>basil</strong></p>',
    );
  });
  it('drops scripts, event handlers and javascript links', () => {
    const dirty = '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';
    expect(sanitizeRichText(dirty)).toBe('<p>Hi<a>x</a></p>');
  });
  it('drops images that could phone home', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>ok')).toBe('ok');
  });
  it('sanitises every locale of a text', () => {
    expect(sanitizeLocalized({ en: '<b>a</b><script></script>', ar: '<i>ب</i>' })).toEqual({
      en: '<b>a</b>',
      ar: '<i>ب</i>',
    });
  });
});
