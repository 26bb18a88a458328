import type { LocalizedText } from '../localized-text';

export type BlogProblemKey = 'blog_title_required' | 'blog_content_required';

export interface BlogProblem {
  field: string;
  key: BlogProblemKey;
}

export interface BlogPostDraft {
  title: LocalizedText;
  /** HTML as stored (after sanitising): a body that sanitised to nothing is empty */
  content: LocalizedText;
}

const hasText = (html: string | undefined) => (html ?? '').replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';

/**
 * A post needs a title and a body in the restaurant's own language: that is the text every
 * other language falls back to (decision 002), so a guest never opens an empty post.
 */
export function blogPostProblems(draft: BlogPostDraft, restaurantLanguage: string): BlogProblem[] {
  const problems: BlogProblem[] = [];
  if (!draft.title[restaurantLanguage]?.trim())
    problems.push({ field: `title.${restaurantLanguage}`, key: 'blog_title_required' });
  if (!hasText(draft.content[restaurantLanguage]))
    problems.push({ field: `content.${restaurantLanguage}`, key: 'blog_content_required' });
  return problems;
}

/**
 * The address a title gives a post (/blogs/{slug}): lower-case latin letters and digits
 * joined by single hyphens, accents dropped. A title with no latin letter at all (Arabic)
 * gives '', and the caller names the post by its number instead.
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The tag names of a post, once each whatever their case, in the order given. */
export function distinctTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => {
      const key = name.toLocaleLowerCase();
      if (!name || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
