/** SPEC §3 package step as the flow needs it. */
export interface PackageStepRule {
  id: number;
  min: number;
  max: number;
  /** choices by their step-product id (productPackage) */
  choices: readonly { id: number; isMultipleAllowed: boolean }[];
}

/** Chosen quantity per step-product id, per step id. */
export type PackageSelection = Readonly<Record<number, Readonly<Record<number, number>>>>;

export const stepCount = (selection: PackageSelection, stepId: number): number =>
  Object.values(selection[stepId] ?? {}).reduce((sum, quantity) => sum + quantity, 0);

/** SPEC §4 Package flow: Further moves on only when the step's minimum is met. */
export const canLeaveStep = (step: PackageStepRule, selection: PackageSelection): boolean =>
  stepCount(selection, step.id) >= step.min;

/**
 * SPEC §5 package step: a choice can be added while the step's maximum is not reached, a
 * single choice at most once unless multiples are allowed, and only while stock remains.
 */
export function canIncrease(
  step: PackageStepRule,
  selection: PackageSelection,
  choiceId: number,
  available: number | null,
): boolean {
  const choice = step.choices.find((entry) => entry.id === choiceId);
  if (!choice) return false;
  const current = selection[step.id]?.[choiceId] ?? 0;
  if (stepCount(selection, step.id) >= step.max) return false;
  if (!choice.isMultipleAllowed && current >= 1) return false;
  return available === null || available > 0;
}

export function changeChoice(
  selection: PackageSelection,
  stepId: number,
  choiceId: number,
  delta: 1 | -1,
): PackageSelection {
  const step = { ...(selection[stepId] ?? {}) };
  const next = Math.max(0, (step[choiceId] ?? 0) + delta);
  if (next === 0) delete step[choiceId];
  else step[choiceId] = next;
  return { ...selection, [stepId]: step };
}

export type PackageProblem =
  | { stepId: number; kind: 'below_minimum'; min: number }
  | { stepId: number; kind: 'above_maximum'; max: number }
  | { stepId: number; kind: 'not_multiple'; choiceId: number }
  | { stepId: number | null; kind: 'unknown_choice'; choiceId: number };

/** The server's check of a whole package choice (every step within min..max, only its own choices). */
export function checkPackageSelection(
  steps: readonly PackageStepRule[],
  selection: PackageSelection,
): PackageProblem[] {
  const problems: PackageProblem[] = [];
  for (const [stepKey, choices] of Object.entries(selection)) {
    const step = steps.find((entry) => entry.id === Number(stepKey));
    for (const [choiceKey, quantity] of Object.entries(choices)) {
      const choice = step?.choices.find((entry) => entry.id === Number(choiceKey));
      if (!step || !choice)
        problems.push({ stepId: step?.id ?? null, kind: 'unknown_choice', choiceId: Number(choiceKey) });
      else if (!choice.isMultipleAllowed && quantity > 1)
        problems.push({ stepId: step.id, kind: 'not_multiple', choiceId: choice.id });
    }
  }
  for (const step of steps) {
    const count = stepCount(selection, step.id);
    if (count < step.min) problems.push({ stepId: step.id, kind: 'below_minimum', min: step.min });
    if (count > step.max) problems.push({ stepId: step.id, kind: 'above_maximum', max: step.max });
  }
  return problems;
}
