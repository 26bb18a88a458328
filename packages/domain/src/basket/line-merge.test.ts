import { describe, expect, it } from 'vitest';
import { lineToMergeInto, type MergeableLine } from './line-merge';

const line = (id: number, shape: Partial<MergeableLine> = {}) => ({
  id,
  productId: 7,
  unitDetails: 0,
  options: [],
  ...shape,
});
const added = (shape: Partial<MergeableLine> = {}): MergeableLine => ({
  productId: 7,
  unitDetails: 0,
  options: [],
  ...shape,
});
const classicWithCheese = [
  { id: 10, quantity: 1 },
  { id: 20, quantity: 2 },
];

describe('lineToMergeInto', () => {
  it('merges the same product with the same options into its line', () => {
    const lines = [line(1, { options: classicWithCheese })];
    expect(lineToMergeInto(lines, added({ options: classicWithCheese }))?.id).toBe(1);
  });
  it('merges the same product without options into its line', () => {
    expect(lineToMergeInto([line(1)], added())?.id).toBe(1);
  });
  it('reads the options in any order', () => {
    const lines = [line(1, { options: classicWithCheese })];
    const reversed = [...classicWithCheese].reverse();
    expect(lineToMergeInto(lines, added({ options: reversed }))?.id).toBe(1);
  });
  it('keeps another product apart', () => {
    expect(lineToMergeInto([line(1)], added({ productId: 8 }))).toBeUndefined();
  });
  it('keeps another option apart', () => {
    const lines = [line(1, { options: [{ id: 10, quantity: 1 }] })];
    expect(lineToMergeInto(lines, added({ options: [{ id: 11, quantity: 1 }] }))).toBeUndefined();
  });
  it('keeps the same option taken another number of times apart', () => {
    const lines = [line(1, { options: classicWithCheese })];
    const moreCheese = [
      { id: 10, quantity: 1 },
      { id: 20, quantity: 3 },
    ];
    expect(lineToMergeInto(lines, added({ options: moreCheese }))).toBeUndefined();
  });
  it('keeps one option more or one option fewer apart', () => {
    const lines = [line(1, { options: classicWithCheese })];
    expect(lineToMergeInto(lines, added({ options: [{ id: 10, quantity: 1 }] }))).toBeUndefined();
    expect(
      lineToMergeInto(lines, added({ options: [...classicWithCheese, { id: 30, quantity: 1 }] })),
    ).toBeUndefined();
    expect(lineToMergeInto([line(2)], added({ options: [{ id: 10, quantity: 1 }] }))).toBeUndefined();
  });
  it('keeps another note apart', () => {
    const lines = [line(1, { comment: 'no onions' })];
    expect(lineToMergeInto(lines, added({ comment: 'extra onions' }))).toBeUndefined();
    expect(lineToMergeInto(lines, added())).toBeUndefined();
    expect(lineToMergeInto([line(2)], added({ comment: 'no onions' }))).toBeUndefined();
  });
  it('merges the same note, and takes no note and an empty note as the same', () => {
    expect(lineToMergeInto([line(1, { comment: 'no onions' })], added({ comment: 'no onions' }))?.id).toBe(1);
    expect(lineToMergeInto([line(1, { comment: '' })], added())?.id).toBe(1);
    expect(lineToMergeInto([line(1)], added({ comment: '' }))?.id).toBe(1);
  });
  it('never merges into a line with per-unit names or dates, nor an add that brings them', () => {
    expect(lineToMergeInto([line(1, { unitDetails: 1 })], added())).toBeUndefined();
    expect(lineToMergeInto([line(1)], added({ unitDetails: 2 }))).toBeUndefined();
  });
  it('takes the first line that matches', () => {
    const lines = [line(1, { comment: 'x' }), line(2), line(3)];
    expect(lineToMergeInto(lines, added())?.id).toBe(2);
  });
});
