// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, forgetDrafts, readDraft, writeDraft } from './checkout-draft';

const basket = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('checkout draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back what was written, per restaurant and basket', () => {
    writeDraft(sessionStorage, draftKey(1, basket), {
      contact: { name: 'Ada', city: 'Berlin' },
      payment: 'cash',
    });
    expect(readDraft(sessionStorage, draftKey(1, basket))).toEqual({
      contact: { name: 'Ada', city: 'Berlin' },
      payment: 'cash',
    });
    expect(readDraft(sessionStorage, draftKey(2, basket))).toBeUndefined();
  });

  it('ignores what it cannot read, and keeps only texts of the contact', () => {
    sessionStorage.setItem(draftKey(1, basket), '{not json');
    expect(readDraft(sessionStorage, draftKey(1, basket))).toBeUndefined();
    sessionStorage.setItem(draftKey(1, basket), JSON.stringify({ contact: { name: 'Ada', email: 7 } }));
    expect(readDraft(sessionStorage, draftKey(1, basket))).toEqual({ contact: { name: 'Ada' } });
  });

  it("forgets one restaurant's drafts and leaves the others'", () => {
    writeDraft(sessionStorage, draftKey(1, basket), { contact: { name: 'Ada' } });
    writeDraft(sessionStorage, draftKey(1, 'older'), { contact: { name: 'Ada' } });
    writeDraft(sessionStorage, draftKey(12, basket), { contact: { name: 'Bo' } });
    forgetDrafts(sessionStorage, 1);
    expect(Object.keys(sessionStorage)).toEqual([draftKey(12, basket)]);
  });
});
