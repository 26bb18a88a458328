import { type FormEvent, useId } from 'react';
import { primaryButton, TextField } from '../../../components/ui/form';
import { useAccountT } from '../account-i18n';
import { useAccountForm } from '../hooks/use-account-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import { NewPasswordFields } from './account-fields';
import { card } from './form-parts';

const empty = { current_password: '', password: '', password_confirmation: '' };

/** The profile's security part: a new password, given with the current one. */
export function PasswordChangeForm() {
  const t = useAccountT();
  const save = useSaveProfile();
  const id = useId();
  const form = useAccountForm(empty);
  const { values, errors, busy } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.password !== values.password_confirmation) {
      form.showErrors({ password_confirmation: [t('auth.passwordsMismatch')] });
      return;
    }
    form.setBusy(true);
    form.showErrors({});
    if (await save(values, form.fail)) form.setValues(empty);
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
        {t('profile.security')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            value={values.current_password}
            errors={errors.current_password}
            onChange={form.set('current_password')}
          />
        </div>
        <NewPasswordFields
          label={t('profile.newPassword')}
          values={values}
          errors={errors}
          onChange={form.set}
        />
      </div>
      <div className="flex justify-end">
        <button
          type="submit"
          className={primaryButton}
          disabled={busy || !values.current_password || !values.password}
        >
          {busy ? t('auth.working') : t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}
