import { describe, expect, it } from 'vitest';
import { servedPostalCodes } from './served-postal-codes';

const areas = (...codes: string[]) => codes.map((postalCode) => ({ postalCode }));

describe('servedPostalCodes (issue 33: the out-of-area answer names where the restaurant delivers)', () => {
  it('names the codes sorted and once each', () => {
    expect(servedPostalCodes(areas('10437', '10115', '10435', '10115'))).toEqual({
      named: ['10115', '10435', '10437'],
      more: 0,
    });
  });

  it('names the first ones and counts the rest', () => {
    expect(servedPostalCodes(areas('1', '2', '3', '4'), 3)).toEqual({ named: ['1', '2', '3'], more: 1 });
  });

  it('names none for a restaurant without areas', () => {
    expect(servedPostalCodes([])).toEqual({ named: [], more: 0 });
  });
});
