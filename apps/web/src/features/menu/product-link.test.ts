import type { ProductDto } from '@tavola/contracts';
import { describe, expect, it } from 'vitest';
import { productFromLink } from './product-link';

const falafel = { id: 17, name: 'Falafel' } as ProductDto;

describe('productFromLink', () => {
  it('names no product without ?product', () => {
    expect(productFromLink(null, [falafel])).toBeUndefined();
  });
  it('finds the product the link names in the shown list', () => {
    expect(productFromLink('17', [falafel])).toBe(falafel);
  });
  it("is 'missing' for a product the list does not hold (archived, hidden, elsewhere)", () => {
    expect(productFromLink('18', [falafel])).toBe('missing');
  });
  it("is 'missing' for an id that is no number", () => {
    expect(productFromLink('17abc', [falafel])).toBe('missing');
    expect(productFromLink('', [falafel])).toBe('missing');
  });
});
