import { describe, expect, it } from 'vitest';
import { blogPostProblems, distinctTagNames, slugOf } from './blog-rules';

describe('blogPostProblems', () => {
  it("asks for the title and the body in the restaurant's language only", () => {
    expect(blogPostProblems({ title: { de: 'Sommer' }, content: { de: '<p>Hallo</p>' } }, 'de')).toEqual([]);
    expect(blogPostProblems({ title: { en: 'Summer' }, content: { en: '<p>Hi</p>' } }, 'de')).toEqual([
      { field: 'title.de', key: 'blog_title_required' },
      { field: 'content.de', key: 'blog_content_required' },
    ]);
  });

  it('counts a body of empty markup as empty', () => {
    expect(blogPostProblems({ title: { en: 'T' }, content: { en: '<p> &nbsp;</p><br>' } }, 'en')).toEqual([
      { field: 'content.en', key: 'blog_content_required' },
    ]);
  });
});

describe('slugOf', () => {
  it('makes an address of latin letters and digits, accents dropped', () => {
    expect(slugOf('Crème brûlée & Straßenfest 2026!')).toBe('creme-brulee-strassenfest-2026');
    expect(slugOf('  --Summer--  ')).toBe('summer');
  });

  it('gives nothing for a title without latin letters', () => {
    expect(slugOf('الصيف في الفناء')).toBe('');
  });

  it('keeps to 80 characters without a trailing hyphen', () => {
    const slug = slugOf(`${'a'.repeat(79)} bcd`);
    expect(slug).toBe('a'.repeat(79));
  });
});

describe('distinctTagNames', () => {
  it('keeps each name once whatever its case, trimmed, in order', () => {
    expect(distinctTagNames([' Summer ', 'news', 'summer', 'Kitchen  table', ''])).toEqual([
      'Summer',
      'news',
      'Kitchen table',
    ]);
  });
});
