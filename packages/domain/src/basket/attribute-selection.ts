/** SPEC §3 attribute group as the selection rules need it. */
export interface AttributeGroupRule {
  id: number;
  minimumValue: number;
  /** null = no maximum */
  maximumValue: number | null;
  isMultiSelect: boolean;
  /** the group's item ids (pivot ids of the product) */
  itemIds: readonly number[];
}

/** Chosen item ids per group id. */
export type AttributeSelection = Readonly<Record<number, readonly number[]>>;

/** A group's effective maximum: one for single-select groups. */
export const groupMaximum = (group: AttributeGroupRule): number | null =>
  group.isMultiSelect ? group.maximumValue : 1;

/**
 * SPEC §4 Attribute selection: clicking a chosen item removes it; single-select replaces;
 * multi-select appends unless the maximum is reached.
 */
export function toggleAttributeItem(
  selection: AttributeSelection,
  group: AttributeGroupRule,
  itemId: number,
): AttributeSelection {
  const chosen = selection[group.id] ?? [];
  if (chosen.includes(itemId)) return { ...selection, [group.id]: chosen.filter((id) => id !== itemId) };
  if (!group.isMultiSelect) return { ...selection, [group.id]: [itemId] };
  const maximum = groupMaximum(group);
  if (maximum !== null && chosen.length >= maximum) return selection;
  return { ...selection, [group.id]: [...chosen, itemId] };
}

export type AttributeProblem =
  | { groupId: number; kind: 'below_minimum'; minimum: number }
  | { groupId: number; kind: 'above_maximum'; maximum: number }
  | { groupId: number; kind: 'unknown_item'; itemId: number };

/** SPEC §5 attribute group rules: each group at least its minimum, at most its maximum, only its items. */
export function checkAttributeSelection(
  groups: readonly AttributeGroupRule[],
  selection: AttributeSelection,
): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  for (const group of groups) {
    const chosen = selection[group.id] ?? [];
    for (const itemId of chosen)
      if (!group.itemIds.includes(itemId)) problems.push({ groupId: group.id, kind: 'unknown_item', itemId });
    if (chosen.length < group.minimumValue)
      problems.push({ groupId: group.id, kind: 'below_minimum', minimum: group.minimumValue });
    const maximum = groupMaximum(group);
    if (maximum !== null && chosen.length > maximum)
      problems.push({ groupId: group.id, kind: 'above_maximum', maximum });
  }
  return problems;
}

/** SPEC §4: Add is disabled while any group is below its minimum. */
export const canAddWithSelection = (
  groups: readonly AttributeGroupRule[],
  selection: AttributeSelection,
): boolean => checkAttributeSelection(groups, selection).length === 0;
