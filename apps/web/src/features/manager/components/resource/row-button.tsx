export const outlineButton =
  'inline-flex h-11 items-center justify-center rounded-full px-4 font-medium ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-50';
export const dangerButton =
  'inline-flex h-11 items-center justify-center rounded-full px-4 font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-50';

/**
 * Issue 35: a row's action (Edit, Delete, Publish, …). Its visible word is short; its name says
 * which row (`label`, e.g. "Edit voucher SUMMER"), so a list of them reads apart.
 */
export function RowButton({
  text,
  label,
  onClick,
  danger = false,
  disabled = false,
  className = '',
}: {
  text: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`${danger ? dangerButton : outlineButton} ${className}`}
    >
      {text}
    </button>
  );
}
