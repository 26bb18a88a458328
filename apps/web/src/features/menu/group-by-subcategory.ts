import type { ProductDto } from '@tavola/contracts';

export interface SubcategorySection {
  id: number | null;
  name: string;
  image: string | null;
  products: ProductDto[];
}

/**
 * Products without a subcategory first, then one section per subcategory in its priority
 * order (SPEC §2 subcategory sections with counts).
 */
export function groupBySubcategory(products: readonly ProductDto[]): SubcategorySection[] {
  const sections = new Map<number | null, SubcategorySection & { priority: number }>();
  for (const product of products) {
    const id = product.subcategory_id;
    let section = sections.get(id);
    if (!section) {
      section = {
        id,
        name: product.subcategory_name ?? '',
        image: product.subcategory_image,
        priority: id === null ? Number.NEGATIVE_INFINITY : (product.subcategory_priority ?? 0),
        products: [],
      };
      sections.set(id, section);
    }
    section.products.push(product);
  }
  return [...sections.values()]
    .sort((a, b) => a.priority - b.priority)
    .map(({ priority: _priority, ...section }) => section);
}

/** SPEC §9: a collapsed subcategory previews this many thumbnails, then an ellipsis. */
export const subcategoryPreviewCount = 5;

/**
 * SPEC §9 subcategory preview (categories not expanded): the first five products' pictures,
 * and whether more follow (shown as an ellipsis).
 */
export function subcategoryPreview(products: readonly ProductDto[]): {
  thumbnails: ProductDto[];
  more: boolean;
} {
  return {
    thumbnails: products.slice(0, subcategoryPreviewCount),
    more: products.length > subcategoryPreviewCount,
  };
}
