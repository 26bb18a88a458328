import { describe, expect, it } from 'vitest';
import {
  type AttributeGroupRule,
  canAddWithSelection,
  checkAttributeSelection,
  toggleAttributeItem,
} from './attribute-selection';

const size: AttributeGroupRule = {
  id: 1,
  minimumValue: 1,
  maximumValue: null,
  isMultiSelect: false,
  itemIds: [10, 11],
};
const toppings: AttributeGroupRule = {
  id: 2,
  minimumValue: 0,
  maximumValue: 2,
  isMultiSelect: true,
  itemIds: [20, 21, 22],
};

describe('toggleAttributeItem', () => {
  it('single-select replaces the choice', () => {
    expect(toggleAttributeItem({ 1: [10] }, size, 11)).toEqual({ 1: [11] });
  });
  it('clicking a chosen item removes it', () => {
    expect(toggleAttributeItem({ 2: [20, 21] }, toppings, 20)).toEqual({ 2: [21] });
  });
  it('multi-select appends until the maximum, then ignores more', () => {
    const one = toggleAttributeItem({}, toppings, 20);
    const two = toggleAttributeItem(one, toppings, 21);
    expect(two).toEqual({ 2: [20, 21] });
    expect(toggleAttributeItem(two, toppings, 22)).toBe(two);
  });
});

describe('checkAttributeSelection', () => {
  it('reports a group below its minimum and disables Add', () => {
    expect(checkAttributeSelection([size], {})).toEqual([{ groupId: 1, kind: 'below_minimum', minimum: 1 }]);
    expect(canAddWithSelection([size, toppings], {})).toBe(false);
    expect(canAddWithSelection([size, toppings], { 1: [10] })).toBe(true);
  });
  it('reports more items than the maximum (a single-select group allows one)', () => {
    expect(checkAttributeSelection([toppings], { 2: [20, 21, 22] })).toEqual([
      { groupId: 2, kind: 'above_maximum', maximum: 2 },
    ]);
    expect(checkAttributeSelection([size], { 1: [10, 11] })).toEqual([
      { groupId: 1, kind: 'above_maximum', maximum: 1 },
    ]);
  });
  it('reports an item that is not the group’s', () => {
    expect(checkAttributeSelection([size], { 1: [99] })).toContainEqual({
      groupId: 1,
      kind: 'unknown_item',
      itemId: 99,
    });
  });
});
