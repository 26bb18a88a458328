import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

/** A failed page load shows a message and a way to retry instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center"
      role="alert"
    >
      <h1 className="text-xl font-semibold">{t('app.somethingWentWrong')}</h1>
      <button
        type="button"
        onClick={() => location.reload()}
        className="rounded-full bg-primary px-5 py-2.5 font-medium text-(--color-primary-contrast)"
      >
        {t('app.tryAgain')}
      </button>
    </main>
  );
}
