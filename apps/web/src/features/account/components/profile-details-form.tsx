import type { UserDto } from '@tavola/contracts';
import { type FormEvent, useId } from 'react';
import { primaryButton, TextField } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { useAccountT } from '../account-i18n';
import { useAccountForm } from '../hooks/use-account-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import { DetailFields } from './account-fields';
import { card } from './form-parts';

/** The profile's personal details; a new e-mail address needs the current password. */
export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const t = useAccountT();
  const { t: tApp } = useTranslation();
  const save = useSaveProfile();
  const id = useId();
  const form = useAccountForm({
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    birthday: user.birthday ?? '',
    company: user.company ?? '',
    postal_code: user.postal_code ?? '',
    current_password: '',
  });
  const { values, errors, busy } = form;
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setBusy(true);
    form.showErrors({});
    const { current_password, ...rest } = values;
    await save({ ...rest, ...(emailChanged ? { current_password } : {}) }, form.fail);
    form.setBusy(false);
  }

  return (
    <form
      ref={form.formRef}
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
        <DetailFields
          fields={['name', 'email', 'phone', 'birthday', 'company', 'postal_code']}
          values={values}
          errors={errors}
          onChange={form.set}
        />
        {emailChanged && (
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            hint={t('profile.currentPasswordHint')}
            value={values.current_password}
            errors={errors.current_password}
            onChange={form.set('current_password')}
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
