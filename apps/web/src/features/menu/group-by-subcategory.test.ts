import type { ProductDto } from '@tavola/contracts';
import { describe, expect, it } from 'vitest';
import { groupBySubcategory, subcategoryPreview } from './group-by-subcategory';

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

describe('subcategoryPreview (SPEC §9: 5 thumbnails then an ellipsis)', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) => product(index + 1, [7, 'Warm', 1]));
  it('shows five and says more follow from the sixth', () => {
    const preview = subcategoryPreview(many(6));
    expect(preview.thumbnails.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(preview.more).toBe(true);
  });
  it('shows all of five without an ellipsis', () => {
    expect(subcategoryPreview(many(5))).toMatchObject({ more: false });
    expect(subcategoryPreview(many(5)).thumbnails).toHaveLength(5);
    expect(subcategoryPreview(many(2)).thumbnails).toHaveLength(2);
  });
});
