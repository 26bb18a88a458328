import { describe, expect, it } from 'vitest';
import { mentionsAllergy, orderNotes } from './order-notes';

describe('orderNotes', () => {
  it("gathers the order's comment first, then each item's, trimmed", () => {
    expect(
      orderNotes({
        comment: ' Ring twice ',
        lines: [
          { name: 'Hummus', comment: null },
          { name: 'Falafel', comment: 'extra crispy' },
        ],
      }),
    ).toEqual([{ text: 'Ring twice' }, { item: 'Falafel', text: 'extra crispy' }]);
  });
  it('has no note for empty or blank comments', () => {
    expect(orderNotes({ comment: '  ', lines: [{ name: 'Hummus', comment: '' }] })).toEqual([]);
    expect(orderNotes({ lines: [] })).toEqual([]);
  });
});

describe('mentionsAllergy', () => {
  it('hears an allergy in English, German, French and Arabic', () => {
    expect(mentionsAllergy('No onions please, allergic to sesame!')).toBe(true);
    expect(mentionsAllergy('Allergie gegen Nüsse')).toBe(true);
    expect(mentionsAllergy('allergique aux arachides')).toBe(true);
    expect(mentionsAllergy('لدي حساسية من السمسم')).toBe(true);
  });
  it('hears an intolerance too', () => {
    expect(mentionsAllergy('lactose intolerant')).toBe(true);
    expect(mentionsAllergy('Laktoseunverträglichkeit')).toBe(true);
    expect(mentionsAllergy('intolérance au gluten')).toBe(true);
  });
  it('leaves other comments alone', () => {
    expect(mentionsAllergy('Ring twice')).toBe(false);
    expect(mentionsAllergy('extra spicy')).toBe(false);
  });
});
