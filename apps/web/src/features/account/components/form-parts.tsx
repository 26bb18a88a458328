import type { ReactNode } from 'react';
import { type FieldErrors, TextField } from '../../../components/ui/form';
import { useAccountT } from '../account-i18n';

export const linkButton = 'font-medium text-stone-700 underline underline-offset-2 hover:text-stone-950';
export const card = 'rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';

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
  errors: FieldErrors;
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
        errors={errors.password}
        onChange={onChange('password')}
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        errors={errors.password_confirmation}
        onChange={onChange('password_confirmation')}
      />
    </>
  );
}
