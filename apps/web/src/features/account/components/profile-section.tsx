import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@tavola/contracts';
import { type FormEvent, useId, useState } from 'react';
import {
  type FieldErrors,
  fieldErrorsOf,
  primaryButton,
  TextField,
  useFormErrors,
} from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useAccountT } from '../account-i18n';
import { accountApi, accountKeys, type ProfileInput, userQuery } from '../api/account-api';
import { useFailureText } from './auth-dialog';
import { card, NewPasswordFields, Spinner } from './form-parts';

const today = () => new Date().toISOString().slice(0, 10);

/** SPEC §2 /dashboard/profile ('Your Profile'): the customer's details and password. */
export default function ProfileSection() {
  useDeferredTexts();
  const t = useAccountT();
  const { t: tApp, locale } = useTranslation();
  const { api } = useAppContext();
  const user = useQuery(userQuery(api, locale));
  if (user.isError) return <LoadError message={t('account.loadError')} onRetry={() => void user.refetch()} />;
  if (!user.data) return <Spinner label={tApp('app.loading')} />;
  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t('title.profile')}</h2>
      <DetailsForm key={user.data.updated_at} user={user.data} />
      <PasswordForm />
    </div>
  );
}

/** Saves through auth/user/update and keeps the cached user current. */
function useSaveProfile() {
  const { api } = useAppContext();
  const { locale } = useTranslation();
  const queryClient = useQueryClient();
  const failure = useFailureText();
  return async (input: ProfileInput, onFieldErrors: (errors: FieldErrors) => void): Promise<boolean> => {
    try {
      const answer = await accountApi.updateProfile(api, input);
      queryClient.setQueryData(accountKeys.user(locale), answer.data);
      if (answer.message) snackbar.show({ text: answer.message.body, tone: 'success' });
      return true;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      onFieldErrors(fields);
      // a 422 names its fields: the messages stand beside them (issue 15)
      if (Object.keys(fields).length === 0) snackbar.error(failure(error));
      return false;
    }
  };
}

function DetailsForm({ user }: { user: UserDto }) {
  const t = useAccountT();
  const { t: tApp } = useTranslation();
  const save = useSaveProfile();
  const id = useId();
  const [fields, setFields] = useState({
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    birthday: user.birthday ?? '',
    company: user.company ?? '',
    postal_code: user.postal_code ?? '',
    current_password: '',
  });
  const { formRef, errors, show: setErrors, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((old) => ({ ...old, [field]: event.target.value }));
    clear(field);
  };
  const emailChanged = fields.email.trim().toLowerCase() !== user.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const { current_password, ...rest } = fields;
    await save({ ...rest, ...(emailChanged ? { current_password } : {}) }, setErrors);
    setBusy(false);
  }

  return (
    <form
      ref={formRef}
      className={`${card} space-y-4`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('profile.personal')}
      </h3>
      <p className="text-sm text-stone-600">{tApp('checkout.requiredFields')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('auth.name')}
          autoComplete="name"
          required
          value={fields.name}
          errors={errors.name}
          onChange={set('name')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          errors={errors.email}
          onChange={set('email')}
        />
        <TextField
          label={t('auth.phone')}
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          errors={errors.phone}
          onChange={set('phone')}
        />
        <TextField
          label={t('auth.birthday')}
          type="date"
          autoComplete="bday"
          max={today()}
          value={fields.birthday}
          errors={errors.birthday}
          onChange={set('birthday')}
        />
        <TextField
          label={t('auth.company')}
          autoComplete="organization"
          value={fields.company}
          errors={errors.company}
          onChange={set('company')}
        />
        <TextField
          label={t('auth.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          value={fields.postal_code}
          errors={errors.postal_code}
          onChange={set('postal_code')}
        />
        {emailChanged && (
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            hint={t('profile.currentPasswordHint')}
            value={fields.current_password}
            errors={errors.current_password}
            onChange={set('current_password')}
          />
        )}
      </div>
      <div className="flex justify-end">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('auth.working') : t('profile.save')}
        </button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const t = useAccountT();
  const save = useSaveProfile();
  const id = useId();
  const empty = { current_password: '', password: '', password_confirmation: '' };
  const [fields, setFields] = useState(empty);
  const { formRef, errors, show: setErrors, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((old) => ({ ...old, [field]: event.target.value }));
    clear(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.password !== fields.password_confirmation) {
      setErrors({ password_confirmation: [t('auth.passwordsMismatch')] });
      return;
    }
    setBusy(true);
    setErrors({});
    if (await save(fields, setErrors)) setFields(empty);
    setBusy(false);
  }

  return (
    <form
      ref={formRef}
      className={`${card} space-y-4`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('profile.security')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            value={fields.current_password}
            errors={errors.current_password}
            onChange={set('current_password')}
          />
        </div>
        <NewPasswordFields label={t('profile.newPassword')} values={fields} errors={errors} onChange={set} />
      </div>
      <div className="flex justify-end">
        <button
          type="submit"
          className={primaryButton}
          disabled={busy || !fields.current_password || !fields.password}
        >
          {busy ? t('auth.working') : t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}
