import type { LocalizedText } from '../localized-text';
import { hasWords } from './announcement-rules';

export interface InformationPageProblem {
  field: string;
  key: 'page_title_required' | 'page_text_required';
}

/**
 * SPEC §3 informationPages: the storefront links a page by its title and opens its text, so
 * both must exist in the restaurant's own language, the one every other language falls back to.
 * `content` is as it will be stored (markup cleaned).
 */
export function informationPageProblems(
  title: LocalizedText,
  content: LocalizedText,
  restaurantLanguage: string,
): InformationPageProblem[] {
  const problems: InformationPageProblem[] = [];
  if (!title[restaurantLanguage]?.trim())
    problems.push({ field: `title.${restaurantLanguage}`, key: 'page_title_required' });
  if (!hasWords(content[restaurantLanguage] ?? ''))
    problems.push({ field: `content.${restaurantLanguage}`, key: 'page_text_required' });
  return problems;
}
