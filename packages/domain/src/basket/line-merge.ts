/** An option of a basket line: the product's option (pivot id) and how often it is taken. */
export interface LineOption {
  id: number;
  quantity: number;
}

/** A basket line, or a product about to be added, as the merge rule reads it. */
export interface MergeableLine {
  productId: number;
  /** the guest's note; no note and an empty note are the same */
  comment?: string;
  /** event mode: how many per-unit names and dates the line carries */
  unitDetails: number;
  options: readonly LineOption[];
}

/** The same options, in any order: as many, and each of the line's taken as often in the other. */
const sameOptions = (line: readonly LineOption[], added: readonly LineOption[]): boolean =>
  line.length === added.length &&
  line.every((option) => added.some((other) => other.id === option.id && other.quantity === option.quantity));

/**
 * SPEC §7 basket/add, "identical lines are merged": a product added with its options joins the
 * first line of the same product with the same note and the same options, which then counts
 * more units; anything else becomes a new line. A line with per-unit names or dates never takes
 * a merge, nor does an add that brings them: each unit keeps its own (SPEC §3 person, date).
 * A package is not merged at all: every package added is a line of its own with its choices.
 */
export function lineToMergeInto<Line extends MergeableLine>(
  lines: readonly Line[],
  added: MergeableLine,
): Line | undefined {
  if (added.unitDetails > 0) return undefined;
  return lines.find(
    (line) =>
      line.productId === added.productId &&
      (line.comment ?? '') === (added.comment ?? '') &&
      line.unitDetails === 0 &&
      sameOptions(line.options, added.options),
  );
}
