const button =
  'flex size-9 items-center justify-center rounded-full bg-white text-stone-800 ring-1 ring-stone-300 transition hover:ring-stone-400 disabled:cursor-not-allowed disabled:opacity-40';

/** Minus, the count and plus, as one labelled group. */
export function QuantityStepper({
  value,
  label,
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
  decreaseDisabled = false,
  increaseDisabled = false,
}: {
  value: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a count, not a form fieldset
    <div role="group" aria-label={label} className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        aria-label={decreaseLabel}
        disabled={decreaseDisabled}
        onClick={onDecrease}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path fill="currentColor" d="M4 9h12v2H4z" />
        </svg>
      </button>
      <span className="min-w-6 text-center font-semibold tabular-nums" aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        disabled={increaseDisabled}
        onClick={onIncrease}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path fill="currentColor" d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5z" />
        </svg>
      </button>
    </div>
  );
}
