import { type Database, schema } from '@tavola/db';
import type { LocalizedText, TaxCategory } from '@tavola/domain';
import { and, eq } from 'drizzle-orm';

const { attributeGroups, attributeItems, productAttributeItems } = schema;

export interface OptionGroupWrite {
  id?: number;
  name: LocalizedText;
  min: number;
  max: number | null;
  /** taxCategory: null = as the product; undefined = a saved option keeps its own (issue 36) */
  options: { id?: number; name: LocalizedText; price: number; taxCategory?: TaxCategory | null }[];
}

/**
 * A product's option groups replaced whole: named groups and options of this restaurant are
 * changed (groups are shared, so a shared group changes for every product that offers it),
 * new ones are made, and the product offers exactly the options listed, at their prices.
 * Returns false when an id names no group or option of this restaurant (or another group's option).
 */
export async function replaceOptionGroups(
  tx: Database,
  restaurantId: number,
  productId: number,
  groups: readonly OptionGroupWrite[],
): Promise<{ field: string } | undefined> {
  const offered: { attributeItemId: number; price: number }[] = [];
  for (const [groupIndex, group] of groups.entries()) {
    const groupValues = {
      name: group.name,
      minimumValue: group.min,
      maximumValue: group.max,
      isMultiSelect: group.max === null || group.max > 1,
      priority: groupIndex,
    };
    let groupId: number;
    if (group.id === undefined) {
      const [row] = await tx
        .insert(attributeGroups)
        .values({ restaurantId, ...groupValues })
        .returning({ id: attributeGroups.id });
      groupId = row!.id;
    } else {
      const [row] = await tx
        .update(attributeGroups)
        .set(groupValues)
        .where(and(eq(attributeGroups.id, group.id), eq(attributeGroups.restaurantId, restaurantId)))
        .returning({ id: attributeGroups.id });
      if (!row) return { field: `option_groups.${groupIndex}.id` };
      groupId = row.id;
    }
    for (const [optionIndex, option] of group.options.entries()) {
      const itemValues = {
        name: option.name,
        priority: optionIndex,
        ...(option.taxCategory === undefined ? {} : { taxCategory: option.taxCategory }),
      };
      let itemId: number;
      if (option.id === undefined) {
        const [row] = await tx
          .insert(attributeItems)
          .values({ restaurantId, groupId, ...itemValues })
          .returning({ id: attributeItems.id });
        itemId = row!.id;
      } else {
        const [row] = await tx
          .update(attributeItems)
          .set(itemValues)
          .where(
            and(
              eq(attributeItems.id, option.id),
              eq(attributeItems.groupId, groupId),
              eq(attributeItems.restaurantId, restaurantId),
            ),
          )
          .returning({ id: attributeItems.id });
        if (!row) return { field: `option_groups.${groupIndex}.options.${optionIndex}.id` };
        itemId = row.id;
      }
      offered.push({ attributeItemId: itemId, price: option.price });
    }
  }
  await tx
    .delete(productAttributeItems)
    .where(
      and(
        eq(productAttributeItems.restaurantId, restaurantId),
        eq(productAttributeItems.productId, productId),
      ),
    );
  if (offered.length)
    await tx
      .insert(productAttributeItems)
      .values(offered.map((entry) => ({ restaurantId, productId, ...entry })));
  return undefined;
}
