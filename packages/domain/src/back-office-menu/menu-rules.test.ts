import { describe, expect, it } from 'vitest';
import { menuNameProblems, optionGroupProblems, packageStepProblems, reorderProblems } from './menu-rules';

const group = (min: number, max: number | null, options = 2) => ({
  name: { de: 'Größe' },
  min,
  max,
  options: Array.from({ length: options }, (_, i) => ({ name: { de: `Option ${i}` } })),
});

describe('menuNameProblems', () => {
  it("needs the name in the restaurant's language, other languages are optional", () => {
    expect(menuNameProblems({ de: 'Suppe' }, 'de')).toEqual([]);
    expect(menuNameProblems({ en: 'Soup', de: '  ' }, 'de')).toEqual([
      { field: 'name.de', key: 'menu_name_required' },
    ]);
  });
});

describe('optionGroupProblems', () => {
  it('accepts min 1 max 1 of two options, and no maximum', () => {
    expect(optionGroupProblems([group(1, 1), group(0, null)], 'de')).toEqual([]);
  });
  it('refuses a minimum above the maximum on the minimum', () => {
    expect(optionGroupProblems([group(1, 1), group(2, 1)], 'de')).toEqual([
      { field: 'option_groups.1.min', key: 'menu_option_min_max' },
    ]);
  });
  it('refuses a maximum above the number of options, and a minimum no guest can meet', () => {
    expect(optionGroupProblems([group(0, 3)], 'de')).toEqual([
      { field: 'option_groups.0.max', key: 'menu_option_max_options' },
    ]);
    expect(optionGroupProblems([group(3, null)], 'de')).toEqual([
      { field: 'option_groups.0.min', key: 'menu_option_max_options' },
    ]);
    expect(optionGroupProblems([group(2, 2)], 'de')).toEqual([]);
  });
  it('names an unnamed group and option on their own fields', () => {
    const unnamed = { ...group(0, 1), name: { en: 'Size' }, options: [{ name: {} }, { name: { de: 'L' } }] };
    expect(optionGroupProblems([unnamed], 'de')).toEqual([
      { field: 'option_groups.0.name.de', key: 'menu_name_required' },
      { field: 'option_groups.0.options.0.name.de', key: 'menu_name_required' },
    ]);
  });
});

describe('reorderProblems', () => {
  it('accepts every sibling exactly once, in any order', () => {
    expect(reorderProblems([3, 1, 2], [1, 2, 3])).toEqual([]);
  });
  it('refuses a foreign id, a missing sibling and a repeated id', () => {
    const refused = [{ field: 'ids', key: 'menu_reorder_ids' }];
    expect(reorderProblems([3, 1, 9], [1, 2, 3])).toEqual(refused);
    expect(reorderProblems([3, 1], [1, 2, 3])).toEqual(refused);
    expect(reorderProblems([3, 1, 1, 2], [1, 2, 3])).toEqual(refused);
  });
});

describe('packageStepProblems', () => {
  const step = (min: number, max: number, choices: number[], multiple = false) => ({
    name: { de: 'Hauptgang' },
    min,
    max,
    choices: choices.map((productId) => ({ productId, multiple })),
  });
  it('accepts choose 1 of 2, and 3 of 2 when repeats are allowed', () => {
    expect(packageStepProblems([step(1, 1, [4, 5]), step(3, 3, [4, 5], true)], 'de', 9)).toEqual([]);
  });
  it('refuses min above max, and more picks than choices without repeats', () => {
    expect(packageStepProblems([step(2, 1, [4, 5]), step(0, 3, [4, 5])], 'de', 9)).toEqual([
      { field: 'steps.0.min', key: 'menu_option_min_max' },
      { field: 'steps.1.max', key: 'menu_option_max_options' },
    ]);
  });
  it('refuses the set menu inside itself and a product offered twice in a step', () => {
    expect(packageStepProblems([step(1, 1, [9, 4, 4])], 'de', 9)).toEqual([
      { field: 'steps.0.choices.0.product_id', key: 'menu_package_self' },
      { field: 'steps.0.choices.2.product_id', key: 'menu_package_duplicate' },
    ]);
  });
});
