import { describe, expect, it } from 'vitest';
import {
  canIncrease,
  canLeaveStep,
  changeChoice,
  checkPackageSelection,
  type PackageStepRule,
} from './package-selection';

const main: PackageStepRule = {
  id: 1,
  min: 1,
  max: 1,
  choices: [
    { id: 10, isMultipleAllowed: false },
    { id: 11, isMultipleAllowed: false },
  ],
};
const drinks: PackageStepRule = {
  id: 2,
  min: 0,
  max: 2,
  choices: [
    { id: 20, isMultipleAllowed: true },
    { id: 21, isMultipleAllowed: false },
  ],
};

describe('package flow', () => {
  it('moves on only when the step minimum is met', () => {
    expect(canLeaveStep(main, {})).toBe(false);
    expect(canLeaveStep(main, changeChoice({}, 1, 10, 1))).toBe(true);
    expect(canLeaveStep(drinks, {})).toBe(true);
  });
  it('stops adding at the step maximum', () => {
    const chosen = changeChoice({}, 1, 10, 1);
    expect(canIncrease(main, chosen, 11, null)).toBe(false);
  });
  it('repeats a choice only in multiples mode', () => {
    const once = changeChoice({}, 2, 20, 1);
    expect(canIncrease(drinks, once, 20, null)).toBe(true);
    const single = changeChoice({}, 2, 21, 1);
    expect(canIncrease(drinks, single, 21, null)).toBe(false);
  });
  it('disables plus at zero availability', () => {
    expect(canIncrease(drinks, {}, 20, 0)).toBe(false);
    expect(canIncrease(drinks, {}, 20, 1)).toBe(true);
  });
  it('removes a choice when its quantity reaches 0', () => {
    expect(changeChoice(changeChoice({}, 2, 20, 1), 2, 20, -1)).toEqual({ 2: {} });
  });
});

describe('checkPackageSelection', () => {
  it('accepts a complete choice', () => {
    expect(checkPackageSelection([main, drinks], { 1: { 10: 1 }, 2: { 20: 2 } })).toEqual([]);
  });
  it('reports a missing step, too many, repeats without multiples and foreign choices', () => {
    expect(checkPackageSelection([main, drinks], { 2: { 20: 3 } })).toEqual([
      { stepId: 1, kind: 'below_minimum', min: 1 },
      { stepId: 2, kind: 'above_maximum', max: 2 },
    ]);
    expect(checkPackageSelection([main], { 1: { 10: 2 } })).toContainEqual({
      stepId: 1,
      kind: 'not_multiple',
      choiceId: 10,
    });
    expect(checkPackageSelection([main], { 1: { 99: 1 } })).toContainEqual({
      stepId: 1,
      kind: 'unknown_choice',
      choiceId: 99,
    });
  });
});
