import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { fieldErrorsOf, primaryButton, useFormErrors } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { PageHeader } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { accountApi } from '../api/account-api';
import { useFailureText } from '../hooks/use-failure-text';
import { authDialog } from '../session';
import { NewPasswordFields } from './account-fields';
import { card, ErrorNote, Spinner } from './form-parts';

/** SPEC §2 /resetpass/{token}: the link of the reset e-mail; a new password, then the login. */
export default function ResetPasswordPage() {
  const t = useAccountT();
  const { t: tApp } = useTranslation();
  const { api } = useAppContext();
  const { token = '' } = useParams();
  const [, navigate] = useLocation();
  const failure = useFailureText();
  const email = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => accountApi.resetTokenEmail(api, token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [fields, setFields] = useState({ password: '', password_confirmation: '' });
  const { formRef, errors, show: setErrors, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((old) => ({ ...old, [field]: event.target.value }));
    clear(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.data) return;
    if (fields.password !== fields.password_confirmation) {
      setErrors({ password_confirmation: [t('auth.passwordsMismatch')] });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await accountApi.resetPassword(api, { email: email.data, token, ...fields });
      snackbar.show({ text: answer.message.body, tone: 'success' });
      navigate('/menu', { replace: true });
      // issue 33: the login starts with the account's e-mail
      authDialog.open('login', undefined, email.data);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // a 422 names its fields: the messages stand beside them (issue 15)
      if (Object.keys(fields).length === 0) snackbar.error(failure(error));
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader />
      <main id="main" className="mx-auto max-w-md px-4 py-8 sm:px-6">
        <h1 className="mb-5 text-2xl font-bold tracking-tight">{t('title.resetPassword')}</h1>
        {email.isPending ? (
          <Spinner label={tApp('app.loading')} />
        ) : email.isError ? (
          <div className="space-y-4">
            <ErrorNote>{t('reset.invalid')}</ErrorNote>
            <button
              type="button"
              className={primaryButton}
              aria-haspopup="dialog"
              onClick={() => authDialog.open('forgot')}
            >
              {t('reset.askAgain')}
            </button>
          </div>
        ) : (
          <form ref={formRef} className={`${card} space-y-4`} onSubmit={submit} noValidate aria-busy={busy}>
            <p>{t('reset.intro', { email: email.data })}</p>
            <NewPasswordFields
              label={t('profile.newPassword')}
              values={fields}
              errors={{ ...errors, password: errors.password ?? errors.email }}
              onChange={set}
            />
            <div className="flex justify-end">
              <button type="submit" className={primaryButton} disabled={busy || !fields.password}>
                {busy ? t('auth.working') : t('reset.submit')}
              </button>
            </div>
          </form>
        )}
      </main>
    </>
  );
}
