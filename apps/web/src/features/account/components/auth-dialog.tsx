import { useId, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { useRestaurant } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { type AuthDialogRequest, type AuthMode, authDialog } from '../session';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

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
        {mode === 'forgot' && <ForgotPasswordForm onBack={() => setMode('login')} />}
      </div>
    </Sheet>
  );
}
