import type { FormEvent } from 'react';
import { primaryButton } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useAccountT } from '../account-i18n';
import { accountApi } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import { useFinishLogin } from '../hooks/use-finish-login';
import { DetailFields, NewPasswordFields } from './account-fields';

/** The auth modal's registration: the details the profile keeps, and a password. */
export function RegisterForm({ next }: { next?: string }) {
  const t = useAccountT();
  const { api } = useAppContext();
  const finish = useFinishLogin(next);
  const form = useAccountForm({
    name: '',
    email: '',
    phone: '',
    birthday: '',
    password: '',
    password_confirmation: '',
  });
  const { values, errors, busy } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5 client side: passwords must match
    if (values.password !== values.password_confirmation) {
      form.showErrors({ password_confirmation: [t('auth.passwordsMismatch')] });
      return;
    }
    form.setBusy(true);
    form.showErrors({});
    try {
      const answer = await accountApi.signup(api, {
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        birthday: values.birthday || undefined,
      });
      // issue 33: one message, the welcome, rather than the server's 'user created' beside it
      await finish(answer.data.access_token);
    } catch (error) {
      form.fail(error);
      form.setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} className="space-y-3" onSubmit={submit} noValidate aria-busy={busy}>
      <DetailFields fields={['name', 'email']} values={values} errors={errors} onChange={form.set} />
      <div className="grid gap-3 sm:grid-cols-2">
        <DetailFields fields={['phone', 'birthday']} values={values} errors={errors} onChange={form.set} />
      </div>
      <NewPasswordFields label={t('auth.password')} values={values} errors={errors} onChange={form.set} />
      <div className="flex justify-end pt-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('auth.working') : t('auth.submitRegister')}
        </button>
      </div>
    </form>
  );
}
