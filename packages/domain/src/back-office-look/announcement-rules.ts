import type { LocalizedText } from '../localized-text';

export interface AnnouncementProblem {
  field: string;
  key: 'announcement_text_required';
}

/**
 * SPEC §3 has_announcement / announcement_before_checkout: an announcement that is shown must
 * read in the restaurant's own language, the text every other language falls back to; a hidden
 * one may be a draft, empty or not. `text` is as it will be stored (markup already cleaned), so
 * markup with no words (`<p></p>`) counts as empty.
 */
export function announcementProblems(
  text: LocalizedText,
  shown: boolean,
  restaurantLanguage: string,
): AnnouncementProblem[] {
  if (!shown || hasWords(text[restaurantLanguage] ?? '')) return [];
  return [{ field: `content.${restaurantLanguage}`, key: 'announcement_text_required' }];
}

/** Whether markup has any text a guest would read, tags and entities like &nbsp; aside. */
export function hasWords(html: string): boolean {
  return /[^\s\u00a0]/.test(html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' '));
}
