import { describe, expect, it } from 'vitest';
import { informationPageProblems } from './information-page-rules';

describe('informationPageProblems', () => {
  it("needs a title and a text in the restaurant's language; other languages may stay empty", () => {
    expect(informationPageProblems({ fr: 'Nos fournisseurs' }, { fr: '<p>Le riz vient…</p>' }, 'fr')).toEqual(
      [],
    );
  });
  it('names the missing title and the text without words on their fields', () => {
    expect(informationPageProblems({ en: 'Suppliers', fr: ' ' }, { fr: '<p></p>' }, 'fr')).toEqual([
      { field: 'title.fr', key: 'page_title_required' },
      { field: 'content.fr', key: 'page_text_required' },
    ]);
  });
});
