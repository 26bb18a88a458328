import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { fieldErrorsOf, primaryButton, TextField, useFormErrors } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import type { ManagerApi } from '../../api/manager-api';
import { invitationQuery, useAcceptInvitation } from '../../api/staff-api';
import { isolate } from '../../format';
import { useManagerT } from '../../manager-i18n';
import { LanguageSelect } from '../language-select';

/**
 * Issue 20 (decision 044), a chunk of its own: the page the invitation mail links to. Someone
 * new chooses their name and a password; someone with a manager account enters its password.
 */
export default function InvitationPage({ api, token }: { api: ManagerApi; token: string }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const invitation = useQuery(invitationQuery(api, token, locale));
  const accept = useAcceptInvitation(api);
  const { formRef, errors, show, clear } = useFormErrors();
  const [accepted, setAccepted] = useState<{ email: string; message: string }>();
  useEffect(() => {
    document.title = `${t('invitation.title', { restaurant: invitation.data?.restaurant ?? '' })} – ${t('area.name')}`;
  }, [t, invitation.data?.restaurant]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    accept.mutate(
      { token, password: String(data.get('password') ?? ''), ...(name ? { name } : {}) },
      {
        onSuccess: (answer) => setAccepted({ email: answer.data.email, message: answer.message.body }),
        onError: (error) => show(fieldErrorsOf(error)),
      },
    );
  }
  const formError =
    accept.error && Object.keys(fieldErrorsOf(accept.error)).length === 0 ? accept.error : null;
  const details = invitation.data;

  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <span className="text-lg font-bold tracking-tight">{t('area.name')}</span>
        <LanguageSelect />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-8 sm:pt-16">
        <div className="w-full max-w-md space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          {invitation.isPending && <p role="status">{t('area.loading')}</p>}
          {invitation.isError && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-red-800">
              {errorMessage(invitation.error, t('area.error'))}
            </p>
          )}
          {details && accepted && (
            <div className="space-y-4" role="status">
              <h1 className="text-2xl font-bold tracking-tight">{accepted.message}</h1>
              <p>{t('invitation.done', { email: isolate(accepted.email) })}</p>
              <Link to="/manager" className={`flex h-12 items-center justify-center ${primaryButton}`}>
                {t('invitation.signIn')}
              </Link>
            </div>
          )}
          {details && !accepted && (
            <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
              <h1 className="text-2xl font-bold tracking-tight">
                {t('invitation.title', { restaurant: isolate(details.restaurant) })}
              </h1>
              <p className="text-sm text-stone-700">
                {t('invitation.intro', {
                  role: t(`staff.role.${details.role}`),
                  email: isolate(details.email),
                })}
              </p>
              {details.has_account ? (
                <>
                  <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
                    {t('invitation.existing', { restaurant: details.restaurant })}
                  </p>
                  <TextField
                    label={t('invitation.currentPassword')}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    errors={errors.password}
                    onChange={() => clear('password')}
                  />
                </>
              ) : (
                <>
                  <TextField
                    label={t('invitation.name')}
                    name="name"
                    autoComplete="name"
                    required
                    errors={errors.name}
                    onChange={() => clear('name')}
                  />
                  <TextField
                    label={t('invitation.password')}
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    required
                    hint={t('invitation.passwordHint')}
                    errors={errors.password}
                    onChange={() => clear('password')}
                  />
                </>
              )}
              {formError && (
                <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                  {errorMessage(formError, t('area.error'))}
                </p>
              )}
              <button type="submit" disabled={accept.isPending} className={`h-12 w-full ${primaryButton}`}>
                {t('invitation.accept')}
              </button>
            </form>
          )}
        </div>
      </main>
    </div>
  );
}
