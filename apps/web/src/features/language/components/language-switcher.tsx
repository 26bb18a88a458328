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

  // a native select laid over a compact face (issue 15: the full name widened the phone header):
  // the keyboard, screen readers and the phone's own picker all get the real control
  return (
    <div className="relative flex h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-full border border-stone-200 bg-white px-2 sm:px-2.5 text-sm font-semibold hover:border-stone-300 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="hidden size-5 text-stone-600 sm:block"
      >
        <circle cx="10" cy="10" r="7.25" />
        <ellipse cx="10" cy="10" rx="3" ry="7.25" />
        <path d="M2.75 10h14.5" />
      </svg>
      <span aria-hidden="true" className="uppercase">
        {locale}
      </span>
      <label htmlFor={id} className="sr-only">
        {t('language.choose')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void change(event.target.value)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeInfo[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
