import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

/** What a field hands its control so the label, the hint and the message belong to it. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/** A field's messages as a 422 names them (SPEC §8 `errors.field`) or one text; the first is shown. */
export type FieldMessages = string | readonly string[] | undefined;

export const controlClass =
  'block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';
export const textAreaClass = `${controlClass.replace('h-11', 'min-h-24')} py-2`;
/** Radios and checkboxes in the restaurant's colour (issue 15). */
export const choiceClass = 'size-5 shrink-0 cursor-pointer accent-(--color-primary)';

const firstOf = (messages: FieldMessages) => (typeof messages === 'string' ? messages : messages?.[0]) || '';

/**
 * The one form field of the storefront (epic-stack forms.tsx): a label (a required one shows
 * "*"), the control, a hint and the error slot under it, tied to the control with
 * aria-invalid and aria-describedby so a screen reader reads the message with the field.
 */
export function Field({
  label,
  required = false,
  hint,
  errors,
  className,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  hint?: string;
  errors?: FieldMessages;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const message = firstOf(errors);
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        ...(message ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 11.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM9 5.5v6h2v-6H9Z"
            />
          </svg>
          {message}
        </p>
      )}
    </div>
  );
}

type FieldProps = { label: ReactNode; required?: boolean; hint?: string; errors?: FieldMessages };

/** A one-line text field. */
export function TextField({
  label,
  required,
  hint,
  errors,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'id'>) {
  return (
    <Field label={label} required={required} hint={hint} errors={errors} className={className}>
      {(control) => <input {...input} {...control} className={controlClass} />}
    </Field>
  );
}

/** A text area field. */
export function TextAreaField({
  label,
  required,
  hint,
  errors,
  className,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required' | 'id'>) {
  return (
    <Field label={label} required={required} hint={hint} errors={errors} className={className}>
      {(control) => <textarea {...input} {...control} className={textAreaClass} />}
    </Field>
  );
}

/** A checkbox with its label beside it and the error slot under it (e.g. the terms). */
export function CheckboxField({
  label,
  errors,
  ...input
}: {
  label: ReactNode;
  errors?: FieldMessages;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const id = useId();
  const message = firstOf(errors);
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          className={`${choiceClass} mt-0.5`}
          {...(message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        />
        <span>{label}</span>
      </label>
      {message && (
        <p id={`${id}-error`} className="ms-8 mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
