import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-red-600';
export const primaryButton =
  'w-full rounded-full bg-primary px-5 py-2.5 font-semibold text-(--color-primary-contrast) hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';

/** A labelled field; a required one shows ( * ) and says so to screen readers. */
export function FormField({
  label,
  required,
  requiredLabel,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  requiredLabel?: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required && (
          <>
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({requiredLabel})</span>
          </>
        )}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={inputClass} />;
}
