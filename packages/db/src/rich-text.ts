import { type LocalizedText, richTextMarkup } from '@tavola/domain';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);

/** The markup a menu or page text may keep; everything else (scripts, handlers, styles) goes. */
const allowed = {
  ALLOWED_TAGS: [...richTextMarkup.tags],
  ALLOWED_ATTR: [...richTextMarkup.attributes],
  ALLOWED_URI_REGEXP: richTextMarkup.urls,
};

/** Rich text is sanitised when it is written, so every reader gets safe markup. */
export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, allowed);
}

export function sanitizeLocalized(text: LocalizedText): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [locale, value] of Object.entries(text))
    if (value !== undefined) clean[locale] = sanitizeRichText(value);
  return clean;
}
