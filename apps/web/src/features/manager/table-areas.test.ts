import { describe, expect, it } from 'vitest';
import { groupTablesByArea } from './table-areas';

const table = (name: string, area: string | null) => ({ name, area });

describe('groupTablesByArea', () => {
  it('puts each area where its first table comes, tables in natural order', () => {
    const groups = groupTablesByArea([
      table('T5', 'Courtyard'),
      table('T10', 'Dining room'),
      table('T6', 'Courtyard'),
      table('T2', 'Dining room'),
      table('T1', 'Dining room'),
    ]);
    expect(groups.map((group) => [group.area, group.tables.map((entry) => entry.name)])).toEqual([
      ['Dining room', ['T1', 'T2', 'T10']],
      ['Courtyard', ['T5', 'T6']],
    ]);
  });
  it('keeps tables without an area (or a blank one) together, last', () => {
    const groups = groupTablesByArea([table('Bar 1', null), table('A1', ' '), table('T1', 'Terrace')]);
    expect(groups.map((group) => [group.area, group.tables.map((entry) => entry.name)])).toEqual([
      ['Terrace', ['T1']],
      [null, ['A1', 'Bar 1']],
    ]);
  });
});
