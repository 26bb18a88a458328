import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAccountT } from '../account-i18n';

export const primaryButton =
  'rounded-full bg-primary px-5 py-2.5 text-center font-semibold text-(--color-primary-contrast) hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton =
  'rounded-full px-4 py-2.5 text-center font-medium text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-50';
export const linkButton = 'font-medium text-stone-700 underline underline-offset-2 hover:text-stone-950';
export const card = 'rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';

/** Per-field messages of a 422 answer (SPEC §8), by field name. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError && error.status === 422 ? error.errors : {};
}

/** A labelled input with its hint and its server message, tied together for screen readers. */
export function TextField({
  label,
  error,
  hint,
  required = false,
  ...input
}: {
  label: string;
  error?: string[];
  hint?: string;
  required?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>) {
  const id = useId();
  const message = error?.[0];
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`h-11 w-full rounded-xl border bg-white px-3 ${message ? 'border-red-600' : 'border-stone-300'}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
      {children}
    </p>
  );
}

type PasswordField = 'password' | 'password_confirmation';

/** A new password (at least 8 characters, with its hint) and its confirmation. */
export function NewPasswordFields({
  label,
  values,
  errors,
  onChange,
}: {
  /** the first field's label: 'Password' when registering, 'New password' elsewhere */
  label: string;
  values: Record<PasswordField, string>;
  errors: Partial<Record<PasswordField, string[]>>;
  onChange: (field: PasswordField) => (event: { target: { value: string } }) => void;
}) {
  const t = useAccountT();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t('auth.passwordHint')}
        value={values.password}
        error={errors.password}
        onChange={onChange('password')}
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onChange={onChange('password_confirmation')}
      />
    </>
  );
}
