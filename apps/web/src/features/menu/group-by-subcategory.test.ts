import type { ProductDto } from '@tavola/contracts';
import { describe, expect, it } from 'vitest';
import { groupBySubcategory } from './group-by-subcategory';

const product = (id: number, subcategory: [number, string, number] | null) =>
  ({
    id,
    subcategory_id: subcategory?.[0] ?? null,
    subcategory_name: subcategory?.[1] ?? null,
    subcategory_image: null,
    subcategory_priority: subcategory?.[2] ?? null,
  }) as ProductDto;

describe('groupBySubcategory', () => {
  it('puts products without a subcategory first, then sections in priority order', () => {
    const sections = groupBySubcategory([
      product(1, [7, 'Warm', 2]),
      product(2, null),
      product(3, [5, 'Cold', 1]),
      product(4, [7, 'Warm', 2]),
    ]);
    expect(sections.map((s) => [s.id, s.products.map((p) => p.id)])).toEqual([
      [null, [2]],
      [5, [3]],
      [7, [1, 4]],
    ]);
  });
  it('gives nothing for no products', () => {
    expect(groupBySubcategory([])).toEqual([]);
  });
});
