import { describe, expect, it } from 'vitest';
import { choicesLeft, packageItems, unitsPerPackage } from './package-choices';

// step-product ids 1..3 stand for products 10, 10 (the same dish in two steps) and 20
const products: Record<number, number> = { 1: 10, 2: 10, 3: 20 };
const productOf = (choiceId: number) => products[choiceId];

describe('unitsPerPackage', () => {
  it('adds up a product chosen in several steps', () => {
    expect(unitsPerPackage({ 1: { 1: 1 }, 2: { 2: 2, 3: 1 } }, productOf)).toEqual(
      new Map([
        [10, 3],
        [20, 1],
      ]),
    );
  });
  it('ignores choices it does not know', () => {
    expect(unitsPerPackage({ 1: { 99: 1 } }, productOf)).toEqual(new Map());
  });
});

describe('packageItems', () => {
  it('sends each choice with its product, its step-product row and the count', () => {
    expect(packageItems({ 1: { 1: 1 }, 2: { 3: 2 } }, productOf)).toEqual([
      { productId: 10, productPackage: 1, quantity: 1 },
      { productId: 20, productPackage: 3, quantity: 2 },
    ]);
  });
  it('leaves out empty steps and unknown choices', () => {
    expect(packageItems({ 1: {}, 2: { 99: 1 } }, productOf)).toEqual([]);
  });
});

describe('choicesLeft', () => {
  it('is the units left for one package', () => {
    expect(choicesLeft(3, 1)).toBe(3);
  });
  it('counts whole packages: 3 units left make one more choice for 2 packages, 1 unit none', () => {
    expect(choicesLeft(3, 2)).toBe(1);
    expect(choicesLeft(1, 2)).toBe(0);
  });
  it('keeps unlimited stock unlimited', () => {
    expect(choicesLeft(null, 5)).toBeNull();
  });
});
