/** A radio shown as a pill: how to pay and the tip are each one row of them. */
export const choiceTabClass =
  'flex-1 cursor-pointer rounded-full px-3 py-2 text-center text-sm font-semibold ring-1 ring-stone-300 has-checked:bg-primary has-checked:text-(--color-primary-contrast) has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary';
