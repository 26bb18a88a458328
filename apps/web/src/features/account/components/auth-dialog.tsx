import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { fieldErrorsOf, primaryButton, TextField, useFormErrors } from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { accountApi, startSession } from '../api/account-api';
import { type AuthDialogRequest, type AuthMode, authDialog } from '../session';
import { linkButton, NewPasswordFields } from './form-parts';

/** The text of a failure: a rate limit says how long to wait (SPEC §8 rules otherwise). */
export function useFailureText() {
  const messageOf = useErrorMessage();
  return (error: unknown) =>
    error instanceof ApiError && error.status === 429 ? error.body : messageOf(error);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * SPEC §2 auth modal: login, register (with a birthday picker) and forgotten password, one
 * at a time; Escape and the dimmed overlay close it. Registration shows only where the
 * restaurant has it on.
 */
export default function AuthDialog({ request }: { request: AuthDialogRequest }) {
  const t = useAccountT();
  const restaurant = useRestaurant();
  const canRegister = restaurant.settings.registration_enabled;
  const [mode, setMode] = useState<AuthMode>(
    request.mode === 'register' && !canRegister ? 'login' : request.mode,
  );
  const title = mode === 'forgot' ? t('auth.forgotTitle') : t('auth.dialogTitle');
  const tabsId = useId();
  return (
    <Sheet title={title} placement="center" onClose={authDialog.close}>
      {request.next === '/checkout' && mode !== 'forgot' && (
        <p className="mb-3 rounded-2xl bg-stone-100 p-3 text-sm" role="note">
          {t('auth.loginToContinue')}
        </p>
      )}
      {mode !== 'forgot' && canRegister && (
        <div
          role="tablist"
          aria-label={t('auth.modes')}
          className="mb-4 grid grid-cols-2 rounded-full bg-stone-100 p-1"
          onKeyDown={(event) => {
            // arrow keys move between the two tabs (WAI-ARIA tabs pattern)
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            const next = mode === 'login' ? 'register' : 'login';
            setMode(next);
            document.getElementById(`${tabsId}-${next}`)?.focus();
          }}
        >
          {(['login', 'register'] as const).map((entry) => (
            <button
              key={entry}
              id={`${tabsId}-${entry}`}
              type="button"
              role="tab"
              aria-selected={mode === entry}
              aria-controls={`${tabsId}-panel`}
              tabIndex={mode === entry ? 0 : -1}
              onClick={() => setMode(entry)}
              className={`rounded-full px-3 py-2 text-sm font-semibold ${mode === entry ? 'bg-white shadow' : 'text-stone-600'}`}
            >
              {entry === 'login' ? t('auth.login') : t('auth.register')}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${tabsId}-panel`}
        {...(mode !== 'forgot' && canRegister
          ? { role: 'tabpanel', 'aria-labelledby': `${tabsId}-${mode}` }
          : {})}
      >
        {mode === 'login' && (
          <LoginForm next={request.next} email={request.email} onForgot={() => setMode('forgot')} />
        )}
        {mode === 'register' && <RegisterForm next={request.next} />}
        {mode === 'forgot' && <ForgotForm onBack={() => setMode('login')} />}
      </div>
    </Sheet>
  );
}

/** After login or signup: the token is stored, the basket assigned, the dialog closed. */
function useFinishLogin(next: string | undefined) {
  const { api, config } = useAppContext();
  const { locale } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const t = useAccountT();
  return async (token: string) => {
    const user = await startSession(api, queryClient, config.restaurantId, token, locale);
    authDialog.close();
    snackbar.show({ text: t('auth.welcome', { name: user.name }), tone: 'success' });
    if (next) navigate(next);
  };
}

function LoginForm({
  next,
  email: known,
  onForgot,
}: {
  next?: string;
  email?: string;
  onForgot: () => void;
}) {
  const t = useAccountT();
  const { api } = useAppContext();
  const failure = useFailureText();
  const finish = useFinishLogin(next);
  const [email, setEmail] = useState(known ?? '');
  const [password, setPassword] = useState('');
  const { formRef, errors, show: setErrors, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await accountApi.login(api, email.trim(), password);
      await finish(answer.data.access_token);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // a 422 names its fields: the messages stand beside them (issue 15)
      if (Object.keys(fields).length === 0) snackbar.error(failure(error));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="space-y-3" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        errors={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          clear('email');
        }}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        errors={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          clear('password');
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <button type="button" className={linkButton} onClick={onForgot}>
          {t('auth.forgotLink')}
        </button>
        <button type="submit" className={primaryButton} disabled={busy || !email || !password}>
          {busy ? t('auth.working') : t('auth.submitLogin')}
        </button>
      </div>
    </form>
  );
}

function RegisterForm({ next }: { next?: string }) {
  const t = useAccountT();
  const { api } = useAppContext();
  const failure = useFailureText();
  const finish = useFinishLogin(next);
  const [fields, setFields] = useState({
    name: '',
    email: '',
    phone: '',
    birthday: '',
    password: '',
    password_confirmation: '',
  });
  const { formRef, errors, show: setErrors, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((old) => ({ ...old, [field]: event.target.value }));
    clear(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5 client side: passwords must match
    if (fields.password !== fields.password_confirmation) {
      setErrors({ password_confirmation: [t('auth.passwordsMismatch')] });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await accountApi.signup(api, {
        ...fields,
        name: fields.name.trim(),
        email: fields.email.trim(),
        phone: fields.phone.trim() || undefined,
        birthday: fields.birthday || undefined,
      });
      // issue 33: one message, the welcome, rather than the server's 'user created' beside it
      await finish(answer.data.access_token);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // a 422 names its fields: the messages stand beside them (issue 15)
      if (Object.keys(fields).length === 0) snackbar.error(failure(error));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="space-y-3" onSubmit={submit} noValidate aria-busy={busy}>
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
      <div className="grid gap-3 sm:grid-cols-2">
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
      </div>
      <NewPasswordFields label={t('auth.password')} values={fields} errors={errors} onChange={set} />
      <div className="flex justify-end pt-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('auth.working') : t('auth.submitRegister')}
        </button>
      </div>
    </form>
  );
}

function ForgotForm({ onBack }: { onBack: () => void }) {
  const t = useAccountT();
  const { api } = useAppContext();
  const failure = useFailureText();
  const [email, setEmail] = useState('');
  const { formRef, errors, show: setErrors, clear } = useFormErrors();
  const [sent, setSent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await accountApi.forgotPassword(api, email.trim());
      setSent(answer.message.body);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // a 422 names its fields: the messages stand beside them (issue 15)
      if (Object.keys(fields).length === 0) snackbar.error(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="space-y-3" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="text-sm text-stone-700">{t('auth.forgotIntro')}</p>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        errors={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          clear('email');
        }}
      />
      <p role="status" className={sent ? 'rounded-2xl bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {sent ?? ''}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <button type="button" className={linkButton} onClick={onBack}>
          {t('auth.backToLogin')}
        </button>
        <button type="submit" className={primaryButton} disabled={busy || !email}>
          {busy ? t('auth.working') : t('auth.submitForgot')}
        </button>
      </div>
    </form>
  );
}
