import { describe, expect, it } from 'vitest';
import { announcementProblems, hasWords } from './announcement-rules';

describe('announcementProblems', () => {
  it("needs a shown announcement in the restaurant's language; other languages may stay empty", () => {
    expect(announcementProblems({ de: '<p>Heute geschlossen</p>' }, true, 'de')).toEqual([]);
    expect(announcementProblems({ en: '<p>Closed today</p>' }, true, 'de')).toEqual([
      { field: 'content.de', key: 'announcement_text_required' },
    ]);
  });
  it('counts markup without words as empty', () => {
    expect(announcementProblems({ de: '<p> &nbsp;</p><br>' }, true, 'de')).toHaveLength(1);
  });
  it('lets a hidden announcement be empty (a draft)', () => {
    expect(announcementProblems({}, false, 'de')).toEqual([]);
  });
});

describe('hasWords', () => {
  it('reads text between tags', () => {
    expect(hasWords('<p><strong>Neu</strong></p>')).toBe(true);
    expect(hasWords('<ul><li></li></ul>')).toBe(false);
  });
});
