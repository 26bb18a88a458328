import { isLocale, localeInfo, locales } from '@tavola/i18n/locales';
import { useId } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { rememberLanguage, useTranslation } from '../../../lib/i18n';

/** Switches the storefront's language; the choice is stored and sent with every request. */
export function LanguageSwitcher() {
  const { t, locale, changeLocale } = useTranslation();
  const { api } = useAppContext();
  const id = useId();

  async function change(value: string) {
    if (!isLocale(value)) return;
    rememberLanguage(value);
    api.setLanguage(value);
    await changeLocale(value);
    // queries are keyed by language, so the menu refetches in the new one by itself
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', value);
      history.replaceState(history.state, '', url);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('language.choose')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void change(event.target.value)}
        className="h-10 cursor-pointer appearance-none rounded-full border border-stone-200 bg-white ps-3 pe-8 text-sm font-medium hover:border-stone-300"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeInfo[code].nativeName}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute end-2.5 top-3 size-4 text-stone-500"
      >
        <path
          fill="currentColor"
          d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
        />
      </svg>
    </div>
  );
}
