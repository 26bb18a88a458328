import type { FormEvent } from 'react';
import { useState } from 'react';
import { primaryButton } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useAccountT } from '../account-i18n';
import { accountApi } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import { DetailFields } from './account-fields';
import { linkButton } from './form-parts';

/** The auth modal's forgotten password: a reset link is mailed to the address given. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useAccountT();
  const { api } = useAppContext();
  const form = useAccountForm({ email: '' });
  const { values, errors, busy } = form;
  const [sent, setSent] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setBusy(true);
    form.showErrors({});
    try {
      const answer = await accountApi.forgotPassword(api, values.email.trim());
      setSent(answer.message.body);
    } catch (error) {
      form.fail(error);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} className="space-y-3" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="text-sm text-stone-700">{t('auth.forgotIntro')}</p>
      <DetailFields fields={['email']} values={values} errors={errors} onChange={form.set} />
      <p role="status" className={sent ? 'rounded-2xl bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {sent ?? ''}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <button type="button" className={linkButton} onClick={onBack}>
          {t('auth.backToLogin')}
        </button>
        <button type="submit" className={primaryButton} disabled={busy || !values.email}>
          {busy ? t('auth.working') : t('auth.submitForgot')}
        </button>
      </div>
    </form>
  );
}
