import { describe, expect, it } from 'vitest';
import { visualRuns } from './pdf-text';

describe('visualRuns (the receipt PDF’s right-to-left lines)', () => {
  it('a left-to-right line is one piece', () => {
    expect(visualRuns('Falafel (5 pieces)')).toEqual([{ text: 'Falafel (5 pieces)', rtl: false }]);
  });
  it('an Arabic label with a voucher code: the code stands to the left, the words keep their logical order', () => {
    expect(visualRuns('قسيمة WELCOME10')).toEqual([
      { text: 'WELCOME10', rtl: false },
      { text: 'قسيمة ', rtl: true },
    ]);
  });
  it('a number among Arabic words reads left to right where it stands', () => {
    expect(visualRuns('رقم الفاتورة 12 مدفوع')).toEqual([
      { text: ' مدفوع', rtl: true },
      { text: '12', rtl: false },
      { text: 'رقم الفاتورة ', rtl: true },
    ]);
  });
  it('brackets in Arabic are mirrored; a line that starts in Latin keeps its order among Arabic', () => {
    // drawn from the left: ' قطع(' (laid out right to left, so '(' lands on the left), '5', 'فلافل )'
    expect(visualRuns('فلافل (5 قطع)')).toEqual([
      { text: ' قطع(', rtl: true },
      { text: '5', rtl: false },
      { text: 'فلافل )', rtl: true },
    ]);
    expect(visualRuns('10435 Berlin')).toEqual([{ text: '10435 Berlin', rtl: false }]);
  });
});
