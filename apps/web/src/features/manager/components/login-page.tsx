import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { ManagerApi } from '../api/manager-api';
import { useManagerT } from '../manager-i18n';
import { LanguageSelect } from './language-select';

/** SPEC §4 Session: a manager login (the manager option of auth/login) stores the manager token only. */
export function LoginPage({ api, onLoggedIn }: { api: ManagerApi; onLoggedIn: (token: string) => void }) {
  const t = useManagerT();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    document.title = `${t('login.heading')} – ${t('area.name')}`;
  }, [t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(undefined);
    try {
      const answer = await api.login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      onLoggedIn(answer.data.access_token);
    } catch (failure) {
      setError(errorMessage(failure, t('area.error')));
      setPending(false);
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <span className="text-lg font-bold tracking-tight">{t('area.name')}</span>
        <LanguageSelect />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-8 sm:pt-16">
        <form
          onSubmit={submit}
          className="w-full max-w-sm space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
          aria-describedby={`${id}-intro`}
          noValidate
        >
          <h1 className="text-2xl font-bold tracking-tight">{t('login.heading')}</h1>
          <p id={`${id}-intro`} className="text-sm text-stone-600">
            {t('login.intro')}
          </p>
          <div className="space-y-1">
            <label htmlFor={`${id}-email`} className="block text-sm font-medium">
              {t('login.email')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              required
              className="h-12 w-full rounded-xl border border-stone-300 px-3"
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-password`} className="block text-sm font-medium">
              {t('login.password')}
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="h-12 w-full rounded-xl border border-stone-300 px-3"
            />
          </div>
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={pending}
            className="h-12 w-full rounded-full bg-primary font-semibold text-primary-contrast disabled:opacity-60"
          >
            {pending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
