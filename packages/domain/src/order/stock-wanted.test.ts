import { describe, expect, it } from 'vitest';
import { stockWanted } from './stock-wanted';

describe('stockWanted', () => {
  it('counts a line’s product and its set-menu items times the line, in product order', () => {
    expect(
      stockWanted([
        {
          productId: 9,
          quantity: 2,
          items: [
            { productId: 3, quantity: 1 },
            { productId: 5, quantity: 2 },
          ],
        },
        { productId: 3, quantity: 1, items: [] },
      ]),
    ).toEqual([
      [3, 3],
      [5, 4],
      [9, 2],
    ]);
  });
  it('leaves out what names no product any more (a deleted product of an old order)', () => {
    expect(
      stockWanted([{ productId: null, quantity: 4, items: [{ productId: undefined, quantity: 1 }] }]),
    ).toEqual([]);
  });
});
