import type { FormEvent } from 'react';
import { primaryButton, TextField } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useAccountT } from '../account-i18n';
import { accountApi } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import { useFinishLogin } from '../hooks/use-finish-login';
import { DetailFields } from './account-fields';
import { linkButton } from './form-parts';

/** The auth modal's login: e-mail (given when known) and password. */
export function LoginForm({
  next,
  email,
  onForgot,
}: {
  next?: string;
  email?: string;
  onForgot: () => void;
}) {
  const t = useAccountT();
  const { api } = useAppContext();
  const finish = useFinishLogin(next);
  const form = useAccountForm({ email: email ?? '', password: '' });
  const { values, errors, busy } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setBusy(true);
    form.showErrors({});
    try {
      const answer = await accountApi.login(api, values.email.trim(), values.password);
      await finish(answer.data.access_token);
    } catch (error) {
      form.fail(error);
      form.setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} className="space-y-3" onSubmit={submit} noValidate aria-busy={busy}>
      <DetailFields fields={['email']} values={values} errors={errors} onChange={form.set} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        errors={errors.password}
        onChange={form.set('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <button type="button" className={linkButton} onClick={onForgot}>
          {t('auth.forgotLink')}
        </button>
        <button type="submit" className={primaryButton} disabled={busy || !values.email || !values.password}>
          {busy ? t('auth.working') : t('auth.submitLogin')}
        </button>
      </div>
    </form>
  );
}
