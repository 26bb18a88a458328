import type { WebAccountMessageKey } from '@tavola/i18n/web-account';
import type { InputHTMLAttributes } from 'react';
import { type FieldErrors, TextField } from '../../../components/ui/form';
import { useAccountT } from '../account-i18n';

/** The customer's own details, as signing up and the profile ask for them. */
export type DetailField = 'name' | 'email' | 'phone' | 'birthday' | 'company' | 'postal_code';
type PasswordField = 'password' | 'password_confirmation';
type OnChange<Field extends string> = (field: Field) => (event: { target: { value: string } }) => void;

const today = () => new Date().toISOString().slice(0, 10);

/** Each detail field once: its label and what the browser may fill in or offer for it. */
const details: Record<
  DetailField,
  { label: WebAccountMessageKey; required?: true } & InputHTMLAttributes<HTMLInputElement>
> = {
  name: { label: 'auth.name', autoComplete: 'name', required: true },
  email: { label: 'auth.email', type: 'email', autoComplete: 'email', required: true },
  phone: { label: 'auth.phone', type: 'tel', autoComplete: 'tel' },
  birthday: { label: 'auth.birthday', type: 'date', autoComplete: 'bday' },
  company: { label: 'auth.company', autoComplete: 'organization' },
  postal_code: { label: 'auth.postalCode', inputMode: 'numeric', autoComplete: 'postal-code' },
};

/** The named detail fields, in the order given, each with its message slot. */
export function DetailFields<Field extends DetailField>({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly Field[];
  values: Record<Field, string>;
  errors: FieldErrors;
  onChange: OnChange<Field>;
}) {
  const t = useAccountT();
  return fields.map((field) => {
    const { label, ...input } = details[field];
    return (
      <TextField
        key={field}
        label={t(label)}
        {...input}
        // nobody is born tomorrow
        {...(field === 'birthday' ? { max: today() } : {})}
        value={values[field]}
        errors={errors[field]}
        onChange={onChange(field)}
      />
    );
  });
}

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
  onChange: OnChange<PasswordField>;
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
