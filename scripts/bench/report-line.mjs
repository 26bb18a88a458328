/** One line of the bench's report: what was measured, its value, and the budget it is read against. */
export const line = (label, value, budget) =>
  console.log(`  ${label.padEnd(44)} ${String(value).padStart(10)}   ${budget}`);
